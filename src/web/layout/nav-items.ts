// The header navigation of SPEC.md section 2: links and menus, labels in zh-TW. The sitemap and
// the footer read the same list, so a page is named the same everywhere. The winner-list and heroes
// menus list the editions the back office has published (settings `publishedEditions`, newest first).
// Not ../../shared/editions: the header is in the entry chunk (see edition-titles.ts).
import { BOARD_TITLE, boardPath, boardTitle, EDITIONS, type Board, type EditionNumber } from '../../shared/edition-titles';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Highlighted when the current path contains this (SPEC.md: news, recommend). */
  activeWhen?: string;
}
export interface NavMenuItem {
  label: string;
  /** id stem for aria-controls */
  id: string;
  items: NavLinkItem[];
}
export type NavEntry = NavLinkItem | NavMenuItem;

export const isMenu = (entry: NavEntry): entry is NavMenuItem => 'items' in entry;

// The settings list the editions newest first; without them (still on their way) every edition before the
// newest, newest first: editions 2 and 1 during the 3rd (SPEC.md section 2).
const BEFORE_NEWEST = EDITIONS.slice(0, -1).map((e) => e.number).reverse();
const boardItems = (board: Board, editions: readonly EditionNumber[] = BEFORE_NEWEST): NavLinkItem[] =>
  editions.map((n) => ({ label: boardTitle(n, board), to: boardPath(n, board) }));

export function navEntriesFor(published?: Readonly<Record<Board, readonly EditionNumber[]>>): NavEntry[] {
  return [
    { label: '最新消息', to: '/pages/news', activeWhen: '/pages/news' },
    {
      label: '活動辦法',
      id: 'activity',
      items: [
        { label: '活動簡章', to: '/pages/activity/info' },
        { label: '懶人包', to: '/pages/activity/kit' },
        { label: '宣傳影片', to: '/pages/activity/video' },
        { label: '常見問題', to: '/pages/activity/faq' },
      ],
    },
    {
      label: '報名專區',
      id: 'register',
      items: [
        { label: '立即報名', to: '/pages/register' },
        { label: '上傳資料／登入', to: '/pages/register/upload' },
        { label: '報名指引', to: '/pages/register/guide' },
        { label: '報名教學影片', to: '/pages/register/signupGuide' },
      ],
    },
    { label: '推薦專區', to: '/pages/recommend', activeWhen: '/pages/recommend' },
    {
      label: BOARD_TITLE.awards,
      id: 'awards',
      items: boardItems('awards', published?.awards),
    },
    {
      label: BOARD_TITLE.heroes,
      id: 'heroes',
      items: boardItems('heroes', published?.heroes),
    },
  ];
}

/** Whether a header entry is the current one: its highlight rule, or one of its menu's pages. */
export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  if (isMenu(entry)) return entry.items.some((i) => pathname === i.to || pathname.startsWith(`${i.to}/`));
  return entry.activeWhen ? pathname.includes(entry.activeWhen) : pathname === entry.to;
}
