// Editions 1-3 of the programme: the API's edition slug and the site's path segment for each
// (SPEC.md sections 2 and 9), and the detail-page address of a hero.
import type { components } from '../../../shared/generated/api';

export type EditionNumber = 1 | 2 | 3;
export type EditionCategory = components['schemas']['HeroDetail']['editionCategory'];
export type EntityType = components['schemas']['Hero']['entityType'];
export type HeroKind = 'team' | 'individual';

export const EDITION_CATEGORY: Record<EditionNumber, EditionCategory> = { 1: 'edition_1st', 2: 'edition_2nd', 3: 'edition_3rd' };
export const EDITION_PATH: Record<EditionNumber, 'first' | 'second' | 'third'> = { 1: 'first', 2: 'second', 3: 'third' };

export const kindOf = (entityType: EntityType): HeroKind => (entityType === 'group' ? 'team' : 'individual');
export const entityTypeOf = (kind: HeroKind): EntityType => (kind === 'team' ? 'group' : 'individual');

export const heroesBoardPath = (edition: EditionNumber) => `/heroPages/heroes/${EDITION_PATH[edition]}`;
export const heroDetailPath = (edition: EditionNumber, entityType: EntityType, uid: string) =>
  `/heroPages/${EDITION_PATH[edition]}/${kindOf(entityType)}/${uid}`;

export function editionNumberOf(category: EditionCategory): EditionNumber {
  return category === 'edition_1st' ? 1 : category === 'edition_2nd' ? 2 : 3;
}

/** As the programme writes them (route titles use the same words). */
export const EDITION_LABEL: Record<EditionNumber, string> = { 1: '第一屆', 2: '第二屆', 3: '第三屆' };
