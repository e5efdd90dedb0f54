// The header navigation of SPEC.md section 2: links and menus, labels in zh-TW. The sitemap and
// the footer read the same list, so a page is named the same everywhere. The winner-list and heroes
// menus list the editions the back office has published (settings `publishedEditions`, newest first).
import { BOARD_TITLE, boardPath, boardTitle, EDITION_CATEGORY, type Board, type EditionCategory, type EditionNumber } from '../../shared/editions';

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

/** SPEC.md section 2: the menus list editions 2 and 1 (also while the settings are on their way). */
export const DEFAULT_PUBLISHED: readonly EditionCategory[] = ['edition_2nd', 'edition_1st'];

// Newest first. (Small on purpose: the header is in every page's entry chunk, near the register page's budget.)
const boardItems = (board: Board, editions = DEFAULT_PUBLISHED): NavLinkItem[] =>
  ([3, 2, 1] as EditionNumber[]).filter((n) => editions.includes(EDITION_CATEGORY[n])).map((n) => ({ label: boardTitle(n, board), to: boardPath(n, board) }));

export function navEntriesFor(published?: Readonly<Record<Board, readonly EditionCategory[]>>): NavEntry[] {
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
