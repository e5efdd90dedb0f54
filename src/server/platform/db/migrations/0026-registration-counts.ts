// The back office's "missing" filter and every page of its list counted achievement / picture /
// profession_picture rows per registration on each request (a grouped pass over every row of each table
// for a filter, a correlated count per row for a page): at 10,000 registrations, p99 110–240 ms (issue 33).
// Now each count is a column of `registration`, kept right by triggers on the counted tables and
// backfilled here; what is counted is defined once, in platform/db/registration-counts.ts. Forward-only.
import type { Kysely } from 'kysely';
import { installRegistrationCount, REGISTRATION_COUNTS } from '../registration-counts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  for (const count of Object.values(REGISTRATION_COUNTS)) await installRegistrationCount(db, count);
}
