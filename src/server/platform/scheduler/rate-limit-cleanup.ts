// The daily cleanup of rate-limit counters whose window has ended: an ended window counts nothing
// (src/server/platform/security/rate-limit.ts starts it again at 1), so its row is only dead weight. Measured in
// the database's clock, as the windows are.
import type { Database } from '../db/index';
import { sql } from '../db/kysely-runtime';
import { taipeiDate } from '../../../shared/taipei-time';
import { schedule } from './schedule';

export const RATE_LIMIT_CLEANUP = 'rate-limit-cleanup';

export async function deleteExpiredRateLimits(db: Database): Promise<number> {
  const result = await db.deleteFrom('rate_limit').where(sql<boolean>`rate_limit.window_ends_at < now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Today's cleanup (a Taipei calendar day), due at once: one run per day whatever the instances. */
export async function scheduleDailyCleanup(db: Database, now: Date): Promise<void> {
  const day = taipeiDate(now);
  await schedule(db, { key: `${RATE_LIMIT_CLEANUP}:${day}`, kind: RATE_LIMIT_CLEANUP, runAt: now });
}
