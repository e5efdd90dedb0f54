// Scheduled work (DESIGN.md section 11): one table of jobs, each run once under a database lease
// (src/server/platform/scheduler/), and the reminder letters already sent, one per registration and kind
// (src/server/features/reminders/). Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scheduled_job')
    // The job's identity: scheduling the same key again is a no-op, so every instance may schedule.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // The lease: the instance that claimed the job, and until when no other may claim it.
    .addColumn('locked_until', 'timestamptz')
    .addColumn('lease_token', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('scheduled_job_due_idx').on('scheduled_job').column('run_at').where(sql.ref('done_at'), 'is', null).execute();

  await db.schema
    .createTable('reminder_sent')
    .addColumn('registration_uid', 'uuid', (c) => c.notNull().references('registration.uid').onDelete('cascade'))
    // The kind of reminder: how many days before the upload window closes.
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('reminder_sent_pkey', ['registration_uid', 'days'])
    .execute();
}
