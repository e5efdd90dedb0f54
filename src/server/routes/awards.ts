// Winner lists (SPEC.md sections 3 and 7: awards/v1/list-all): one entry per award of an edition,
// in the programme's order, each with its winners. Display fallbacks are the page's job; the API
// gives the stored values as they are (null where unknown).
import type { Handlers } from '../contract/handler-types';

export const awardHandlers = {
  awardsListAll: async ({ body, reply, services }) => {
    const db = services.db;
    const awards = await db
      .selectFrom('award')
      .select(['uid', 'title'])
      .where('edition_category', '=', body.editionCategory)
      .orderBy('order_index')
      .orderBy('uid')
      .execute();
    const winners = awards.length === 0
      ? []
      : await db
          .selectFrom('award_winner')
          .selectAll()
          .where('award_uid', 'in', awards.map((a) => a.uid))
          .orderBy('order_index')
          .orderBy('uid')
          .execute();
    reply.header('Cache-Control', 'public, max-age=300');
    return {
      data: awards.map((a) => ({
        award: a.title,
        winners: winners
          .filter((w) => w.award_uid === a.uid)
          .map((w) => ({
            uid: w.uid,
            leaderboardsUid: w.hero_uid,
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
