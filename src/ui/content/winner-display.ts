// Display fallbacks of the winner lists (SPEC.md section 3): a winner is named by its organization,
// else the person, else "unknown winner"; an award without a title is "unknown award".
import { messages } from '../../shared/messages';
import type { components } from '../../shared/generated/api';

export type AwardGroup = components['schemas']['AwardGroup'];
export type Winner = components['schemas']['Winner'];

const filled = (s: string | null | undefined): s is string => !!s && s.trim() !== '';

export function winnerName(winner: Pick<Winner, 'organizationName' | 'personName'>): string {
  return [winner.organizationName, winner.personName].find(filled) ?? messages.unknownWinner;
}

export function awardTitle(group: Pick<AwardGroup, 'award'>): string {
  return filled(group.award) ? group.award : messages.unknownAward;
}

/** The person behind an individual winner, when the display name is the organization's. */
export function winnerPerson(winner: Winner): string | null {
  if (winner.entityType !== 'individual' || !filled(winner.organizationName)) return null;
  const person = [winner.indJobTitle, winner.indName ?? winner.personName].filter(filled).join(' ');
  return person || null;
}
