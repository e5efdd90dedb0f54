// Fixed-window counters kept in the database, so several instances share them (DESIGN.md section 6).
import { sql } from 'kysely';
import type { Database } from '../db/index';

export class RateLimits {
  constructor(private readonly db: Database) {}

  /** Counts one hit on `key`; returns how many hits the current window holds (this one included). */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const ends = new Date(Date.now() + windowSeconds * 1000);
    const row = await this.db
      .insertInto('rate_limit')
      .values({ key, count: 1, window_ends_at: ends })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when rate_limit.window_ends_at < now() then 1 else rate_limit.count + 1 end`,
          window_ends_at: sql`case when rate_limit.window_ends_at < now() then excluded.window_ends_at else rate_limit.window_ends_at end`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /** Hits in the current window without counting one. */
  async count(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limit')
      .select('count')
      .where('key', '=', key)
      .where('window_ends_at', '>=', new Date())
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit').where('key', '=', key).execute();
  }
}
