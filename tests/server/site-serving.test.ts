// The built site on the API's port: every page route answers the app's index.html (history fallback), an
// unknown page address the same index.html (the router's not-found page) with HTTP 404,
// assets are served as they are on disk now (a rebuild while the server runs is served whole), and
// a missing asset is a 404 — never index.html, which a browser would refuse to run as a module.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

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

it('answers index.html for a news item, a hero and a trailing slash, whatever their id', async () => {
  for (const path of ['/pages/news/no-such-item', '/heroPages/second/team/12', '/pages/recommend/', '/Pages/SiteMap']) {
    const res = await fetch(url + path);
    expect(res.status, path).toBe(200);
    expect(await res.text(), path).toContain('<div id="root">');
  }
});

it('answers an unknown page address with the app (its not-found page) and HTTP 404', async () => {
  for (const path of ['/no/such/page', '/pages/nothing', '/pages/news/1/extra', '/heroPages/fourth/team/1', '/pages/activity']) {
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
