// Heroes board (SPEC.md sections 3 and 7: leaderboards/v1/list, paged with a trimmed keyword) and
// one hero for the team and individual detail pages (leaderboards/v1/read/{uid}). Heroes are seed
// data: answers come from memory (cached-read.ts).
import type { Kysely, Selectable } from 'kysely';
import type { components } from '../../shared/generated/api';
import { EDITION_CATEGORY, editionOfPath } from '../../shared/editions';
import { messages } from '../../shared/messages';
import { notFound } from '../contract/api-error';
import type { Handlers } from '../contract/handler-types';
import type { DB, HeroTable } from '../db/schema';
import { cachedRead } from './cached-read';
import { containsPattern } from './common';

const DEFAULT_LIMIT = 100;
const HEROES_TTL_MS = 300_000;

/** The column holds one of the contract's edition slugs (the seed and the schema's enum agree). */
type EditionCategory = components['schemas']['HeroDetail']['editionCategory'];

function toHero(h: Selectable<HeroTable>) {
  return {
    uid: h.uid,
    entityType: h.entity_type,
    organizationName: h.organization_name,
    name: h.name,
    indJobTitle: h.ind_job_title,
    indName: h.ind_name,
    honorPersonalStatement: h.honor_personal_statement,
    coverResourcesResp: { url: h.cover_url },
  };
}

/** The titles of the awards a hero won, in the programme's order (null when none). */
async function awardTitles(db: Kysely<DB>, heroUid: string): Promise<string | null> {
  const rows = await db
    .selectFrom('award_winner')
    .innerJoin('award', 'award.uid', 'award_winner.award_uid')
    .select('award.title')
    .where('award_winner.hero_uid', '=', heroUid)
    .orderBy('award.order_index')
    .execute();
  const titles = [...new Set(rows.map((r) => r.title).filter((t): t is string => !!t))];
  return titles.length > 0 ? titles.join('、') : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The largest paint of a heroes page, for src/server/page-html.ts to name in the page's head: a hero's
 * cover on its detail page; on a board, the first team's cover (a first visit shows the teams, SPEC.md
 * section 4). Null for any other page.
 */
export async function heroPageCover(db: Kysely<DB>, pattern: string, params: Readonly<Record<string, string>>): Promise<string | null> {
  const [area, board, segment] = pattern.split('/').filter(Boolean);
  if (area !== 'heroPages') return null;
  let query = db.selectFrom('hero').select('cover_url');
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
      return { data: rows.map(toHero), total: Number(count.total) };
    });
  },

  leaderboardsRead: async ({ params, req, reply, services }) => {
    return cachedRead<'leaderboardsRead'>({ services, req, reply }, `hero:${params.uid}`, HEROES_TTL_MS, async () => {
      const hero = await services.db.selectFrom('hero').selectAll().where('uid', '=', params.uid).executeTakeFirst();
      if (!hero) throw notFound(messages.heroNotFound);
      return {
        data: {
          ...toHero(hero),
          editionCategory: hero.edition_category as EditionCategory,
          awardTitle: await awardTitles(services.db, hero.uid),
          story: hero.story,
        },
      };
    });
  },
} satisfies Handlers;
