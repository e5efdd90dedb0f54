// Heroes board of an edition (SPEC.md sections 2, 4, 5, 9): title, intro, team/individual toggle
// kept in localStorage (default team), keyword search (trimmed) with a button, 100 per page with
// paging (pages = ceil(total / limit)), team and individual cards. A failed load empties the list.
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { usePageTitle } from '../../layout/use-page-title';
import page from '../common/page.module.css';
import type { EditionNumber, EntityType } from './editions';
import { HeroCard } from './hero-card';
import classes from './heroes.module.css';
import { useHeroesBoard } from './use-heroes';
import { useStoredEntityType } from './use-stored-entity-type';

// Mantine's pager only for a board of more than one page (a chunk of its own).
const BoardPager = lazy(() => import('./board-pager'));

export const PAGE_SIZE = 100;

export const HEROES_TEXT = {
  intro:
    '英雄榜收錄歷屆觀光金質獎得主的故事。他們在旅宿、旅行、遊樂與地方觀光的崗位上，以專業與熱情款待每一位旅人，讓世界看見臺灣的好。',
  toggle: '英雄類別',
  kind: { group: '團體', individual: '個人' } satisfies Record<EntityType, string>,
  searchLabel: '關鍵字',
  searchPlaceholder: '輸入單位、姓名或職稱',
  searchButton: '搜尋',
  list: '英雄列表',
  loading: '英雄榜載入中',
  total: (n: number) => `共 ${n} 筆`,
  empty: (edition: EditionNumber) => `第 ${edition} 屆尚無英雄榜資料`,
  noMatch: (keyword: string) => `查無符合「${keyword}」的英雄`,
  pager: '英雄榜分頁',
  pageItem: (n: number) => `第 ${n} 頁`,
  previous: '上一頁',
  next: '下一頁',
} as const;

/** Pages for a total at the board's page size (SPEC.md section 9). */
export const pageCount = (total: number, limit: number = PAGE_SIZE) => Math.ceil(total / limit);

function HeroesPage({ edition }: { edition: EditionNumber }) {
  const title = usePageTitle();
  const searchId = useId();
  const listTop = useRef<HTMLDivElement>(null);
  const [entityType, setEntityType] = useStoredEntityType();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const board = useHeroesBoard({ edition, entityType, keyword, offset: (pageNo - 1) * PAGE_SIZE, limit: PAGE_SIZE });

  const choose = (next: EntityType) => {
    if (next === entityType) return;
    setEntityType(next);
    setPageNo(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim() || null);
    setPageNo(1);
  };
  const turnTo = (n: number) => {
    setPageNo(n);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const pages = board.status === 'ready' ? pageCount(board.total) : 0;
  return (
    <div className={page.container}>
      <h1 className={page.title}>{title}</h1>
      <p className={classes.intro}>{HEROES_TEXT.intro}</p>

      <div className={classes.toolbar}>
        <div className={classes.toggle} role="group" aria-label={HEROES_TEXT.toggle}>
          {(['group', 'individual'] as const).map((t) => (
            <button key={t} type="button" className={classes.toggleButton} aria-pressed={entityType === t} onClick={() => choose(t)}>
              {HEROES_TEXT.kind[t]}
            </button>
          ))}
        </div>
        <form className={classes.search} role="search" onSubmit={search}>
          <label htmlFor={searchId} className={classes.searchLabel}>
            {HEROES_TEXT.searchLabel}
          </label>
          <input
            id={searchId}
            className={classes.searchInput}
            type="search"
            value={draft}
            maxLength={50}
            placeholder={HEROES_TEXT.searchPlaceholder}
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
          <button type="submit" className={page.button}>
            {HEROES_TEXT.searchButton}
          </button>
        </form>
      </div>

      <div ref={listTop} className={classes.results}>
        <p className={classes.total} aria-live="polite">
          {board.status === 'ready' ? HEROES_TEXT.total(board.total) : ''}
        </p>
        {board.status === 'loading' && (
          <div className={classes.grid} role="status" aria-label={HEROES_TEXT.loading}>
            {[0, 1, 2].map((i) => (
              <div key={i} className={classes.skeleton} />
            ))}
          </div>
        )}
        {board.status === 'ready' && board.heroes.length === 0 && (
          <p className={page.state}>{keyword ? HEROES_TEXT.noMatch(keyword) : HEROES_TEXT.empty(edition)}</p>
        )}
        {board.status === 'ready' && board.heroes.length > 0 && (
          <ul className={classes.grid} aria-label={HEROES_TEXT.list}>
            {board.heroes.map((hero, i) => (
              <li key={hero.uid}>
                <HeroCard hero={hero} edition={edition} first={i === 0} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav className={classes.pager} aria-label={HEROES_TEXT.pager}>
            <Suspense>
              <BoardPager pages={pages} value={pageNo} onChange={turnTo} text={HEROES_TEXT} />
            </Suspense>
          </nav>
        )}
      </div>
    </div>
  );
}

export function makeHeroesRoute(edition: EditionNumber) {
  return {
    Component: () => <HeroesPage edition={edition} />,
  };
}
