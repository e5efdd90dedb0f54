// How a hero is named on cards and the detail page (SPEC.md sections 2 and 3). Team: its name,
// else its organization. Individual: the person's name, with "organization-jobtitle" above it.
import { messages } from '../../../shared/messages';
import type { components } from '../../../shared/generated/api';

export type Hero = components['schemas']['Hero'];

const filled = (s: string | null | undefined): s is string => !!s && s.trim() !== '';

export function heroTitle(hero: Hero): string {
  const candidates = hero.entityType === 'group' ? [hero.name, hero.organizationName] : [hero.indName, hero.name, hero.organizationName];
  return candidates.find(filled) ?? messages.unknownWinner;
}

/** "organization-jobtitle" of an individual; whichever part exists when one is missing. */
export function heroAffiliation(hero: Hero): string {
  return [hero.organizationName, hero.indJobTitle].filter(filled).join('-');
}
