// The programme's editions (the one list: schemas/editions.json, through src/shared/editions.ts), and the
// detail-page address of a hero.
import type { components } from '../../../shared/generated/api';
import { EDITION_PATH, type EditionNumber } from '../../../shared/editions';

export { EDITION_CATEGORY, EDITION_LABEL, EDITION_PATH, editionNumberOf, type EditionCategory, type EditionNumber } from '../../../shared/editions';
export type EntityType = components['schemas']['Hero']['entityType'];
export type HeroKind = 'team' | 'individual';


export const kindOf = (entityType: EntityType): HeroKind => (entityType === 'group' ? 'team' : 'individual');
export const entityTypeOf = (kind: HeroKind): EntityType => (kind === 'team' ? 'group' : 'individual');

export const heroesBoardPath = (edition: EditionNumber) => `/heroPages/heroes/${EDITION_PATH[edition]}`;
export const heroDetailPath = (edition: EditionNumber, entityType: EntityType, uid: string) =>
  `/heroPages/${EDITION_PATH[edition]}/${kindOf(entityType)}/${uid}`;

