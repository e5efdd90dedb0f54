// Staff notes on a registration (DESIGN.md section 11, issue 17): who wrote what, when. Append-only like
// the audit log: a trigger refuses UPDATE and DELETE, a note once written stays as written. The author's
// name and e-mail are kept as they were at the time (an account may be renamed or disabled later).
// Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registration_note')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('registration_uid', 'uuid', (c) => c.notNull().references('registration.uid'))
    .addColumn('author_uid', 'text', (c) => c.notNull().references('staff_account.uid'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('registration_note_registration_idx').on('registration_note').columns(['registration_uid', 'created_at']).execute();
  await sql`
    CREATE FUNCTION registration_note_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'registration_note is append-only';
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER registration_note_no_rewrite BEFORE UPDATE OR DELETE ON registration_note
    FOR EACH ROW EXECUTE FUNCTION registration_note_append_only()`.execute(db);
}
