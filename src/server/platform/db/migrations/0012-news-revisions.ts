// News written in the back office (issue 18): every change keeps the item as it was before (news_revision,
// append-only like the audit log), a version number makes a stale save a conflict instead of a silent
// overwrite, and files uploaded into an item (news_file) are served publicly only while the item is.
// `is_demo` defaults to true since migration 0001 (seeded items); an item written by staff sets it false.
// Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  await db.schema
    .createTable('news_revision')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('news_uid', 'uuid', (c) => c.notNull().references('news.uid'))
    // The item as it was before the change:
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('category_slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('summary', 'text')
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('published', 'boolean', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    // The change that replaced it, who and when:
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changed_by_uid', 'text', (c) => c.references('staff_account.uid'))
    .addColumn('changed_by_label', 'text')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('news_revision_news_idx').on('news_revision').columns(['news_uid', 'changed_at']).execute();
  await sql`
    CREATE FUNCTION news_revision_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'news_revision is append-only';
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER news_revision_no_rewrite BEFORE UPDATE OR DELETE ON news_revision
    FOR EACH ROW EXECUTE FUNCTION news_revision_append_only()`.execute(db);

  await db.schema
    .createTable('news_file')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('news_uid', 'uuid', (c) => c.notNull().references('news.uid'))
    .addColumn('original_filename', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('uploaded_by_uid', 'text', (c) => c.references('staff_account.uid'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('news_file_news_idx').on('news_file').column('news_uid').execute();
}
