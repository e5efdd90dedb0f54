// A news item never makes its readers' browsers call the back office's API (issue 30, item 3): a body may
// address the site's API only through a news file (/api/news/v1/files/…, or the staff path of the same
// file, which the save turns into the public one). Any other /api/ address, spelled plainly or in
// disguise (dot segments, percent-encoding, backslashes, a tab, a full URL), is refused on save with a
// message naming it; a foreign scheme or "//host" is still dropped quietly. The pages drop them too
// (tests/web/safe-html.test.tsx), bodies stored before the rule included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { newsMessages } from '../../src/server/features/news/news-messages';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Item = components['schemas']['AdminNewsItem'];
interface Envelope<T> { code: number; message: string; data: T }
type Refusal = Envelope<{ errors: { field: string; message: string }[] }>;

const NEWS = '/api/admin/v1/news';
const FILE = '0b7e4c1a-2f7d-4a8e-9c1b-5d6e7f8a9b0c';
const REGISTRATION = '6a0f3a52-8c1e-4d7b-9f2a-0000000000aa';
let server: TestServer;
let editor: TestClient;

const draft = (content: string) => ({ title: '位址規則', category: 'event', startsAt: new Date().toISOString(), content });
beforeAll(async () => {
  server = await startTestServer();
  editor = (await signedInStaff(server, 'editor')).client;
});
afterAll(async () => server?.close());

/** Addresses a browser (and the router) would take into the API outside the news files. */
const INTO_THE_API = [
  `/api/admin/v1/registrations/${REGISTRATION}/zip`,
  `/api/admin/v1/exports/zip?token=abc`,
  `/api/admin/v1/files/${FILE}`,
  `/api/news/v1/list`,
  `/api/news/v1/files/../../admin/v1/files/${FILE}`,
  `/api/news/v1/files/%2e%2e/%2e%2e/admin/v1/files/${FILE}`,
  `/api/news/v1/files/..%2f..%2fadmin/v1/files/${FILE}`,
  `/api/news/v1/files\\..\\..\\admin\\v1\\files\\${FILE}`,
  `/pages/../api/admin/v1/files/${FILE}`,
  `/%61pi/admin/v1/files/${FILE}`,
  `/API/admin/v1/files/${FILE}`,
  `/ap\ti/admin/v1/files/${FILE}`,
  `https://award.example/api/admin/v1/files/${FILE}`,
  `https://award.example/%61pi/admin/v1/files/${FILE}`,
  // The rule cannot know every host name the site answers to: a full address's /api/ path is ours to refuse.
  'https://example.org/api/v1/x',
];

describe('saving a body', () => {
  it('refuses an image or a link into the API, naming the address, and stores nothing', async () => {
    for (const address of INTO_THE_API) {
      for (const markup of [`<p>圖</p><img src="${address}" alt="x">`, `<p><a href="${address}">連結</a></p>`]) {
        const res = await editor.post<Refusal>(`${NEWS}/create`, draft(markup));
        expect(res.status, markup).toBe(400);
        expect(res.body.data.errors, markup).toEqual([{ field: 'content', message: newsMessages.internalAddress([address]) }]);
      }
    }
    const stored = await server.app.services.db.selectFrom('news').select('uid').where('title', '=', '位址規則').execute();
    expect(stored).toEqual([]);
  });

  it('refuses an address written with character references as the browser reads it', async () => {
    const res = await editor.post<Refusal>(`${NEWS}/create`, draft(`<img src="/api/news/v1/files/&#x2e;&#x2e;/&#46;&#46;/admin/v1/files/${FILE}">`));
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]!.message).toBe(newsMessages.internalAddress([`/api/news/v1/files/../../admin/v1/files/${FILE}`]));
  });

  it("keeps the item's files, the site's pages, its downloads and outside links; stores the public file address", async () => {
    const content =
      `<p><img src="/api/news/v1/files/${FILE}" alt="a"><img src="/api/admin/v1/news/files/${FILE}" alt="b"></p>` +
      `<p><a href="/pages/register/guide">說明</a> <a href="/downloads/brochure.pdf">簡章</a> <a href="/pages/news?page=2#top">列表</a>` +
      ` <a href="https://example.org/news/1?q=%E8%A7%80">外部</a> <a href="mailto:award@example.org">信箱</a></p>`;
    const res = await editor.post<Envelope<Item>>(`${NEWS}/create`, { ...draft(content), title: '允許的位址' });
    expect(res.status, res.text).toBe(200);
    const row = await server.app.services.db.selectFrom('news').select('content').where('uid', '=', res.body.data.uid).executeTakeFirstOrThrow();
    expect(row.content.match(/src="[^"]*"/g)).toEqual([`src="/api/news/v1/files/${FILE}"`, `src="/api/news/v1/files/${FILE}"`]);
    for (const href of ['/pages/register/guide', '/downloads/brochure.pdf', '/pages/news?page=2#top', 'https://example.org/news/1?q=%E8%A7%80', 'mailto:award@example.org']) {
      expect(row.content).toContain(`href="${href}"`);
    }
  });

  it('still drops a foreign scheme or another host quietly, as before', async () => {
    const res = await editor.post<Envelope<Item>>(`${NEWS}/create`, { ...draft('<p>文</p><img src="//evil.example/x.png"><a href="javascript:alert(1)">壞</a>'), title: '外來位址' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.content).not.toMatch(/evil\.example|javascript:|<img/);
  });
});
