// A hero's own fields (who, and in their words) as both the public board (src/server/features/awards/leaderboard-handlers.ts)
// and the back office answer them.
import type { Selectable } from 'kysely';
import type { HeroTable } from '../../../platform/db/schema';

export const heroPerson = (h: Selectable<HeroTable>) => ({
  uid: h.uid,
  entityType: h.entity_type,
  organizationName: h.organization_name,
  name: h.name,
  indJobTitle: h.ind_job_title,
  indName: h.ind_name,
  honorPersonalStatement: h.honor_personal_statement,
});
