// Editions 1-3 of the programme: the API's edition slug and the site's path segment for each
// (SPEC.md sections 2 and 9). One table for the pages, the public settings and the page hints.
import type { components } from './generated/api';

export type EditionNumber = 1 | 2 | 3;
export type EditionCategory = components['schemas']['HeroDetail']['editionCategory'];

export const EDITION_CATEGORY: Record<EditionNumber, EditionCategory> = { 1: 'edition_1st', 2: 'edition_2nd', 3: 'edition_3rd' };
export const EDITION_PATH: Record<EditionNumber, 'first' | 'second' | 'third'> = { 1: 'first', 2: 'second', 3: 'third' };

/** The edition a path segment ("second") names, or null. */
export function editionOfPath(segment: string): EditionNumber | null {
  const hit = (Object.entries(EDITION_PATH) as [string, string][]).find(([, path]) => path === segment.toLowerCase());
  return hit ? (Number(hit[0]) as EditionNumber) : null;
}

/** As the programme writes them (route titles, the header menu and the pages use these words). */
export const EDITION_LABEL: Record<EditionNumber, string> = { 1: '第一屆', 2: '第二屆', 3: '第三屆' };

/** An edition's public boards (issue 18: each published on its own) and their titles' second half. */
export const BOARD_TITLE = { awards: '得獎名單', heroes: '英雄榜' } as const;
export type Board = keyof typeof BOARD_TITLE;

/** 「第三屆得獎名單」, 「第二屆英雄榜」: one spelling for route titles, menus and the sitemap. */
export const boardTitle = (edition: EditionNumber, board: Board) => `${EDITION_LABEL[edition]}${BOARD_TITLE[board]}`;

export const boardPath = (edition: EditionNumber, board: Board) => `${board === 'awards' ? '/pages/awards' : '/heroPages/heroes'}/${EDITION_PATH[edition]}`;
