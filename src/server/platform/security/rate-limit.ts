// Fixed-window counters kept in the database, so several instances share them (DESIGN.md section 6).
// Every decision is one statement (an upsert that counts and answers at once): a read followed by a
// separate write let parallel requests all read the same count and all pass. Windows are measured in
// the database's clock, so instances with drifting clocks agree.
import type { QueryCreator } from 'kysely';
import { sql } from '../db/kysely-runtime';
import type { Database } from '../db/index';
import type { DB } from '../db/schema';

/**
 * Slots to give back (taken in the current window by a request that turned out not to count) and
 * counters to forget (their window starts afresh). A key belongs in one list or the other, not both.
 */
export interface ReleaseChanges {
  giveBack?: readonly string[];
  reset?: readonly string[];
}

export interface Allowance {
  key: string;
  limit: number;
  windowSeconds: number;
}

const windowEnd = (windowSeconds: number) => sql<Date>`now() + make_interval(secs => ${windowSeconds})`;
const expired = sql<boolean>`rate_limit.window_ends_at < now()`;
const current = sql<boolean>`rate_limit.window_ends_at >= now()`;

export class RateLimits {
  constructor(private readonly db: Database) {}

  /**
   * Counts one hit on `key` in one upsert (a window that ended starts again at 1); returns how many
   * hits the current window holds, this one included. Concurrent upserts queue on the row's lock,
   * each seeing the count the one before it left.
   */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const row = await this.db
      .insertInto('rate_limit')
      .values({ key, count: 1, window_ends_at: windowEnd(windowSeconds) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when ${expired} then 1 else rate_limit.count + 1 end`,
          window_ends_at: sql`case when ${expired} then excluded.window_ends_at else rate_limit.window_ends_at end`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /**
   * Takes one slot of each allowance whose window has one free, all in one statement (a sign-in's
   * address and address-and-number counters: one statement instead of two in a surge). Returns the
   * keys it took; a key whose window was full is not among them, and nothing was counted on it.
   */
  async take(allowances: readonly Allowance[]): Promise<string[]> {
    if (allowances.length === 0) return [];
    const rows = await RateLimits.takeQuery(this.db, allowances).execute();
    return rows.map((r) => r.key);
  }

  /**
   * Takes one slot of `allowance` as take() does and answers how many its window holds with this one
   * (the caller acts on reaching the limit exactly once), or null when the window was full.
   */
  async takeCounting(allowance: Allowance): Promise<number | null> {
    const row = await RateLimits.takeQuery(this.db, [allowance]).returning('count').executeTakeFirst();
    return row ? row.count : null;
  }

  /** take()'s statement, for a statement that does more at once (a sign-in's first): returns the keys taken. */
  static takeQuery(qc: QueryCreator<DB>, allowances: readonly Allowance[]) {
    const limitOf = sql.join(allowances.map((a) => sql`when ${a.key} then ${a.limit}::int`), sql` `);
    return qc
      .insertInto('rate_limit')
      .values(allowances.map(({ key, windowSeconds }) => ({ key, count: 1, window_ends_at: windowEnd(windowSeconds) })))
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            count: sql`case when ${expired} then 1 else rate_limit.count + 1 end`,
            window_ends_at: sql`case when ${expired} then excluded.window_ends_at else rate_limit.window_ends_at end`,
          })
          .where(sql<boolean>`${expired} or rate_limit.count < case rate_limit.key ${limitOf} end`),
      )
      .returning('key');
  }

  /**
   * Gives back a slot of each key in `giveBack` taken in the current window (a request that turned
   * out not to count) and forgets the keys in `reset` (their window starts afresh), in one statement.
   * A key belongs in one list or the other, not both.
   */
  async release(changes: ReleaseChanges): Promise<void> {
    if ((changes.giveBack ?? []).length === 0 && (changes.reset ?? []).length === 0) return;
    await RateLimits.releasing(this.db, changes).selectNoFrom(sql<number>`1`.as('done')).execute();
  }

  /**
   * `qc` carrying release()'s changes as data-modifying CTEs: the statement built on it makes them
   * too (a sign-in's session row, its address's slot and its pair's reset are one statement).
   */
  static releasing(qc: QueryCreator<DB>, { giveBack = [], reset = [] }: ReleaseChanges): QueryCreator<DB> {
    const returned = giveBack.filter((key) => !reset.includes(key));
    // Cast back to the schema's own tables: the CTEs are written, never read by the statement on them.
    type Plain = QueryCreator<DB>;
    let out = qc;
    if (reset.length > 0) out = out.with('forgotten', (q) => q.deleteFrom('rate_limit').where('key', 'in', reset).returning('key')) as unknown as Plain;
    if (returned.length > 0) {
      out = out.with('returned', (q) =>
        q
          .updateTable('rate_limit')
          .set({ count: sql`rate_limit.count - 1` })
          .where('key', 'in', returned)
          .where('count', '>', 0)
          .where(current)
          .returning('key'),
      ) as unknown as Plain;
    }
    return out;
  }

  /**
   * Whole seconds until the last of `keys`' current windows ends (rounded up; 0 when none is current):
   * how long a refused request must wait, in the database's clock like the windows themselves.
   */
  async secondsLeft(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const row = await this.db
      .selectFrom('rate_limit')
      .select(sql<number | string | null>`ceil(extract(epoch from max(rate_limit.window_ends_at) - now()))`.as('seconds'))
      .where('key', 'in', keys)
      .where(current)
      .executeTakeFirst();
    return Math.max(0, Number(row?.seconds ?? 0));
  }

  /** Hits in the current window without counting one. */
  async count(key: string): Promise<number> {
    const row = await this.db.selectNoFrom([RateLimits.countOf(key).as('count')]).executeTakeFirstOrThrow();
    return row.count;
  }

  /**
   * The hits of `key` in the current window as an expression, for a statement that reads them beside
   * something else (a sign-in reads its number's failures with the registration).
   */
  static countOf(key: string) {
    return sql<number>`coalesce((select rate_limit.count from rate_limit where rate_limit.key = ${key} and ${current}), 0)`;
  }
}
