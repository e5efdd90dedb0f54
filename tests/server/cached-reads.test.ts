// Public reads answered from memory (src/server/platform/cache/cached-read.ts), over real HTTP: a lookup
// list carries an ETag and a client that sends it back gets a 304 without the body; a cached news
// list still shows an item as soon as its scheduled time has come.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Envelope<T> = { code: number; message: string; data: T };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('lookup lists: ETag and 304', () => {
  it('answers 304 without a body when the client holds the current version', async () => {
    const client = server.client();
    const [county] = (await client.get<Envelope<{ slug: string }[]>>('/api/common/v1/list-county')).body.data;
    const path = `/api/common/v1/list-district?parentSlug=${county!.slug}`;
    const first = await client.get<Envelope<{ slug: string }[]>>(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await client.request('GET', path, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');

    // A weak form of the same tag, in a list, also matches (RFC 9110 weak comparison).
    const weak = await client.request('GET', path, { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.status).toBe(304);
  });

  it('answers the full list when the client holds another version', async () => {
    const client = server.client();
    const [a, b] = (await client.get<Envelope<{ slug: string }[]>>('/api/common/v1/list-county')).body.data;
    const etagA = (await client.get(`/api/common/v1/list-district?parentSlug=${a!.slug}`)).headers.get('etag');
    const res = await client.request<Envelope<{ slug: string }[]>>('GET', `/api/common/v1/list-district?parentSlug=${b!.slug}`, {
      headers: { 'if-none-match': etagA! },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.headers.get('etag')).not.toBe(etagA);
  });
});

describe('news list from memory', () => {
  it('shows an item once its scheduled time has come, though the list was read before', async () => {
    const client = server.client();
    const uid = '9b7c1d2e-0000-4000-8000-00000000c001';
    // Within the list's usual lifetime in memory (60 s): only the schedule can make it show.
    const inMs = 30_000;
    const startsAt = new Date(Date.now() + inMs);
    await server.app.services.db
      .insertInto('news')
      .values({ uid, category_slug: 'announcement', title: '即將發布的消息', content: '<p>預約</p>', starts_at: startsAt })
      .execute();
    const list = () => client.post<Envelope<{ uid: string }[]>>('/api/news/v1/list', {});
    expect((await list()).body.data.map((n) => n.uid)).not.toContain(uid);

    // The server runs in this process: move the clocks it reads (Date for the query, performance for
    // the cache's lifetimes) past the scheduled time instead of waiting for it.
    const realNow = performance.now.bind(performance);
    vi.useFakeTimers({ toFake: ['Date'] });
    const later = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + inMs + 1000);
    try {
      vi.setSystemTime(startsAt.getTime() + 1000);
      expect((await list()).body.data.map((n) => n.uid)).toContain(uid);
    } finally {
      later.mockRestore();
      vi.useRealTimers();
    }
  });
});
