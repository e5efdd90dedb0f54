// Fixed-window counters kept in the database, so several instances share them (DESIGN.md section 6).
// Every decision is one statement (an upsert that counts and answers at once): a read followed by a
// separate write let parallel requests all read the same count and all pass. Windows are measured in
// the database's clock, so instances with drifting clocks agree.
import { sql } from '../db/kysely-runtime';
import type { Database } from '../db/index';

const windowEnd = (windowSeconds: number) => sql<Date>`now() + make_interval(secs => ${windowSeconds})`;
const expired = sql<boolean>`rate_limit.window_ends_at < now()`;

export class RateLimits {
  constructor(private readonly db: Database) {}

  /** Counts one hit on `key`; returns how many hits the current window holds (this one included). */
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
   * Takes one of `limit` slots of `key` if one is free, in one statement: true when taken, false when
   * the window is full (nothing counted then). Concurrent takes queue on the row's lock, and each
   * sees the count the one before it left, so no more than `limit` ever pass.
   */
  async take(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const row = await this.db
      .insertInto('rate_limit')
      .values({ key, count: 1, window_ends_at: windowEnd(windowSeconds) })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            count: sql`case when ${expired} then 1 else rate_limit.count + 1 end`,
            window_ends_at: sql`case when ${expired} then excluded.window_ends_at else rate_limit.window_ends_at end`,
          })
          .where(sql<boolean>`${expired} or rate_limit.count < ${limit}`),
      )
      .returning('count')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives back a slot taken in the current window (a request that turned out not to count). */
  async giveBack(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limit')
      .set({ count: sql`rate_limit.count - 1` })
      .where('key', '=', key)
      .where('count', '>', 0)
      .where(sql<boolean>`rate_limit.window_ends_at >= now()`)
      .execute();
  }

  /** Hits in the current window without counting one. */
  async count(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limit')
      .select('count')
      .where('key', '=', key)
      .where(sql<boolean>`rate_limit.window_ends_at >= now()`)
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit').where('key', '=', key).execute();
  }
}
