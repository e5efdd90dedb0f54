// @vitest-environment jsdom
// Winner lists, heroes boards, hero detail and the job-title classification against a real server:
// links to detail pages, display fallbacks, empty texts, the load-failure toast, the stored toggle,
// the trimmed search, paging, and redirects of mismatched detail addresses.
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdApi, renderSite, routeApiTo } from '../helpers/site';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

const TEAM_1 = '4e7a0000-0000-4000-8000-000011000001'; // edition 1, team 1 (seed)
const FREELANCE_GUIDE = '4e7a0000-0000-4000-8000-000012000002'; // edition 1, individual without organization
const UNTITLED_AWARD = 'a3a70000-0000-4000-8000-0000000ff001';
const PAGED = 101; // more than one page of 100

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({
    // An award without a title and a winner without any name, as an editor might leave them.
    award: [{ uid: UNTITLED_AWARD, edition_category: 'edition_2nd', title: null, order_index: 99 }],
    award_winner: [
      {
        uid: 'a3a70000-0000-4000-8000-0000000ff101',
        award_uid: UNTITLED_AWARD,
        hero_uid: null,
        entity_type: 'group',
        organization_name: null,
        person_name: null,
        ind_job_title: null,
        ind_name: null,
        order_index: 0,
      },
    ],
    // Edition 3 has no heroes in the seed: fill its individual board past one page (teams stay empty),
    // and publish that board as an editor would (issue 18: unpublished boards are empty to the public).
    edition_publication: [{ edition_category: 'edition_3rd', board: 'heroes' }],
    hero: Array.from({ length: PAGED }, (_, i) => ({
      uid: `4e7a0000-0000-4000-8000-0000ff${String(i).padStart(6, '0')}`,
      edition_category: 'edition_3rd',
      entity_type: 'individual',
      organization_name: '測試旅行社',
      name: null,
      ind_job_title: '導遊',
      ind_name: `測試人員${String(i + 1).padStart(3, '0')}`,
      honor_personal_statement: '測試用英雄',
      story: '測試',
      cover_url: '/art/heroes/compass.svg',
      order_index: i,
    })),
  });
  routeApiTo(server.url);
});
afterAll(async () => server?.close());
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  notifications.clean();
  routeApiTo(server.url);
});

describe('winner lists', () => {
  it('shows a heading per award with its winners, each linking to its detail page', async () => {
    await renderSite('/pages/awards/first');
    expect(await screen.findByRole('heading', { level: 1, name: '第一屆得獎名單' })).toBeInTheDocument();
    const awards = await screen.findAllByRole('heading', { level: 2 });
    expect(awards.map((h) => h.textContent)).toEqual(['團體組金質獎', '個人組金質獎', '評審團特別獎']);

    const teams = within(screen.getByRole('region', { name: '團體組金質獎' }));
    expect(teams.getByRole('link', { name: /青禾觀光產業發展協會/ })).toHaveAttribute('href', `/heroPages/first/team/${TEAM_1}`);
    const people = within(screen.getByRole('region', { name: '個人組金質獎' }));
    // An individual is named by the organization, with the person beside it.
    expect(people.getByRole('link', { name: /晨曦大飯店.*房務部經理 林雨潔/ })).toHaveAttribute('href', expect.stringMatching(/^\/heroPages\/first\/individual\//));
    // No organization: the person's name is the display name.
    expect(people.getByRole('link', { name: /陳志豪/ })).toHaveAttribute('href', `/heroPages/first/individual/${FREELANCE_GUIDE}`);
  });

  it('falls back to "unknown award" and "unknown winner" (not a link without a hero)', async () => {
    await renderSite('/pages/awards/second');
    const untitled = within(await screen.findByRole('region', { name: '未知獎項' }));
    expect(untitled.getByText('未知得獎者')).toBeInTheDocument();
    expect(untitled.queryByRole('link')).toBeNull();
  });

  it('says so when an edition has no winner list yet', async () => {
    await renderSite('/pages/awards/third');
    expect(await screen.findByText('第 3 屆尚無得獎名單資料')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });

  it('a load failure shows the toast and the empty text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    routeApiTo('http://127.0.0.1:9'); // nothing listens there
    await renderSite('/pages/awards/first');
    expect(await screen.findByText('得獎名單載入失敗，請稍後再試')).toBeInTheDocument();
    expect(screen.getByText('第 1 屆尚無得獎名單資料')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[awards]'), expect.anything());
    warn.mockRestore();
  });

  it('opens a winner’s detail page', async () => {
    const user = userEvent.setup();
    const { router } = await renderSite('/pages/awards/first');
    await user.click(await screen.findByRole('link', { name: /陳志豪/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '陳志豪' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/heroPages/first/individual/${FREELANCE_GUIDE}`);
  });
});

describe('heroes board', () => {
  const cardTitles = async () =>
    within(await screen.findByRole('list', { name: '英雄列表' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);

  it('shows title, intro and team cards by default', async () => {
    await renderSite('/heroPages/heroes/first');
    expect(await screen.findByRole('heading', { level: 1, name: '第一屆英雄榜' })).toBeInTheDocument();
    expect(screen.getByText(/英雄榜收錄歷屆觀光金質獎得主的故事/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '團體' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '個人' })).toHaveAttribute('aria-pressed', 'false');
    expect(await cardTitles()).toEqual(['青禾觀光產業發展協會', '山海之間溫泉會館', '雲嶺觀光遊樂園 安全服務團隊', '東海岸生態旅遊促進會']);
    const card = screen.getByRole('link', { name: /山海之間溫泉會館/ });
    // The cover beside the name is decorative: the link is named by the name, once, not 「示意插畫」.
    expect(card).not.toHaveAccessibleName(/示意插畫/);
    expect(within(card).getByRole('presentation')).toHaveAttribute('src', '/art/heroes/hot-spring.svg');
    expect(within(card).getByRole('presentation')).toHaveAttribute('alt', '');
    expect(within(card).getByText('以節能泉湯與在地食材，讓溫泉假期更永續。')).toBeInTheDocument();
    expect(screen.getByText('共 4 筆')).toBeInTheDocument();
  });

  it('switches to individuals, shows "organization-jobtitle" and name, and remembers the choice', async () => {
    const user = userEvent.setup();
    await renderSite('/heroPages/heroes/first');
    await screen.findByRole('list', { name: '英雄列表' });
    await user.click(screen.getByRole('button', { name: '個人' }));
    expect(screen.getByRole('button', { name: '個人' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('heroesEntityType')).toBe('individual');
    await waitFor(async () => expect(await cardTitles()).toContain('林雨潔'));
    const card = screen.getByRole('link', { name: /林雨潔/ });
    expect(within(card).getByText('晨曦大飯店-房務部經理')).toBeInTheDocument();
    // Without an organization, just the job title.
    expect(within(screen.getByRole('link', { name: /陳志豪/ })).getByText('特約導遊')).toBeInTheDocument();

    cleanup();
    await renderSite('/heroPages/heroes/second');
    expect(await screen.findByRole('button', { name: '個人' })).toHaveAttribute('aria-pressed', 'true');
    expect(await cardTitles()).toContain('王淑芬');
  });

  it('searches with the trimmed keyword when the button is pressed', async () => {
    const user = userEvent.setup();
    localStorage.setItem('heroesEntityType', 'individual');
    await renderSite('/heroPages/heroes/first');
    await screen.findByRole('list', { name: '英雄列表' });
    await user.type(screen.getByRole('searchbox', { name: '關鍵字' }), '  陳志豪  ');
    await user.click(screen.getByRole('button', { name: '搜尋' }));
    await waitFor(() => expect(screen.getByText('共 1 筆')).toBeInTheDocument());
    expect(await cardTitles()).toEqual(['陳志豪']);

    await user.clear(screen.getByRole('searchbox', { name: '關鍵字' }));
    await user.type(screen.getByRole('searchbox', { name: '關鍵字' }), '不存在的英雄{Enter}');
    expect(await screen.findByText('查無符合「不存在的英雄」的英雄')).toBeInTheDocument();
  });

  it('says so when an edition has no heroes yet', async () => {
    await renderSite('/heroPages/heroes/third');
    expect(await screen.findByText('第 3 屆尚無英雄榜資料')).toBeInTheDocument();
    expect(screen.getByText('共 0 筆')).toBeInTheDocument();
  });

  it('pages 100 at a time', async () => {
    const user = userEvent.setup();
    localStorage.setItem('heroesEntityType', 'individual');
    await renderSite('/heroPages/heroes/third');
    expect(await screen.findByText(`共 ${PAGED} 筆`)).toBeInTheDocument();
    expect(await cardTitles()).toHaveLength(100);
    const pager = within(screen.getByRole('navigation', { name: '英雄榜分頁' }));
    // The pager's chunk loads once the board knows it has more than one page.
    expect(await pager.findByRole('button', { name: '第 1 頁' })).toHaveAttribute('aria-current', 'page');
    await user.click(pager.getByRole('button', { name: '第 2 頁' }));
    await waitFor(async () => expect(await cardTitles()).toEqual(['測試人員101']));
    expect(pager.queryByRole('button', { name: '第 3 頁' })).toBeNull();
  });

  it('a failed load empties the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    routeApiTo('http://127.0.0.1:9');
    await renderSite('/heroPages/heroes/first');
    expect(await screen.findByText('第 1 屆尚無英雄榜資料')).toBeInTheDocument();
    expect(screen.getByText('共 0 筆')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '英雄列表' })).toBeNull();
    warn.mockRestore();
  });
});

describe('hero detail', () => {
  it('renders once loaded: cover, edition and award, name, statement, story and the way back', async () => {
    const release = holdApi(`/api/leaderboards/v1/read/${TEAM_1}`);
    await renderSite(`/heroPages/first/team/${TEAM_1}`);
    expect(await screen.findByRole('status', { name: '英雄資料載入中' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    release();
    const article = within(await screen.findByRole('article'));
    expect(article.getByRole('heading', { level: 1, name: '青禾觀光產業發展協會' })).toBeInTheDocument();
    expect(article.getByText('第一屆團體')).toBeInTheDocument();
    expect(article.getByText('團體組金質獎')).toBeInTheDocument();
    expect(article.getByRole('presentation')).toHaveAttribute('src', '/art/heroes/old-street.svg');
    expect(article.getByRole('presentation')).toHaveAttribute('alt', '');
    expect(article.getByText('串連四十家業者，把友善旅遊帶進每一條老街。')).toBeInTheDocument();
    expect(article.getByText(/老街友善旅遊計畫/)).toBeInTheDocument();
    expect(article.getByText(/示範內容/)).toBeInTheDocument();
    expect(article.getByRole('link', { name: '回英雄榜' })).toHaveAttribute('href', '/heroPages/heroes/first');
  });

  it('an individual shows "organization-jobtitle" under the name', async () => {
    await renderSite('/heroPages/second/individual/4e7a0000-0000-4000-8000-000022000001');
    expect(await screen.findByRole('heading', { level: 1, name: '李冠廷' })).toBeInTheDocument();
    expect(screen.getByText('雲嶺觀光遊樂園-設施安全主任')).toBeInTheDocument();
  });

  it('an unknown hero shows the not-found text and the way back', async () => {
    await renderSite('/heroPages/second/team/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('查無此英雄資料')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回英雄榜' })).toHaveAttribute('href', '/heroPages/heroes/second');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('corrects an address whose edition or kind does not match the hero', async () => {
    const { router } = await renderSite(`/heroPages/second/team/${FREELANCE_GUIDE}`);
    expect(await screen.findByRole('heading', { level: 1, name: '陳志豪' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/heroPages/first/individual/${FREELANCE_GUIDE}`);
  });
});

describe('job-title classification', () => {
  it('lists every individual category with its job levels and what they cover', async () => {
    await renderSite('/pages/abouttype');
    expect(await screen.findByRole('heading', { level: 1, name: '職稱分類說明' })).toBeInTheDocument();
    const sections = await screen.findAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(10);
    const guides = within(screen.getByRole('region', { name: '導遊人員' }));
    expect(guides.getByRole('rowheader', { name: '專任導遊' })).toBeInTheDocument();
    expect(guides.getByText(/專任執行導遊業務/)).toBeInTheDocument();
    const jump = within(screen.getByRole('navigation', { name: '單位類別' }));
    expect(jump.getByRole('link', { name: '導遊人員' })).toHaveAttribute('href', '#type-org-ind_tour-guide');
  });
});
