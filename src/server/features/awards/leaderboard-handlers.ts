// Heroes board (SPEC.md sections 3 and 7: leaderboards/v1/list, paged with a trimmed keyword) and
// one hero for the team and individual detail pages (leaderboards/v1/read/{uid}), and the renditions of
// uploaded covers. Answers come from memory (cached-read.ts); the back office forgets them when it
// changes a hero. Only heroes of an edition whose board is published (migration 0014), not deleted and
// with a cover are public.
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { components } from '../../../shared/generated/api';
import { EDITION_CATEGORY, editionOfPath } from '../../../shared/editions';
import { messages } from '../../../shared/messages';
import { notFound } from '../../platform/http/api-error';
import { REPLY_SENT, type Handlers } from '../../platform/contract/handler-types';
import type { DB, HeroTable } from '../../platform/db/schema';
import { cachedRead } from '../../platform/cache/cached-read';
import { containsPattern } from '../../platform/db/like';
import { coverResources, coversOf, type CoverRendition } from './heroes/covers';
import { heroPerson } from './heroes/hero-person';

const DEFAULT_LIMIT = 100;
const HEROES_TTL_MS = 300_000;

/** The column holds one of the contract's edition slugs (the seed and the schema's enum agree). */
type EditionCategory = components['schemas']['HeroDetail']['editionCategory'];

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

function toHero(h: Selectable<HeroTable>, covers: Map<string, CoverRendition[]>) {
  return {
    ...heroPerson(h),
    coverResourcesResp: coverResources(h.cover_url ?? '', covers.get(h.uid)),
  };
}

/** The titles of the awards a hero won, in the programme's order (null when none). */
async function awardTitles(db: Kysely<DB>, heroUid: string): Promise<string | null> {
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The largest paint of a heroes page, for src/server/platform/site/page-html.ts to name in the page's head: a hero's
 * cover on its detail page; on a board, the first team's cover (a first visit shows the teams, SPEC.md
 * section 4). Null for any other page.
 */
export async function heroPageCover(db: Kysely<DB>, pattern: string, params: Readonly<Record<string, string>>): Promise<string | null> {
  const [area, board, segment] = pattern.split('/').filter(Boolean);
  if (area !== 'heroPages') return null;
  let query = db.selectFrom('hero').select('cover_url').where(isPublicHero);
  if (params.id !== undefined) {
    if (!UUID.test(params.id)) return null;
    query = query.where('uid', '=', params.id);
  } else {
    const edition = board === 'heroes' ? editionOfPath(segment ?? '') : null;
    if (!edition) return null;
    query = query.where('entity_type', '=', 'group').where('edition_category', '=', EDITION_CATEGORY[edition]).orderBy('order_index').orderBy('uid').limit(1);
  }
  return (await query.executeTakeFirst())?.cover_url ?? null;
}

export const leaderboardHandlers = {
  leaderboardsList: async ({ body, req, reply, services }) => {
    const keyword = body.keyword?.trim() || null;
    const offset = body.offset ?? 0;
    const limit = body.limit ?? DEFAULT_LIMIT;
    const key = JSON.stringify(['heroes', body.entityType, body.editionCategory, keyword, offset, limit]);
    return cachedRead<'leaderboardsList'>({ services, req, reply }, key, HEROES_TTL_MS, async () => {
      let query = services.db
        .selectFrom('hero')
        .where(isPublicHero)
        .where('entity_type', '=', body.entityType)
        .where('edition_category', '=', body.editionCategory);
      if (keyword) {
        const pattern = containsPattern(keyword);
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
        query.selectAll().orderBy('order_index').orderBy('uid').offset(offset).limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const covers = await coversOf(services.db, rows.map((r) => r.uid));
      return { data: rows.map((r) => toHero(r, covers)), total: Number(count.total) };
    });
  },

  leaderboardsRead: async ({ params, req, reply, services }) => {
    return cachedRead<'leaderboardsRead'>({ services, req, reply }, `hero:${params.uid}`, HEROES_TTL_MS, async () => {
      const hero = await services.db.selectFrom('hero').selectAll().where('uid', '=', params.uid).where(isPublicHero).executeTakeFirst();
      if (!hero) throw notFound(messages.heroNotFound);
      return {
        data: {
          ...toHero(hero, await coversOf(services.db, [hero.uid])),
          editionCategory: hero.edition_category as EditionCategory,
          awardTitle: await awardTitles(services.db, hero.uid),
          story: hero.story,
        },
      };
    });
  },

  leaderboardsCover: async ({ params, reply, services }) => {
    const image = await services.db
      .selectFrom('hero_cover_image')
      .innerJoin('hero', 'hero.uid', 'hero_cover_image.hero_uid')
      .select(['hero_cover_image.storage_key', 'hero_cover_image.mime_type', 'hero_cover_image.byte_size'])
      .where('hero_cover_image.uid', '=', params.uid)
      .where(isPublicHero)
      .executeTakeFirst();
    if (!image) throw notFound(messages.notFound);
    // A new cover gets new uids: an address always names the same bytes.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    reply.header('Content-Length', image.byte_size);
    reply.type(image.mime_type).send(services.files.read(image.storage_key));
    return REPLY_SENT;
  },
} satisfies Handlers;
