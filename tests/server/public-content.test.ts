// Public content delivery (issue 18) over real HTTP: a shared link to a news item names it (title,
// description, Open Graph, Twitter card) only while the public may read it; robots.txt, sitemap.xml
// and the Atom feed list public pages and items only, stay well-formed whatever an editor typed, and
// are forgotten with the other news answers when publicContentChanged is called.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicContentChanged } from '../../src/server/platform/cache/public-content';
import { DEFAULT_SHARE_IMAGE, DESCRIPTION_CHARS } from '../../src/server/features/news/shared-links';
import { documentTitle } from '../../src/shared/document-title';
import { PAGE_ROUTE_PATTERNS } from '../../src/shared/generated/route-patterns';
import { HOSTILE, type HostileName } from '../helpers/hostile-strings';
import { startTestServer, type TestServer } from '../helpers/test-server';

const PUBLIC_URL = 'https://award.example.tw';
const HOUR = 3_600_000;

let server: TestServer;
let dir: string;
let siteTitle: string;

beforeAll(async () => {
  // The real page shell (its title and description are what an item's tags replace).
  dir = await mkdtemp(join(tmpdir(), 'ta-public-'));
  const webRoot = join(dir, 'web');
  await mkdir(webRoot, { recursive: true });
  await copyFile(join(import.meta.dirname, '../../src/web/index.html'), join(webRoot, 'index.html'));
  server = await startTestServer({ PUBLIC_URL }, {}, { serveWeb: true, webRoot });
  siteTitle = server.config.programme.siteTitle;
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

let serial = 0;
/** A news item written straight to the table (the back office's handlers are not in this branch). */
async function addNews(values: { title?: string; content?: string; summary?: string | null; published?: boolean; startsAt?: Date; deletedAt?: Date | null }) {
  const uid = `7c3e5a10-0000-4000-8000-${String(++serial).padStart(12, '0')}`;
  await server.app.services.db
    .insertInto('news')
    .values({
      uid,
      category_slug: 'announcement',
      title: values.title ?? `測試消息 ${serial}`,
      content: values.content ?? '<p>內容</p>',
      summary: values.summary ?? null,
      published: values.published ?? true,
      starts_at: values.startsAt ?? new Date(Date.now() - HOUR),
      deleted_at: values.deletedAt ?? null,
    })
    .execute();
  return uid;
}

async function page(path: string) {
  const res = await fetch(server.url + path);
  const html = await res.text();
  const doc = new JSDOM(html).window.document;
  const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  return { status: res.status, html, doc, meta };
}

/** What a document can hold of `text`: XML 1.0 has no place for NUL, other C0 controls or lone surrogates. */
const storable = (text: string) => text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

/** Parses XML strictly (jsdom throws on anything not well-formed). */
const xml = (text: string) => new JSDOM(text, { contentType: 'application/xml' }).window.document;

describe('a shared link to a news item', () => {
  it('names a public item: title, description from the body, first image as an absolute URL, Open Graph and Twitter card', async () => {
    const long = '觀光'.repeat(80);
    // The first image is an address into the API that the news rule refuses (a body stored before it): skipped.
    const image = '/api/news/v1/files/0b7e4c1a-2f7d-4a8e-9c1b-5d6e7f8a9b0c';
    const uid = await addNews({
      title: '第三屆頒獎典禮',
      content: `<p>典禮 &amp; 說明</p><p>${long}</p><img src="/api/resources/v1/a1b2?size=large" alt="舊"><img src="${image}" alt="會場"><img src="/second.png">`,
    });
    const { status, doc, meta } = await page(`/pages/news/${uid}`);
    expect(status).toBe(200);
    expect(doc.title).toBe(documentTitle(siteTitle, '第三屆頒獎典禮'));
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    const description = `典禮 & 說明 ${long}`.slice(0, DESCRIPTION_CHARS) + '…';
    expect(meta('description')).toBe(description);
    expect(meta('og:title')).toBe('第三屆頒獎典禮');
    expect(meta('og:description')).toBe(description);
    expect(meta('og:type')).toBe('article');
    expect(meta('og:url')).toBe(`${PUBLIC_URL}/pages/news/${uid}`);
    expect(meta('og:image')).toBe(`${PUBLIC_URL}${image}`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('第三屆頒獎典禮');
    expect(meta('twitter:image')).toBe(`${PUBLIC_URL}${image}`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/pages/news/${uid}`);
    // The page is still the app's shell.
    expect(doc.getElementById('app')).not.toBeNull();
  });

  it("uses the item's summary when it has one, and the site's image when the body has none", async () => {
    const uid = await addNews({ title: '摘要消息', summary: '  這是摘要。 ', content: '<p>正文不會出現在描述中</p>' });
    const { status, meta } = await page(`/pages/news/${uid}`);
    expect(status).toBe(200);
    expect(meta('og:description')).toBe('這是摘要。');
    expect(meta('og:image')).toBe(`${PUBLIC_URL}${DEFAULT_SHARE_IMAGE}`);
    // The built site serves src/web/public/ at its root: the picture ships there.
    expect(existsSync(join(import.meta.dirname, '../../src/web/public', DEFAULT_SHARE_IMAGE))).toBe(true);
  });

  it('gives a draft, a scheduled, a deleted and an unknown id the plain shell with 404, naming nothing', async () => {
    const ids = [
      await addNews({ title: '草稿消息', published: false }),
      await addNews({ title: '排程消息', startsAt: new Date(Date.now() + 24 * HOUR) }),
      await addNews({ title: '已刪除消息', deletedAt: new Date() }),
      '7c3e5a10-0000-4000-8000-ffffffffffff',
      'not-a-uuid',
    ];
    for (const id of ids) {
      const { status, doc, html, meta } = await page(`/pages/news/${id}`);
      expect(status, id).toBe(404);
      expect(doc.title, id).toBe(siteTitle);
      expect(meta('og:title'), id).toBeNull();
      expect(meta('twitter:card'), id).toBeNull();
      expect(html, id).not.toMatch(/草稿消息|排程消息|已刪除消息/);
      expect(doc.getElementById('app'), id).not.toBeNull();
    }
  });

  it('escapes a hostile title and summary: nothing of them becomes markup, the tags carry the text', async () => {
    // (NUL is left out: PostgreSQL text cannot hold it, so no news item can carry one.)
    const names: HostileName[] = ['script', 'handler', 'svg', 'attribute', 'link', 'template', 'sqlQuote', 'control', 'bidi', 'emoji', 'loneSurrogate', 'backslash'];
    for (const name of names) {
      const hostile = HOSTILE[name];
      const uid = await addNews({ title: hostile, summary: hostile, content: `<p>${hostile}</p>` });
      const { status, doc, meta } = await page(`/pages/news/${uid}`);
      expect(status, name).toBe(200);
      // Only the shell's own module script; no element the title could have opened.
      expect([...doc.querySelectorAll('script')].map((s) => s.getAttribute('src')), name).toEqual(['/main.tsx']);
      expect(doc.querySelectorAll('iframe, img, svg, body *[onerror], body *[onload]'), name).toHaveLength(0);
      // Characters no document may hold (C0 controls) are dropped; the rest is the text as stored.
      const { title } = await server.app.services.db.selectFrom('news').select('title').where('uid', '=', uid).executeTakeFirstOrThrow();
      const shown = storable(title);
      expect(meta('og:title'), name).toBe(shown);
      expect(meta('og:description'), name).toBe(shown.trim());
      expect(meta('twitter:title'), name).toBe(shown);
      expect(doc.querySelector('title')?.textContent, name).toBe(documentTitle(siteTitle, shown));
    }
  });
});

describe('robots.txt, sitemap.xml and the Atom feed', () => {
  it('robots.txt allows the site, keeps crawlers out of the back office and the API, and names the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin/', 'Disallow: /api/', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]));
  });

  it('the sitemap lists the pages of the route table and every public news item with its last change, nothing else', async () => {
    const visible = await addNews({ title: '地圖可見' });
    const hidden = [
      await addNews({ published: false }),
      await addNews({ startsAt: new Date(Date.now() + 24 * HOUR) }),
      await addNews({ deletedAt: new Date() }),
    ];
    publicContentChanged(server.app.services, 'news');
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const doc = xml(await res.text());
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...doc.getElementsByTagName('url')].map((u) => ({
      loc: u.getElementsByTagName('loc')[0]!.textContent!,
      lastmod: u.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    }));
    const locs = urls.map((u) => u.loc);
    for (const path of ['/', '/pages/news', '/pages/activity/faq', '/pages/awards/first', '/pages/awards/third', '/heroPages/heroes/second', '/pages/sitemap']) {
      expect(locs).toContain(PUBLIC_URL + path);
    }
    expect(locs).not.toContain(`${PUBLIC_URL}/pages/registerEdit`);
    expect(locs.filter((l) => l.includes('/:'))).toEqual([]);
    expect(locs.every((l) => l.startsWith(`${PUBLIC_URL}/`))).toBe(true);

    const item = urls.find((u) => u.loc === `${PUBLIC_URL}/pages/news/${visible}`);
    const row = await server.app.services.db.selectFrom('news').select('updated_at').where('uid', '=', visible).executeTakeFirstOrThrow();
    expect(item?.lastmod).toBe(new Date(row.updated_at).toISOString());
    for (const uid of hidden) expect(locs).not.toContain(`${PUBLIC_URL}/pages/news/${uid}`);

    // Exactly the public items: as many news addresses as the public news list has items.
    const list = (await server.client().post<{ data: { uid: string }[] }>('/api/news/v1/list', {})).body.data;
    expect(locs.filter((l) => l.startsWith(`${PUBLIC_URL}/pages/news/`)).sort()).toEqual(list.map((n) => `${PUBLIC_URL}/pages/news/${n.uid}`).sort());
    const pages = PAGE_ROUTE_PATTERNS.filter((p) => !p.includes(':') && p !== '/pages/registerEdit');
    expect(urls).toHaveLength(pages.length + list.length);
  });

  it('the Atom feed is well-formed, linked from every page, and carries only public items, even hostile ones', async () => {
    const visible = await addNews({ title: `可見 ${HOSTILE.script} ${HOSTILE.control} ${HOSTILE.bidi}`, content: `<p>正文 ${HOSTILE.attribute}</p><img src="/pic.png">` });
    const draft = await addNews({ title: '草稿不入摘要', published: false });
    const scheduled = await addNews({ title: '排程不入摘要', startsAt: new Date(Date.now() + 24 * HOUR) });
    const deleted = await addNews({ title: '刪除不入摘要', deletedAt: new Date() });
    publicContentChanged(server.app.services, 'news');

    const res = await fetch(`${server.url}/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/atom+xml');
    const text = await res.text();
    const doc = xml(text);
    const feed = doc.documentElement;
    expect(feed.localName).toBe('feed');
    expect(feed.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const child = (el: Element, name: string) => [...el.children].find((c) => c.localName === name);
    expect(child(feed, 'id')?.textContent).toBe(`${PUBLIC_URL}/pages/news`);
    expect(child(feed, 'updated')?.textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    const self = [...feed.getElementsByTagName('link')].find((l) => l.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe(`${PUBLIC_URL}/feed.xml`);

    const entries = [...feed.getElementsByTagName('entry')];
    const ids = entries.map((en) => child(en, 'id')?.textContent);
    expect(ids).toContain(`urn:uuid:${visible}`);
    for (const uid of [draft, scheduled, deleted]) expect(ids).not.toContain(`urn:uuid:${uid}`);
    for (const word of ['草稿不入摘要', '排程不入摘要', '刪除不入摘要']) expect(text).not.toContain(word);

    const entry = entries.find((en) => child(en, 'id')?.textContent === `urn:uuid:${visible}`)!;
    expect(child(entry, 'title')?.textContent).toBe(storable(`可見 ${HOSTILE.script} ${HOSTILE.control} ${HOSTILE.bidi}`));
    expect([...entry.getElementsByTagName('link')][0]?.getAttribute('href')).toBe(`${PUBLIC_URL}/pages/news/${visible}`);
    expect(child(entry, 'content')?.getAttribute('type')).toBe('html');
    expect(child(entry, 'content')?.textContent).toContain('<img src="/pic.png">');
    expect(entry.getElementsByTagName('script')).toHaveLength(0);

    // Every page names the feed in its head.
    for (const path of ['/', '/pages/news', `/pages/news/${visible}`]) {
      const { doc: html } = await page(path);
      expect(html.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href'), path).toBe('/feed.xml');
    }
  });

  it('answers 304 to a reader that holds the current feed', async () => {
    const first = await fetch(`${server.url}/feed.xml`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await fetch(`${server.url}/feed.xml`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('publicContentChanged on one instance', () => {
  it('the news list, item page, sitemap and feed are answered from memory until news changes, then anew at once', async () => {
    const client = server.client();
    const list = async () => (await client.post<{ data: { uid: string }[] }>('/api/news/v1/list', {})).body.data.map((n) => n.uid);
    const sitemap = async () => (await fetch(`${server.url}/sitemap.xml`)).text();
    const feed = async () => (await fetch(`${server.url}/feed.xml`)).text();
    const draft = await addNews({ title: '稍後發布', published: false });
    // Read (and cache) each answer while the item is a draft.
    expect(await list()).not.toContain(draft);
    expect(await sitemap()).not.toContain(draft);
    expect(await feed()).not.toContain(draft);
    expect((await page(`/pages/news/${draft}`)).status).toBe(404);

    // Published behind the server's back: the answers in memory stay as they were...
    await server.app.services.db.updateTable('news').set({ published: true, updated_at: new Date() }).where('uid', '=', draft).execute();
    expect(await list()).not.toContain(draft);
    expect(await feed()).not.toContain(draft);
    expect((await page(`/pages/news/${draft}`)).status).toBe(404);

    // ...until the change is announced, as the back office does after its transaction commits.
    await publicContentChanged(server.app.services, 'news');
    expect(await list()).toContain(draft);
    expect(await sitemap()).toContain(draft);
    expect(await feed()).toContain(draft);
    const shown = await page(`/pages/news/${draft}`);
    expect(shown.status).toBe(200);
    expect(shown.meta('og:title')).toBe('稍後發布');
  });
});
