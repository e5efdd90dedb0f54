// News written from the back office (issue 18): an item is a draft until an editor publishes it,
// public from its starts_at once published, and deleted softly (an admin can restore it). The seeded
// items and any written before this migration were published: the default keeps them so.
// `summary` is the short text a shared link shows (Open Graph). Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.alterTable('news').addColumn('summary', 'text').execute();
  await db.schema.alterTable('news').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.alterTable('news').addColumn('deleted_at', 'timestamptz').execute();
}
