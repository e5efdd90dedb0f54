// The public heroes boards' reads (leaderboards/v1: the board, one hero, a cover's bytes) and the cover
// a heroes page names in its head. Only heroes of an edition whose board is published (migration 0014),
// not deleted and with a cover are public.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { BodyOf } from '../../../platform/contract/handler-types';
import type { DB } from '../../../platform/db/schema';
import { containsPattern } from '../../../platform/db/like';

/** The heroes the public may see: on a published board, not deleted, with a cover. */
function isPublicHero(eb: ExpressionBuilder<DB, 'hero'>) {
  return eb.and([
    eb('hero.deleted_at', 'is', null),
    eb('hero.cover_url', 'is not', null),
    eb.exists(
      eb.selectFrom('edition_publication').select('edition_publication.board')
        .whereRef('edition_publication.edition_category', '=', 'hero.edition_category')
        .where('edition_publication.board', '=', 'heroes'),
    ),
  ]);
}

export interface HeroesPageFilter {
  entityType: BodyOf<'leaderboardsList'>['entityType'];
  editionCategory: BodyOf<'leaderboardsList'>['editionCategory'];
  /** Trimmed; null: no keyword. */
  keyword: string | null;
  offset: number;
  limit: number;
}

/** One page of a public board in its order, and how many heroes the whole board (with the keyword) holds. */
export async function publicHeroesPage(db: Kysely<DB>, filter: HeroesPageFilter) {
  let query = db
    .selectFrom('hero')
    .where(isPublicHero)
    .where('entity_type', '=', filter.entityType)
    .where('edition_category', '=', filter.editionCategory);
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('organization_name', 'ilike', pattern),
        eb('name', 'ilike', pattern),
        eb('ind_name', 'ilike', pattern),
        eb('ind_job_title', 'ilike', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('order_index').orderBy('uid').offset(filter.offset).limit(filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A public hero's row (undefined: none, or not public). */
export function publicHero(db: Kysely<DB>, uid: string) {
  return db.selectFrom('hero').selectAll().where('uid', '=', uid).where(isPublicHero).executeTakeFirst();
}

/** The titles of the awards a hero won, in the programme's order (null when none). */
export async function heroAwardTitles(db: Kysely<DB>, heroUid: string): Promise<string | null> {
  const rows = await db
    .selectFrom('award_winner')
    .innerJoin('award', 'award.uid', 'award_winner.award_uid')
    .select('award.title')
    .where('award_winner.hero_uid', '=', heroUid)
    .where('award_winner.deleted_at', 'is', null)
    .where('award.deleted_at', 'is', null)
    .orderBy('award.order_index')
    .execute();
  const titles = [...new Set(rows.map((r) => r.title).filter((t): t is string => !!t))];
  return titles.length > 0 ? titles.join('、') : null;
}

/** Where a public hero's cover rendition is stored, its type and size (undefined: none, or its hero is not public). */
export function publicCoverImage(db: Kysely<DB>, uid: string) {
  return db
    .selectFrom('hero_cover_image')
    .innerJoin('hero', 'hero.uid', 'hero_cover_image.hero_uid')
    .select(['hero_cover_image.storage_key', 'hero_cover_image.mime_type', 'hero_cover_image.byte_size'])
    .where('hero_cover_image.uid', '=', uid)
    .where(isPublicHero)
    .executeTakeFirst();
}

const publicCovers = (db: Kysely<DB>) => db.selectFrom('hero').select('cover_url').where(isPublicHero);

/** A public hero's cover address (null: none, or not public). */
export async function publicHeroCover(db: Kysely<DB>, uid: string): Promise<string | null> {
  return (await publicCovers(db).where('uid', '=', uid).executeTakeFirst())?.cover_url ?? null;
}

/** The cover address of the first team on an edition's public board (null: no team). */
export async function firstPublicTeamCover(db: Kysely<DB>, editionCategory: string): Promise<string | null> {
  return (await publicCovers(db).where('entity_type', '=', 'group').where('edition_category', '=', editionCategory).orderBy('order_index').orderBy('uid').limit(1).executeTakeFirst())?.cover_url ?? null;
}
