// Two instances on one PostgreSQL (as behind a load balancer): a public-content change announced on
// one (publicContentChanged after its transaction commits) is answered by the other at once, though
// the other had the old answer in memory; and an instance whose listening session the database ended
// connects again and forgets what it may have missed. PostgreSQL only (the embedded database is one
// process by design): runs when TEST_DATABASE_URL names a server (.ci/with-postgres.sh does in CI).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicContentChanged } from '../../src/server/platform/cache/public-content';
import { LISTENER_APPLICATION_NAME } from '../../src/server/platform/cache/public-content-listener';
import { startTestServer, type TestServer } from '../helpers/test-server';

let a: TestServer;
let b: TestServer;

let serial = 0;
const nextUid = () => `5d1e9b20-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

/** The uids the news list of `server` answers (from its memory when it holds the list). */
async function newsOn(server: TestServer): Promise<string[]> {
  const res = await server.client().post<{ data: { uid: string }[] }>('/api/news/v1/list', {});
  expect(res.status).toBe(200);
  return res.body.data.map((n) => n.uid);
}

/** Polls `check` every 20 ms for at most `ms`; true once it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('public content on two instances, one PostgreSQL', () => {
  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({ DATABASE_URL: a.config.databaseUrl!, FILES_DIR: a.config.filesDir });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a news item published through instance 1 is listed by instance 2 at once, though 2 had the list in memory', async () => {
    // Both hold the list, and the feed, in memory.
    const before = await newsOn(b);
    expect(await newsOn(a)).toEqual(before);
    const feedBefore = await (await fetch(`${b.url}/feed.xml`)).text();

    const uid = nextUid();
    await a.app.services.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('news')
        .values({ uid, category_slug: 'announcement', title: '跨實例發布', content: '<p>兩台都看得到</p>', starts_at: new Date(Date.now() - 60_000) })
        .execute();
    });
    // Written behind both caches: neither shows it yet (the lists' lifetime is a minute).
    expect(await newsOn(b)).not.toContain(uid);
    expect(await (await fetch(`${b.url}/feed.xml`)).text()).toBe(feedBefore);

    await publicContentChanged(a.app.services, 'news');
    expect(await newsOn(a)).toContain(uid);
    expect(await within(1000, async () => (await newsOn(b)).includes(uid))).toBe(true);
    expect(await (await fetch(`${b.url}/feed.xml`)).text()).toContain(uid);
    expect((await fetch(`${b.url}/sitemap.xml`).then((r) => r.text()))).toContain(uid);
  });

  it('when the database ends an instance\'s listening session, it listens again and forgets what it held', async () => {
    const before = await newsOn(b);
    const uid = nextUid();
    // A change whose notification B will never hear: written with no announcement at all.
    await a.app.services.db
      .insertInto('news')
      .values({ uid, category_slug: 'announcement', title: '斷線期間的變更', content: '<p>x</p>', starts_at: new Date(Date.now() - 60_000) })
      .execute();
    expect(await newsOn(b)).toEqual(before);

    const database = new URL(b.config.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2', [database, LISTENER_APPLICATION_NAME]);
      // One listening session per instance.
      expect(ended.rowCount).toBe(2);
      // Each instance connects again (and forgets its answers) within a moment.
      expect(
        await within(3000, async () => {
          const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2', [database, LISTENER_APPLICATION_NAME]);
          return rows[0].n === 2;
        }),
      ).toBe(true);
    } finally {
      await admin.end();
    }
    expect(await within(1000, async () => (await newsOn(b)).includes(uid))).toBe(true);

    // And it hears the next announcement again.
    const next = nextUid();
    await a.app.services.db
      .insertInto('news')
      .values({ uid: next, category_slug: 'announcement', title: '重新連線後', content: '<p>x</p>', starts_at: new Date(Date.now() - 60_000) })
      .execute();
    expect(await newsOn(b)).not.toContain(next);
    await publicContentChanged(a.app.services, 'news');
    expect(await within(1000, async () => (await newsOn(b)).includes(next))).toBe(true);
  });
});
