// Who proves work seniority (the employment proof, upload step 3): SPEC.md section 1, the programme's
// rule — staff applying on their own, travel-agency staff excepted; groups never. (Section 5's final
// check lists it for everyone; README.md "Deliberate departures from SPEC.md" says why we follow
// section 1.) The one home of the rule: the server's submission check (facts.employmentProofNeed,
// judged by schemas/confirm-required.schema.json), step 3, the final check and the reminder list.
import type { components } from './generated/api';

export type EmploymentProofNeed = components['schemas']['EmploymentProofNeed'];
type EntityType = components['schemas']['UserInfo']['entityType'];

/** The individual categories of travel-agency staff (schemas/common.schema.json, individualCategory). */
export const TRAVEL_AGENCY_STAFF_CATEGORIES: readonly string[] = [
  'org-ind_travel-industry-comprehensive',
  'org-ind_travel-industry-class-a',
  'org-ind_travel-industry-class-b',
];


/**
 * required: an individual outside travel agencies; optional: travel-agency staff (they may attach
 * one, nothing checks it); not-needed: a group.
 */
export function employmentProofNeed(entityType: EntityType, organizationCategory: string): EmploymentProofNeed {
  if (entityType !== 'individual') return 'not-needed';
  return TRAVEL_AGENCY_STAFF_CATEGORIES.includes(organizationCategory) ? 'optional' : 'required';
}
