// Editions 1-3 of the programme: the API's edition slug and the site's path segment for each
// (SPEC.md sections 2 and 9). One table for the pages, the public settings and the page hints.
import { EDITION_PATH } from './edition-titles';
import type { components } from './generated/api';

export type EditionNumber = 1 | 2 | 3;
export type EditionCategory = components['schemas']['HeroDetail']['editionCategory'];

export const EDITION_CATEGORY: Record<EditionNumber, EditionCategory> = { 1: 'edition_1st', 2: 'edition_2nd', 3: 'edition_3rd' };
export { BOARD_TITLE, boardPath, boardTitle, EDITION_LABEL, EDITION_PATH, type Board } from './edition-titles';

/** The edition a path segment ("second") names, or null. */
export function editionOfPath(segment: string): EditionNumber | null {
  const hit = (Object.entries(EDITION_PATH) as [string, string][]).find(([, path]) => path === segment.toLowerCase());
  return hit ? (Number(hit[0]) as EditionNumber) : null;
}

export function editionNumberOf(category: EditionCategory): EditionNumber {
  return category === 'edition_1st' ? 1 : category === 'edition_2nd' ? 2 : 3;
}
