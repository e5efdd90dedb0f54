// The back office's "missing" filter and every page of its list counted achievement / picture /
// profession_picture rows per registration on each request (a grouped pass over every row of each table
// for a filter, a correlated count per row for a page): at 10,000 registrations, p99 110–240 ms (issue 33).
// Now each count is a column of `registration`, kept right by triggers on the counted tables and
// backfilled here; what is counted is defined once, in platform/db/registration-counts.ts. Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';
import { installRegistrationCount, REGISTRATION_COUNTS } from '../registration-counts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  // Every photo or achievement added or removed now rewrites its registration's row. Room left on each
  // page lets that new version stay on the page (a HOT update, no index entry), where the next visit
  // prunes the old one: PGlite runs no autovacuum. Pages written from now on keep 15 % free.
  await sql`ALTER TABLE registration SET (fillfactor = 85)`.execute(db);
  for (const count of Object.values(REGISTRATION_COUNTS)) await installRegistrationCount(db, count);
}
