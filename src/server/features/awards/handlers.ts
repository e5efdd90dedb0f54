// Winner lists (SPEC.md sections 3 and 7: awards/v1/list-all): one entry per award of an edition,
// in the programme's order, each with its winners. Display fallbacks are the page's job; the API
// gives the stored values as they are (null where unknown). An edition the back office has not
// published (src/server/features/awards/publication.ts) has no list yet: the page shows its empty text.
import type { Handlers } from '../../platform/contract/handler-types';
import { liveAwards } from './awards';
import { isPublished } from './publication';
import { publicWinnersOf } from './winner-list-queries';

export const awardHandlers = {
  awardsListAll: async ({ body, reply, services }) => {
    const db = services.db;
    if (!(await isPublished(db, body.editionCategory, 'awards'))) {
      // Not kept by browsers: the list must appear as soon as it is published.
      reply.header('Cache-Control', 'no-cache');
      return { data: [] };
    }
    const awards = await liveAwards(db, body.editionCategory);
    const winners = await publicWinnersOf(db, awards.map((a) => a.uid));
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
