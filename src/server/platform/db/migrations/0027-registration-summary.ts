// The back office's one-page summary of a registration (the PDF each folder of a ZIP carries), made once
// per content instead of once per ZIP (issue 33: rendering it, ≈ 20 ms of CPU with its CJK font subset,
// was most of a bulk ZIP's time). One row per registration: the SHA-256 of what the summary shows
// (status, missing items, contacts, files and their hashes...: any change gives another key and a new
// PDF, which replaces this row) and where its bytes are in the files store. Removed with the registration
// (cascade), and by retention and erasure with the contact details it prints. Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registration_summary')
    .addColumn('registration_uid', 'uuid', (c) => c.primaryKey().references('registration.uid').onDelete('cascade'))
    .addColumn('content_sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    // When the PDF was rendered: the 產生時間 it prints.
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
