// The edition a registration belongs to (issue 17: the back office filters by it). Every row so far was
// made by this site, which runs the 3rd edition; new rows get the configured edition
// (src/server/features/registration/create.ts). Written out here: a migration never follows later code. Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('registration')
    .addColumn('edition', 'smallint', (c) => c.notNull().defaultTo(3).check(sql`edition IN (1, 2, 3)`))
    .execute();
  // The back office lists newest first and by submission.
  await db.schema.createIndex('registration_created_at_idx').on('registration').column('created_at').execute();
}
