// Real content beside demo content (issue 18). Forward-only.
// - vendor: `hidden_at` (a vendor dropped from the imported list but named by a registration is hidden,
//   never deleted: the registration keeps its unit), `code` (an optional stable key of the imported
//   file, so a renamed unit stays the same row), and one name per category, which is how a file's row
//   finds its vendor when it has no code. Both unique constraints are checked at commit, so an import
//   may swap two names or codes inside its one transaction.
// - award, award_winner: `is_demo`, like news, hero and vendor, so that demo rows can be told apart and
//   removed when SEED_DEMO is off. Rows before this migration with the seed's fixed uids are its demo rows.
// - vendor_import: a previewed file's rows, kept by its SHA-256 until `expires_at`, so that apply (on
//   any instance) names the hash instead of sending the file again; the rows are JSON text.
// - is_demo now defaults to false everywhere: only the seed writes demo rows, and says so.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

/** The prefix of every demo award and winner uid (src/server/platform/db/seed/data/awards.ts). */
const DEMO_AWARD_UID_PREFIX = 'a3a70000-0000-4000-8000-';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendor').addColumn('hidden_at', 'timestamptz').execute();
  await db.schema.alterTable('vendor').addColumn('code', 'text').execute();
  await sql`alter table vendor add constraint vendor_category_name_key unique (category_slug, name) deferrable initially deferred`.execute(db);
  await sql`alter table vendor add constraint vendor_category_code_key unique (category_slug, code) deferrable initially deferred`.execute(db);

  await db.schema
    .createTable('vendor_import')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  for (const table of ['award', 'award_winner']) {
    await db.schema.alterTable(table).addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
    await sql`update ${sql.table(table)} set is_demo = true where uid::text like ${`${DEMO_AWARD_UID_PREFIX}%`}`.execute(db);
  }
  for (const table of ['vendor', 'news', 'hero']) {
    await db.schema.alterTable(table).alterColumn('is_demo', (c) => c.setDefault(false)).execute();
  }
}
