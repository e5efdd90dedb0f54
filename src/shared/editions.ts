// The programme's editions (SPEC.md sections 2 and 9): the API's edition slug, the site's path segment and
// the words of each, from the one list (schemas/editions.json) for the pages, the public settings, the
// server and the back office.
import { EDITIONS, type EditionCategory, type EditionNumber } from './edition-titles';

export { BOARD_TITLE, boardPath, boardTitle, EDITION_CATEGORY, EDITION_LABEL, EDITION_PATH, EDITIONS, type Board, type Edition, type EditionCategory, type EditionNumber } from './edition-titles';

/** The edition a path segment ("second") names, or null. */
export function editionOfPath(segment: string): EditionNumber | null {
  return EDITIONS.find((e) => e.path === segment.toLowerCase())?.number ?? null;
}

/** The edition an API slug names (the contract's enum holds only listed slugs). */
export function editionNumberOf(category: EditionCategory): EditionNumber {
  const edition = EDITIONS.find((e) => e.category === category);
  if (!edition) throw new Error(`unknown edition ${category}`);
  return edition.number;
}

/** The newest edition: what the back office's boards open on when the settings name none. */
export const LATEST_EDITION: EditionNumber = EDITIONS[EDITIONS.length - 1]!.number;
