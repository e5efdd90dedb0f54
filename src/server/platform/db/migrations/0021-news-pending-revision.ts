// A published (or scheduled) news item's pending revision (issue 29, item 2): saving such an item keeps
// what the public sees and stores the change here, one row per item, until an editor publishes it (the row
// becomes the item's fields, the version before it a news_revision) or discards it. Before this, a save on
// a published item changed the public page at once while the editor was told a draft was kept.
// Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news_pending_revision')
    .addColumn('news_uid', 'uuid', (c) => c.primaryKey().references('news.uid'))
    .addColumn('category_slug', 'text', (c) => c.notNull().references('news_category.slug'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('summary', 'text')
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('saved_by_uid', 'text', (c) => c.references('staff_account.uid'))
    .addColumn('saved_by_label', 'text')
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
