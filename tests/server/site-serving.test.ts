// The built site on the API's port: every page route answers the app's index.html (history fallback), an
// unknown page address (and a news id the public may not read) the same index.html (the router's
// not-found page) with HTTP 404,
// assets are served as they are on disk now (a rebuild while the server runs is served whole), and
// a missing asset is a 404 — never index.html, which a browser would refuse to run as a module. Each
// page's head names its route's chunks and its largest image (src/server/platform/site/page-html.ts).
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config/config';
import { PAGE_ROUTE_PRELOADS } from '../../src/shared/generated/route-patterns';

let app: FastifyInstance;
let url: string;
let dir: string;
let webRoot: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ta-site-'));
  webRoot = join(dir, 'web');
  await mkdir(join(webRoot, 'assets'), { recursive: true });
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webRoot, 'assets', 'first.js'), 'export {}');
  app = await buildApp(loadConfig({ DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', PORT: '0' }, { serveWeb: true, webRoot }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

it('answers index.html for the home page and every client route', async () => {
  for (const path of ['/', '/pages/news', '/pages/register/upload?registrationId=G3-123456', '/heroPages/heroes/first']) {
    const res = await fetch(url + path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('content-type'), path).toContain('text/html');
    expect(await res.text(), path).toContain('<div id="root">');
  }
});

it('answers index.html for a public news item, a hero and a trailing slash, whatever their id', async () => {
  // The demo item published when registration opens (a news id the public may not read is a 404: tests/server/public-content.test.ts).
  for (const path of ['/pages/news/6a0f3a52-8c1e-4d7b-9f2a-000000000001', '/heroPages/second/team/12', '/pages/recommend/', '/Pages/SiteMap']) {
    const res = await fetch(url + path);
    expect(res.status, path).toBe(200);
    expect(await res.text(), path).toContain('<div id="root">');
  }
});

it('answers an unknown page address with the app (its not-found page) and HTTP 404', async () => {
  for (const path of ['/no/such/page', '/pages/nothing', '/pages/news/no-such-item', '/pages/news/1/extra', '/heroPages/fourth/team/1', '/pages/activity']) {
    const res = await fetch(url + path);
    expect(res.status, path).toBe(404);
    expect(res.headers.get('content-type'), path).toContain('text/html');
    expect(await res.text(), path).toContain('<div id="root">');
  }
});

it('serves an asset written after start, and answers 404 for a missing one', async () => {
  await writeFile(join(webRoot, 'assets', 'rebuilt.js'), 'export const x = 1');
  const rebuilt = await fetch(`${url}/assets/rebuilt.js`);
  expect(rebuilt.status).toBe(200);
  expect(rebuilt.headers.get('content-type')).toContain('javascript');

  for (const path of ['/assets/gone.js', '/assets/gone.css', '/art/missing.svg']) {
    const res = await fetch(url + path);
    expect(res.status, path).toBe(404);
    expect(res.headers.get('content-type'), path).toContain('application/json');
  }
});

it('answers an unknown API path with the 404 envelope', async () => {
  const res = await fetch(`${url}/api/nothing/here`);
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ code: 4004 });
});

describe('each page names what it loads first in its head', () => {
  const infoModule = PAGE_ROUTE_PRELOADS['/pages/activity/info']!.modules[0]!;
  const manifest = (entryImports: string[], pageFile: string) => ({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: entryImports },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_gallery-1.js': { file: 'assets/gallery-1.js', imports: ['_shared-1.js'], css: ['assets/gallery-1.css'] },
    [infoModule]: { file: pageFile, isDynamicEntry: true, imports: ['index.html', '_gallery-1.js', '_shared-1.js'], css: ['assets/info-1.css'] },
  });
  const writeBuild = async (html: string, m: object) => {
    await mkdir(join(webRoot, '.vite'), { recursive: true });
    await writeFile(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(m));
    await writeFile(join(webRoot, 'index.html'), html);
  };
  const head = async (path: string) => (await (await fetch(url + path)).text()).split('</head>')[0] ?? '';

  it("the brochure: its route's chunks and styles, not the entry's, and its first slide at high priority", async () => {
    await writeBuild('<!doctype html><html><head><title>t</title></head><body><div id="app"></div></body></html>', manifest(['_shared-1.js'], 'assets/info-page-1.js'));
    const html = await head('/pages/activity/info');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/info-page-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/gallery-1.js">');
    expect(html).not.toContain('shared-1.js'); // index.html's own import: already loading
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/info-1.css">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/gallery-1.css">');
    const cover = PAGE_ROUTE_PRELOADS['/pages/activity/info']!.images[0]!;
    expect(cover).toMatch(/^\/art\/brochure\/.+\.webp$/);
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${cover}">`);
    // Another page does not get the brochure's hints.
    expect(await head('/pages/news')).not.toContain('info-page-1.js');
  });

  it('a rebuilt site is served with the new chunks', async () => {
    await writeBuild('<!doctype html><html><head><title>t2</title></head><body><div id="app"></div></body></html>', manifest([], 'assets/info-page-2.js'));
    const html = await head('/pages/activity/info');
    expect(html).toContain('<title>t2</title>');
    expect(html).toContain('href="/assets/info-page-2.js"');
    expect(html).not.toContain('info-page-1.js');
  });

  it("a hero's page names its cover, the board its first team's cover; an unknown hero nothing", async () => {
    const { data: teams } = (await (
      await fetch(`${url}/api/leaderboards/v1/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ entityType: 'group', editionCategory: 'edition_2nd', offset: 0, limit: 1 }),
      })
    ).json()) as { data: { uid: string; coverResourcesResp: { url: string } }[] };
    const first = teams[0]!;
    const hint = `<link rel="preload" as="image" fetchpriority="high" href="${first.coverResourcesResp.url}">`;
    expect(await head(`/heroPages/second/team/${first.uid}`)).toContain(hint);
    expect(await head('/heroPages/heroes/second')).toContain(hint);
    for (const path of ['/heroPages/second/team/00000000-0000-4000-8000-000000000000', '/heroPages/second/team/not-a-uid']) {
      const res = await fetch(url + path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain('as="image"');
    }
  });
});

describe("a video page names its built-in film's poster (issue 33: the video page's largest paint)", () => {
  const hint = (poster: string) => `<link rel="preload" as="image" fetchpriority="high" href="${poster}">`;
  const headOf = async (base: string, path: string) => (await (await fetch(base + path)).text()).split('</head>')[0] ?? '';
  const promo = PAGE_ROUTE_PRELOADS['/pages/activity/video']!.film!;
  const tutorial = PAGE_ROUTE_PRELOADS['/pages/register/signupGuide']!.film!;
  beforeAll(async () => {
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><html><head><title>v</title></head><body><div id="app"></div></body></html>');
  });

  it('names each film and its poster in the route table', () => {
    expect(promo).toEqual({ kind: 'promo', poster: '/video/promo-poster.jpg' });
    expect(tutorial).toEqual({ kind: 'tutorial', poster: '/video/tutorial-poster.jpg' });
  });

  it('names the poster while the built-in film plays, and not once an editor has replaced it', async () => {
    expect(await headOf(url, '/pages/activity/video')).toContain(hint(promo.poster));
    expect(await headOf(url, '/pages/register/signupGuide')).toContain(hint(tutorial.poster));
    const db = app.services.db;
    await db
      .insertInto('film_replacement')
      .values({ kind: 'promo', mp4_uid: randomUUID(), mp4_key: 'k1', mp4_size: 1, vtt_uid: randomUUID(), vtt_key: 'k2', vtt_size: 1, cues: JSON.stringify([]) })
      .execute();
    try {
      expect(await headOf(url, '/pages/activity/video')).not.toContain('as="image"');
      expect(await headOf(url, '/pages/register/signupGuide')).toContain(hint(tutorial.poster));
    } finally {
      await db.deleteFrom('film_replacement').where('kind', '=', 'promo').execute();
    }
  });

  it("names no poster for a page that shows a video service's player", async () => {
    const other = await buildApp(
      loadConfig({ DATA_DIR: join(dir, 'data-video-id'), LOG_LEVEL: 'silent', PORT: '0', TUTORIAL_VIDEO_ID: 'dQw4w9WgXcQ' }, { serveWeb: true, webRoot }),
    );
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const address = other.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      expect(await headOf(base, '/pages/register/signupGuide')).not.toContain('as="image"');
      expect(await headOf(base, '/pages/activity/video')).toContain(hint(promo.poster));
    } finally {
      await other.close();
    }
  });
});

it('every page names the public settings in its head, to be fetched beside its code (issue 33)', async () => {
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><html><head><title>s</title></head><body><div id="app"></div></body></html>');
  for (const path of ['/', '/pages/activity/video', '/pages/register/upload', '/pages/no-such-page']) {
    const head = (await (await fetch(url + path)).text()).split('</head>')[0] ?? '';
    const href = head.match(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/)?.[1];
    expect(href, path).toBe('/api/settings/v1/public');
  }
  const settings = await fetch(url + '/api/settings/v1/public');
  expect(settings.status).toBe(200);
  expect(((await settings.json()) as { data: { siteTitle: string } }).data.siteTitle).toBeTruthy();
});

describe('the back office', () => {
  beforeAll(async () => {
    await mkdir(join(webRoot, 'admin', 'assets'), { recursive: true });
    await writeFile(join(webRoot, 'admin', 'index.html'), '<!doctype html><div id="admin"></div>');
    await writeFile(join(webRoot, 'admin', 'assets', 'admin.js'), 'export {}');
  });

  it('answers its one page for every address under /admin, never indexed, never the public app', async () => {
    for (const path of ['/admin', '/admin/', '/admin/enrol', '/admin/registrations/abc', '/admin/no/such/area']) {
      const res = await fetch(url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const body = await res.text();
      expect(body, path).toContain('<div id="admin">');
      expect(body, path).not.toContain('<div id="root">');
    }
  });

  it('answers its page at /admin/ and /admin/index.html whatever the client accepts, never indexed (issue 30, item 9)', async () => {
    // inject sends no Accept-Encoding (as curl does): the static files plugin answered /admin/ 403 and
    // /admin/index.html as a plain file without X-Robots-Tag.
    for (const url of ['/admin/', '/admin/index.html', '/admin']) {
      for (const headers of [{}, { 'accept-encoding': 'gzip, br' }]) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
        expect(res.body, url).toContain('<div id="admin">');
      }
    }
  });

  it('serves its assets as files and a missing one as 404, never the page', async () => {
    const asset = await fetch(`${url}/admin/assets/admin.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${url}/admin/assets/gone.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="admin">');
  });
});
