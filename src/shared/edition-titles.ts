// What the public header, footer, sitemap and route titles need of the editions: the path segment, the
// words, and a board's title and address. Its own module (re-exported by ./editions, the one home to
// import from elsewhere) because the header is in every public page's entry chunk, which then carries
// nothing of the editions but this.
import type { EditionNumber } from './editions';

export const EDITION_PATH: Record<EditionNumber, 'first' | 'second' | 'third'> = { 1: 'first', 2: 'second', 3: 'third' };

/** As the programme writes them (route titles, the header menu and the pages use these words). */
export const EDITION_LABEL: Record<EditionNumber, string> = { 1: '第一屆', 2: '第二屆', 3: '第三屆' };

/** An edition's public boards (issue 18: each published on its own) and their titles' second half. */
export const BOARD_TITLE = { awards: '得獎名單', heroes: '英雄榜' } as const;
export type Board = keyof typeof BOARD_TITLE;

/** 「第三屆得獎名單」, 「第二屆英雄榜」: one spelling for route titles, menus and the sitemap. */
export const boardTitle = (edition: EditionNumber, board: Board) => `${EDITION_LABEL[edition]}${BOARD_TITLE[board]}`;

export const boardPath = (edition: EditionNumber, board: Board) => `${board === 'awards' ? '/pages/awards' : '/heroPages/heroes'}/${EDITION_PATH[edition]}`;
