// Heroes board (SPEC.md sections 3 and 7: leaderboards/v1/list, paged with a trimmed keyword) and
// one hero for the team and individual detail pages (leaderboards/v1/read/{uid}), and the renditions of
// uploaded covers. Answers come from memory (cached-read.ts); the back office forgets them when it
// changes a hero. Only heroes of an edition whose board is published (migration 0014), not deleted and
// with a cover are public.
import type { Kysely, Selectable } from 'kysely';
import type { components } from '../../../shared/generated/api';
import { EDITION_CATEGORY, editionOfPath } from '../../../shared/editions';
import { messages } from '../../../shared/messages';
import { notFound } from '../../platform/http/api-error';
import { REPLY_SENT, type Handlers } from '../../platform/contract/handler-types';
import type { DB, HeroTable } from '../../platform/db/schema';
import { cachedRead } from '../../platform/cache/cached-read';
import { coverResources, coversOf, type CoverRendition } from './heroes/covers';
import { heroPerson } from './heroes/hero-person';
import { firstPublicTeamCover, heroAwardTitles, publicCoverImage, publicHero, publicHeroCover, publicHeroesPage } from './heroes/hero-queries';

const DEFAULT_LIMIT = 100;
const HEROES_TTL_MS = 300_000;

/** The column holds one of the contract's edition slugs (the seed and the schema's enum agree). */
type EditionCategory = components['schemas']['HeroDetail']['editionCategory'];

function toHero(h: Selectable<HeroTable>, covers: Map<string, CoverRendition[]>) {
  return {
    ...heroPerson(h),
    coverResourcesResp: coverResources(h.cover_url ?? '', covers.get(h.uid)),
  };
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
  if (params.id !== undefined) return UUID.test(params.id) ? publicHeroCover(db, params.id) : null;
  const edition = board === 'heroes' ? editionOfPath(segment ?? '') : null;
  return edition ? firstPublicTeamCover(db, EDITION_CATEGORY[edition]) : null;
}

export const leaderboardHandlers = {
  leaderboardsList: async ({ body, req, reply, services }) => {
    const keyword = body.keyword?.trim() || null;
    const offset = body.offset ?? 0;
    const limit = body.limit ?? DEFAULT_LIMIT;
    const key = JSON.stringify(['heroes', body.entityType, body.editionCategory, keyword, offset, limit]);
    return cachedRead<'leaderboardsList'>({ services, req, reply }, key, HEROES_TTL_MS, async () => {
      const { rows, total } = await publicHeroesPage(services.db, { entityType: body.entityType, editionCategory: body.editionCategory, keyword, offset, limit });
      const covers = await coversOf(services.db, rows.map((r) => r.uid));
      return { data: rows.map((r) => toHero(r, covers)), total };
    });
  },

  leaderboardsRead: async ({ params, req, reply, services }) => {
    return cachedRead<'leaderboardsRead'>({ services, req, reply }, `hero:${params.uid}`, HEROES_TTL_MS, async () => {
      const hero = await publicHero(services.db, params.uid);
      if (!hero) throw notFound(messages.heroNotFound);
      return {
        data: {
          ...toHero(hero, await coversOf(services.db, [hero.uid])),
          editionCategory: hero.edition_category as EditionCategory,
          awardTitle: await heroAwardTitles(services.db, hero.uid),
          story: hero.story,
        },
      };
    });
  },

  leaderboardsCover: async ({ params, reply, services }) => {
    const image = await publicCoverImage(services.db, params.uid);
    if (!image) throw notFound(messages.notFound);
    // A new cover gets new uids: an address always names the same bytes.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    reply.header('Content-Length', image.byte_size);
    reply.type(image.mime_type).send(services.files.read(image.storage_key));
    return REPLY_SENT;
  },
} satisfies Handlers;
