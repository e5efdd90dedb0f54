// Security headers on every kind of answer (issue 7): site pages (and the history fallback), static
// assets, API successes and every API error status; HSTS only when the site is served over HTTPS.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config/config';
import { loadOperations } from '../../src/server/platform/contract/operations';
import { createRegistrant, signIn } from '../helpers/registrant';
import { TestClient } from '../helpers/test-client';

interface Site {
  app: FastifyInstance;
  url: string;
  dir: string;
}

/** The real app serving a small stand-in build (the site's own build is checked by e2e). */
async function startSite(env: Record<string, string>): Promise<Site> {
  const dir = await mkdtemp(join(tmpdir(), 'ta-headers-'));
  const webRoot = join(dir, 'web');
  await mkdir(join(webRoot, 'assets'), { recursive: true });
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>');
  await writeFile(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  const config = loadConfig({ DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', ALTCHA_COST: '1', PORT: '0', ...env }, { serveWeb: true, webRoot });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, dir, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

let site: Site;
let https: Site;
let signedIn: TestClient;
beforeAll(async () => {
  site = await startSite({});
  https = await startSite({ PUBLIC_URL: 'https://award.example' });
  const who = await createRegistrant(site.app);
  signedIn = new TestClient(site.url);
  await signIn(signedIn, who);
});
afterAll(async () => {
  for (const s of [site, https]) {
    if (!s) continue;
    await s.app.close();
    await rm(s.dir, { recursive: true, force: true });
  }
});

/** Public GET operations of the contract without path parameters: every one is asked. */
const publicReads = loadOperations()
  .filter((op) => op.method === 'GET' && op.auth !== 'required' && !op.path.includes('{'))
  .map((op) => op.path);

function expectSecurityHeaders(h: Headers, where: string) {
  const csp = h.get('content-security-policy');
  expect(csp, where).toBeTruthy();
  const directives = new Map(csp!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
  const scripts = directives.get('script-src') ?? directives.get('default-src')!;
  expect(scripts, where).toBeDefined();
  for (const unsafe of ["'unsafe-eval'", "'unsafe-inline'", 'data:', '*', 'http:', 'https:']) expect(scripts, `${where} script-src`).not.toContain(unsafe);
  expect(directives.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(directives.get('object-src'), where).toEqual(["'none'"]);
  expect(h.get('x-content-type-options'), where).toBe('nosniff');
  expect(h.get('referrer-policy'), where).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(h.get('permissions-policy'), where).toMatch(/camera=\(\)/);
  expect(h.get('permissions-policy'), where).toMatch(/geolocation=\(\)/);
}

describe('over HTTP', () => {
  it('pages, the not-found page and assets carry the headers, and no HSTS', async () => {
    const client = new TestClient(site.url);
    const expected: Record<string, number> = { '/': 200, '/pages/register': 200, '/pages/register/upload': 200, '/no/such/page': 404, '/assets/app.js': 200 };
    for (const [path, status] of Object.entries(expected)) {
      const res = await client.get(path);
      expect(res.status, path).toBe(status);
      expectSecurityHeaders(res.headers, path);
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it(`every public API read of the contract (${publicReads.length}) carries them`, async () => {
    expect(publicReads.length).toBeGreaterThan(5);
    const client = new TestClient(site.url);
    for (const path of publicReads) {
      const res = await client.get(path);
      expect(res.status, path).toBeLessThan(500);
      expectSecurityHeaders(res.headers, path);
    }
  });

  it('every error answer carries them: 400, 401, 403, 404, 413, 415', async () => {
    const anonymous = new TestClient(site.url);
    const answers = [
      await anonymous.post('/api/auth/v1/sign-in', {}),
      await anonymous.request('POST', '/api/auth/v1/sign-in', { body: '{not json', headers: { 'content-type': 'application/json' } }),
      await anonymous.get('/api/auth/v1/me'),
      await anonymous.post('/api/auth/v1/sign-in', {}, { origin: 'https://evil.example' }),
      await anonymous.get('/api/no/such/thing'),
      await anonymous.request('POST', '/api/auth/v1/sign-in', { body: 'x'.repeat(2 * 1024 * 1024), headers: { 'content-type': 'application/json' } }),
      await anonymous.request('POST', '/api/auth/v1/sign-in', { body: 'x', headers: { 'content-type': 'text/x-unknown' } }),
      await signedIn.get(`/api/registrations/v1/read/00000000-0000-4000-8000-000000000000`),
    ];
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([400, 401, 403, 404, 413, 415]));
    answers.forEach((a, i) => expectSecurityHeaders(a.headers, `answer ${i} (${a.status})`));
  });
});

describe('over HTTPS (PUBLIC_URL https://…)', () => {
  it('adds HSTS to pages and API answers', async () => {
    const client = new TestClient(https.url);
    for (const path of ['/', '/api/health/v1', '/api/no/such/thing']) {
      const res = await client.get(path);
      expectSecurityHeaders(res.headers, path);
      expect(res.headers.get('strict-transport-security'), path).toMatch(/max-age=\d{7,}/);
    }
  });
});
