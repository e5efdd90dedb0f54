// The review lifecycle (DESIGN.md section 11): every status of machines/review/, the status before the
// last staff decision (what an undo returns to), the current correction request and when the status
// last changed. The history of statuses is the audit log (action `registration.transition`), not a
// table here. The lists below are the statuses as of this migration, written out: a migration never
// follows later code. Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

const STATUSES = sql.raw(
  ['in_progress', 'submitted', 'reviewed_awaiting', 'eligible', 'ineligible', 'finalist', 'not_awarded', 'awarded', 'withdrawn']
    .map((s) => `'${s}'`)
    .join(', '),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE registration DROP CONSTRAINT registration_status_check`.execute(db);
  await sql`ALTER TABLE registration ADD CONSTRAINT registration_status_check CHECK (status IN (${STATUSES}))`.execute(db);
  await db.schema
    .alterTable('registration')
    .addColumn('previous_status', 'text', (c) => c.check(sql`previous_status IN (${STATUSES})`))
    .addColumn('correction_reason', 'text')
    .addColumn('correction_deadline', 'timestamptz')
    .addColumn('status_changed_at', 'timestamptz')
    .execute();
  // Back-office lists go by status.
  await db.schema.createIndex('registration_status_idx').on('registration').column('status').execute();
}
