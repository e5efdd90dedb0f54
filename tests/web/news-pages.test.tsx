// @vitest-environment jsdom
// The news pages against a real server: list cards, opening an item, going back, the sanitized body,
// load failures (logged, empty state shown), in-app links.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdApi, renderSite, routeApiTo } from '../helpers/site';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

const DRAW_UID = '6a0f3a52-8c1e-4d7b-9f2a-000000000006';
const HOSTILE_UID = '0d1e2f30-0000-4000-8000-00000000a001';
const HOSTILE_HTML = [
  '<p>第一段安全內容</p>',
  '<script>window.__newsXss = "script"</script>',
  '<img src="/nope.png" onerror="window.__newsXss = \'onerror\'" alt="圖">',
  '<p onclick="window.__newsXss = \'onclick\'">第二段<a href="javascript:window.__newsXss=\'href\'">壞連結</a></p>',
  '<ul><li>清單項目</li></ul>',
  '<a href="https://example.org/" target="_blank">外部連結</a>',
  '<style>body { display: none }</style><iframe src="https://example.org/"></iframe>',
].join('');

let server: ServerProcess;
beforeAll(async () => {
  // An editor's item with hostile markup, as it would sit in the database.
  // The 3rd edition's real dates (README.md): the demo news items are all published, dated as SPEC.md has them.
  server = await startServerProcess(
    { news: [{ uid: HOSTILE_UID, category_slug: 'event', title: '含有惡意程式碼的消息', content: HOSTILE_HTML, starts_at: '2020-01-01T00:00:00Z' }] },
    { REGISTRATION_CLOSES_AT: '2025-10-09T23:59:59+08:00', UPLOAD_CLOSES_AT: '2025-10-15T23:59:59+08:00' },
  );
  routeApiTo(server.url);
});
afterAll(async () => server?.close());
afterEach(() => {
  cleanup();
  routeApiTo(server.url);
});

describe('news list', () => {
  it('shows a card per item, newest first, with year, month.day, category and title', async () => {
    await renderSite('/pages/news');
    const heading = await screen.findByRole('heading', { level: 1, name: '最新消息' });
    expect(heading).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: '消息列表' })).getAllByRole('link');
    const api = await server.client().post<{ data: { title: string }[] }>('/api/news/v1/list', {});
    // Every published item, in the API's (newest first) order.
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(api.body.data.map((n) => n.title));

    const draw = cards.find((c) => c.getAttribute('href') === `/pages/news/${DRAW_UID}`)!;
    expect(within(draw).getByText('2025')).toBeInTheDocument();
    expect(within(draw).getByText('10.13')).toBeInTheDocument();
    expect(within(draw).getByText('推薦抽獎')).toBeInTheDocument();
    expect(within(draw).getByRole('heading', { name: '推薦抽獎結果暨早鳥禮名單公告' })).toBeInTheDocument();
  });

  it('opens an item from its card and goes back to the list', async () => {
    const user = userEvent.setup();
    const { router } = await renderSite('/pages/news');
    await user.click(await screen.findByRole('link', { name: /推薦抽獎結果暨早鳥禮名單公告/ }));

    expect(await screen.findByRole('heading', { level: 1, name: '推薦抽獎結果暨早鳥禮名單公告' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/pages/news/${DRAW_UID}`);
    const article = screen.getByRole('article');
    expect(within(article).getByText('推薦抽獎')).toBeInTheDocument();
    expect(within(article).getByText('2025-10-13')).toBeInTheDocument();
    expect(within(article).getByText(/律師見證公開抽出/)).toBeInTheDocument();

    await user.click(within(article).getByRole('link', { name: '回列表' }));
    expect(await screen.findByRole('heading', { level: 1, name: '最新消息' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/news');
  });

  it('logs a load failure and shows an empty state, not a blank page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    routeApiTo('http://127.0.0.1:9'); // nothing listens there
    await renderSite('/pages/news');
    expect(await screen.findByText('目前沒有最新消息。')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[news] list failed'), expect.anything());
    warn.mockRestore();
  });
});

describe('news detail', () => {
  it('renders nothing of the article until the item (and its title) has loaded', async () => {
    const release = holdApi(`/api/news/v1/read/${DRAW_UID}`);
    await renderSite(`/pages/news/${DRAW_UID}`);
    expect(await screen.findByRole('status', { name: '消息載入中' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('link', { name: '回列表' })).toBeNull();
    release();
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '消息載入中' })).toBeNull();
  });

  it('sanitizes the HTML body: no script, no event handler, no javascript: link runs or stays', async () => {
    const user = userEvent.setup();
    await renderSite(`/pages/news/${HOSTILE_UID}`);
    const article = await screen.findByRole('article');
    // The harmless parts stay.
    expect(within(article).getByText('第一段安全內容')).toBeInTheDocument();
    expect(within(article).getByText('清單項目').closest('ul')).not.toBeNull();
    expect(within(article).getByRole('link', { name: '外部連結' })).toHaveAttribute('rel', 'noopener noreferrer');
    // The hostile parts are gone from the DOM.
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(article.querySelector('style, iframe')).toBeNull();
    expect(article.querySelector('[onerror], [onclick]')).toBeNull();
    expect(within(article).getByText('壞連結')).not.toHaveAttribute('href', expect.stringMatching(/^javascript:/));
    await user.click(within(article).getByText('第二段'));
    await user.click(within(article).getByText('壞連結'));
    await new Promise((r) => setTimeout(r, 50));
    expect((window as { __newsXss?: string }).__newsXss).toBeUndefined();
  });

  it('follows a link to one of our pages inside the app', async () => {
    const user = userEvent.setup();
    const { router } = await renderSite(`/pages/news/${DRAW_UID}`);
    const article = await screen.findByRole('article');
    await user.click(within(article).getByRole('link', { name: '推薦專區' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/recommend'));
  });

  it('an unknown id is logged and shows a not-found state with the way back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderSite('/pages/news/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText(/查無此則消息/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回列表' })).toHaveAttribute('href', '/pages/news');
    expect(screen.queryByRole('article')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[news] item'), expect.objectContaining({ code: 4004 }));
    warn.mockRestore();
  });
});
