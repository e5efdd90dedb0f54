// Registration lifecycle rules shared by both ends (SPEC.md section 4, DESIGN.md sections 4 and 11): the
// statuses of the review lifecycle, in lifecycle order, the one runtime list (the review machine,
// machines/review, imports it). The contract's RegistrationStatus enum (openapi/openapi.yaml) names the same values; the
// two checks below fail the typecheck when either side gains a status the other lacks. No XState here:
// the public pages import this (isEditableStatus) and carry nothing of the machine.
import type { components } from './generated/api';

export type RegistrationStatus = components['schemas']['RegistrationStatus'];

export const REGISTRATION_STATUSES = [
  'in_progress',
  'submitted',
  'reviewed_awaiting',
  'eligible',
  'ineligible',
  'finalist',
  'not_awarded',
  'awarded',
  'withdrawn',
] as const satisfies readonly RegistrationStatus[];

type Listed = (typeof REGISTRATION_STATUSES)[number];
// Every status of the contract is listed (the `satisfies` above is the other direction).
const everyContractStatusListed: readonly Listed[] = [] as RegistrationStatus[];
void everyContractStatusListed;

/** SPEC.md section 4: editable statuses; every other status is locked (read-only, 4 steps). */
export const EDITABLE_STATUSES: readonly RegistrationStatus[] = ['in_progress', 'reviewed_awaiting'];

export function isEditableStatus(status: string | null | undefined): boolean {
  return EDITABLE_STATUSES.includes(status as RegistrationStatus);
}

/**
 * Issue 28: who won is the jury's decision. A winner list names a registration only while it is `awarded`
 * (DESIGN.md section 12); the winner picker offers only these, and an award undone leaves the list.
 */
export const WINNER_STATUS = 'awarded' as const satisfies RegistrationStatus;

/** PDPA §3 (issue 32): a registrant's personal data may be erased at their request once they withdrew; any
 * other entry is a decision still to be kept, and goes by the retention period. */
export const isErasableStatus = (status: RegistrationStatus): boolean => status === 'withdrawn';
