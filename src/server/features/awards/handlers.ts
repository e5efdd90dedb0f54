// Winner lists (SPEC.md sections 3 and 7: awards/v1/list-all): one entry per award of an edition,
// in the programme's order, each with its winners. Display fallbacks are the page's job; the API
// gives the stored values as they are (null where unknown). An edition the back office has not
// published (src/server/features/awards/publication.ts) has no list yet: the page shows its empty text.
import type { Handlers } from '../../platform/contract/handler-types';
import { isPublished } from './publication';

export const awardHandlers = {
  awardsListAll: async ({ body, reply, services }) => {
    const db = services.db;
    if (!(await isPublished(db, body.editionCategory, 'awards'))) {
      // Not kept by browsers: the list must appear as soon as it is published.
      reply.header('Cache-Control', 'no-cache');
      return { data: [] };
    }
    const awards = await db
      .selectFrom('award')
      .select(['uid', 'title'])
      .where('edition_category', '=', body.editionCategory)
      .where('deleted_at', 'is', null)
      .orderBy('order_index')
      .orderBy('uid')
      .execute();
    const winners = awards.length === 0
      ? []
      : await db
          .selectFrom('award_winner')
          .leftJoin('hero', (j) => j.onRef('hero.uid', '=', 'award_winner.hero_uid').on('hero.deleted_at', 'is', null).on('hero.cover_url', 'is not', null))
          .selectAll('award_winner')
          .select('hero.uid as live_hero_uid')
          .where('award_winner.award_uid', 'in', awards.map((a) => a.uid))
          .where('award_winner.deleted_at', 'is', null)
          .orderBy('award_winner.order_index')
          .orderBy('award_winner.uid')
          .execute();
    // Only a hero whose board is public gets a link from the list.
    const heroesPublic = await isPublished(db, body.editionCategory, 'heroes');
    reply.header('Cache-Control', 'public, max-age=300');
    return {
      data: awards.map((a) => ({
        award: a.title,
        winners: winners
          .filter((w) => w.award_uid === a.uid)
          .map((w) => ({
            uid: w.uid,
            leaderboardsUid: heroesPublic ? w.live_hero_uid : null,
            entityType: w.entity_type,
            organizationName: w.organization_name,
            personName: w.person_name,
            indJobTitle: w.ind_job_title,
            indName: w.ind_name,
          })),
      })),
    };
  },
} satisfies Handlers;
