// One receipt per confirm (issue 29): a registration returned for correction and confirmed again has a
// receipt of what was confirmed that time, and the earlier ones stay, numbered. A row is written in the
// confirm's transaction with what the receipt shows (`content`, read under the confirm's lock), so a
// receipt rendered later (after a crash, or when its letter is retried) still shows what was confirmed
// then, whatever changed after a return. `storage_key` is the rendered PDF in the files store (null until
// rendered). The one receipt a registration could have before is carried over as its first (its content
// unknown: it is rendered from the registration as it is, as it was before), and
// registration.receipt_storage_key goes: the receipt table is its one home. Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('receipt')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('registration_uid', 'uuid', (c) => c.notNull().references('registration.uid').onDelete('cascade'))
    // 1 for the first confirm, 2 for the one after a correction...
    .addColumn('sequence', 'integer', (c) => c.notNull().check(sql`sequence >= 1`))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('content', 'jsonb')
    .addColumn('storage_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('receipt_registration_sequence_key', ['registration_uid', 'sequence'])
    .execute();
  await sql`
    insert into receipt (uid, registration_uid, sequence, submitted_at, storage_key)
    select gen_random_uuid(), uid, 1, submitted_at, receipt_storage_key from registration where submitted_at is not null
  `.execute(db);
  await db.schema.alterTable('registration').dropColumn('receipt_storage_key').execute();
}
