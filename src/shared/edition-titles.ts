// What the public header, footer, sitemap and route titles need of the editions: the path segment, the
// words, and a board's title and address, all from the one list (schemas/editions.json). Its own module
// (re-exported by ./editions, the one home to import from elsewhere) because the header is in every public
// page's entry chunk, which then carries nothing of the editions but this and the list (a few hundred bytes).
import editionList from '../../schemas/editions.json';
import type { components } from './generated/api';

/** An edition's number (its enum is generated from schemas/editions.json). */
export type EditionNumber = components['schemas']['editionNumber'];
export type EditionCategory = components['schemas']['editionCategory'];

export interface Edition {
  number: EditionNumber;
  /** The API's slug (editionCategory). */
  category: EditionCategory;
  /** The site's path segment (/pages/awards/<path>). */
  path: string;
  /** As the programme writes it (第三屆). */
  label: string;
}

/** Every edition, oldest first. */
export const EDITIONS = editionList.editions as readonly Edition[];

const byNumber = <T>(pick: (e: Edition) => T) => Object.fromEntries(EDITIONS.map((e) => [e.number, pick(e)])) as Record<EditionNumber, T>;

export const EDITION_PATH: Record<EditionNumber, string> = byNumber((e) => e.path);

/** As the programme writes them (route titles, the header menu and the pages use these words). */
export const EDITION_LABEL: Record<EditionNumber, string> = byNumber((e) => e.label);

export const EDITION_CATEGORY: Record<EditionNumber, EditionCategory> = byNumber((e) => e.category);

/** An edition's public boards (issue 18: each published on its own) and their titles' second half. */
export const BOARD_TITLE = { awards: '得獎名單', heroes: '英雄榜' } as const;
export type Board = keyof typeof BOARD_TITLE;

/** 「第三屆得獎名單」, 「第二屆英雄榜」: one spelling for route titles, menus and the sitemap. */
export const boardTitle = (edition: EditionNumber, board: Board) => `${EDITION_LABEL[edition]}${BOARD_TITLE[board]}`;

export const boardPath = (edition: EditionNumber, board: Board) => `${board === 'awards' ? '/pages/awards' : '/heroPages/heroes'}/${EDITION_PATH[edition]}`;
