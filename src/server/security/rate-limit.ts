// Fixed-window counters kept in the database, so several instances share them (DESIGN.md section 6).
// Every decision is one statement (an upsert that counts and answers at once): a read followed by a
// separate write let parallel requests all read the same count and all pass. Windows are measured in
// the database's clock, so instances with drifting clocks agree.
import { sql } from '../db/kysely-runtime';
import type { Database } from '../db/index';

const windowEnd = (windowSeconds: number) => sql<Date>`now() + make_interval(secs => ${windowSeconds})`;
const expired = sql<boolean>`rate_limit.window_ends_at < now()`;
const current = sql<boolean>`rate_limit.window_ends_at >= now()`;

export class RateLimits {
  constructor(private readonly db: Database) {}

  /**
   * Counts one hit on `key` in one upsert (a window that ended starts again at 1), returning the new
   * count; with `limit`, only while the window holds fewer: no row comes back when it is full, and
   * nothing was counted then. Concurrent upserts queue on the row's lock, each seeing the count the
   * one before it left.
   */
  private async upsert(key: string, windowSeconds: number, limit?: number): Promise<{ count: number } | undefined> {
    return this.db
      .insertInto('rate_limit')
      .values({ key, count: 1, window_ends_at: windowEnd(windowSeconds) })
      .onConflict((oc) => {
        const update = oc.column('key').doUpdateSet({
          count: sql`case when ${expired} then 1 else rate_limit.count + 1 end`,
          window_ends_at: sql`case when ${expired} then excluded.window_ends_at else rate_limit.window_ends_at end`,
        });
        return limit === undefined ? update : update.where(sql<boolean>`${expired} or rate_limit.count < ${limit}`);
      })
      .returning('count')
      .executeTakeFirst();
  }

  /** Counts one hit on `key`; returns how many hits the current window holds (this one included). */
  async hit(key: string, windowSeconds: number): Promise<number> {
    return (await this.upsert(key, windowSeconds))!.count;
  }

  /**
   * Takes one of `limit` slots of `key` if one is free, in one statement: true when taken, false when
   * the window is full (nothing counted then), so no more than `limit` ever pass.
   */
  async take(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    return (await this.upsert(key, windowSeconds, limit)) !== undefined;
  }

  /** Gives back a slot of each key taken in the current window (a request that turned out not to count), in one statement. */
  async giveBack(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .updateTable('rate_limit')
      .set({ count: sql`rate_limit.count - 1` })
      .where('key', 'in', keys)
      .where('count', '>', 0)
      .where(current)
      .execute();
  }

  /** Hits in the current window without counting one. */
  async count(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limit')
      .select('count')
      .where('key', '=', key)
      .where(current)
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit').where('key', '=', key).execute();
  }
}
