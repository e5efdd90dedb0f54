// The back office's audit log (DESIGN.md section 11): every staff sign-in, review transition, export and
// file download is one row, written in the same transaction as what it records. Append-only: a trigger
// refuses UPDATE and DELETE, so not even a bug of ours can rewrite history. Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Who: a staff account, a registrant, the scheduler (system) or nobody signed in (anonymous).
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_uid', 'text')
    // What the actor was called at the time (a staff e-mail, a registration number): kept as written.
    .addColumn('actor_label', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text')
    .addColumn('subject_uid', 'text')
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('client_address', 'text')
    .execute();
  await db.schema.createIndex('audit_event_subject_idx').on('audit_event').columns(['subject_kind', 'subject_uid', 'id']).execute();
  await db.schema.createIndex('audit_event_actor_idx').on('audit_event').columns(['actor_uid', 'id']).execute();
  await db.schema.createIndex('audit_event_action_idx').on('audit_event').columns(['action', 'id']).execute();
  await sql`
    CREATE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_event is append-only';
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_event_no_rewrite BEFORE UPDATE OR DELETE ON audit_event
    FOR EACH ROW EXECUTE FUNCTION audit_event_append_only()`.execute(db);
}
