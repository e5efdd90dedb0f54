// Writes the hostile news item and hero (e2e/hostile-content.ts) into the e2e database with the server's own
// database module, before the server starts: news rows come only from the seed, and the server has
// no route that writes them. Run by e2e/global-setup.ts with the server's environment
// (DATA_DIR, or DATABASE_URL); opening the database applies the migrations and the seed first.
import { loadConfig } from '../src/server/platform/config/config';
import { openDatabase } from '../src/server/platform/db/index';
import { HOSTILE_HERO, HOSTILE_NEWS } from './hostile-content';

const database = await openDatabase(loadConfig());
try {
  await database.db
    .insertInto('news')
    .values({
      uid: HOSTILE_NEWS.uid,
      category_slug: HOSTILE_NEWS.categorySlug,
      title: HOSTILE_NEWS.title,
      content: HOSTILE_NEWS.content,
      starts_at: HOSTILE_NEWS.startsAt,
      is_demo: true,
    })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ title: HOSTILE_NEWS.title, content: HOSTILE_NEWS.content }))
    .execute();
  const h = HOSTILE_HERO;
  const hero = {
    edition_category: h.editionCategory, entity_type: h.entityType, organization_name: h.organizationName, name: h.name, ind_job_title: null,
    ind_name: null, honor_personal_statement: h.honorPersonalStatement, story: h.story, cover_url: h.coverUrl, order_index: h.orderIndex,
  };
  await database.db
    .insertInto('hero')
    .values({ uid: h.uid, ...hero, is_demo: true })
    .onConflict((oc) => oc.column('uid').doUpdateSet(hero))
    .execute();
  // Its board is public, as an editor would publish it (issue 18: an unpublished edition shows nothing).
  await database.db
    .insertInto('edition_publication')
    .values({ edition_category: h.editionCategory, board: 'heroes', published_by: null })
    .onConflict((oc) => oc.columns(['edition_category', 'board']).doNothing())
    .execute();
} finally {
  await database.close();
}
