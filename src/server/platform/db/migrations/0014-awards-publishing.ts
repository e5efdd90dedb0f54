// Winners and heroes written from the back office (issue 18). Forward-only.
// - edition_publication: one row per edition and board ('awards' list, 'heroes' board) that the public
//   sees; no row = hidden. Editions 1 and 2 have public pages today: published here. Edition 3 waits
//   for an editor.
// - award_winner.registration_uid / hero.registration_uid: a 3rd-edition winner (and its hero) links to
//   the registration it was picked from; past editions are typed in by hand (null).
// - deleted_at on award, award_winner, hero: staff deletions are soft, so the seed (which inserts its
//   demo rows by fixed uid and never overwrites them) cannot bring a deleted demo row back.
// - hero.cover_url may be null (a hero made in the back office has no cover until one is uploaded; the
//   public board lists only heroes with a cover); hero_cover_image holds the uploaded cover's renditions.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('edition_publication')
    .addColumn('edition_category', 'text', (c) => c.notNull().check(sql`edition_category in ('edition_1st', 'edition_2nd', 'edition_3rd')`))
    .addColumn('board', 'text', (c) => c.notNull().check(sql`board in ('awards', 'heroes')`))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_by', 'text')
    .addPrimaryKeyConstraint('edition_publication_pk', ['edition_category', 'board'])
    .execute();
  await db
    .insertInto('edition_publication')
    .values(['edition_1st', 'edition_2nd'].flatMap((e) => ['awards', 'heroes'].map((board) => ({ edition_category: e, board, published_by: null }))))
    .execute();

  for (const table of ['award', 'award_winner', 'hero']) {
    await db.schema.alterTable(table).addColumn('deleted_at', 'timestamptz').execute();
  }
  await db.schema
    .alterTable('award_winner')
    .addColumn('registration_uid', 'uuid', (c) => c.references('registration.uid').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('hero')
    .addColumn('registration_uid', 'uuid', (c) => c.references('registration.uid').onDelete('set null'))
    .execute();
  await db.schema.alterTable('hero').alterColumn('cover_url', (c) => c.dropNotNull()).execute();

  await db.schema
    .createTable('hero_cover_image')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('hero_uid', 'uuid', (c) => c.notNull().references('hero.uid').onDelete('cascade'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull().check(sql`mime_type in ('image/webp', 'image/jpeg')`))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('hero_cover_image_hero_idx').on('hero_cover_image').column('hero_uid').execute();
}
