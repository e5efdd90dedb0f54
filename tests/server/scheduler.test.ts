// The scheduler (issue 17, DESIGN.md section 11) on a real server's database: a due job runs once
// however many ticks race for it (on PostgreSQL, two server instances); a failing job is retried with
// backoff and does not hold up the others; a lease left by an instance that stopped mid-job ends and
// the job runs again; expired rate-limit counters are deleted once a day, live ones kept. Ticks run
// by hand with the clock passed in: nothing waits for real time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler } from '../../src/server/jobs';
import { sql } from '../../src/server/platform/db/kysely-runtime';
import { schedule } from '../../src/server/platform/scheduler/schedule';
import type { Scheduler } from '../../src/server/platform/scheduler/scheduler';
import { startTestServer, type TestServer } from '../helpers/test-server';

const MINUTE = 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

let serial = 0;
const uniqueKind = (tag: string) => `test-${tag}-${process.pid}-${++serial}`;

/** A scheduler as the server builds it, plus a handler of `kind` that records each run. */
function schedulerWith(s: TestServer, kind: string, runs: string[], work: () => Promise<void> = async () => undefined): Scheduler {
  return createScheduler(s.app.services).handle(kind, async (job) => {
    runs.push(job.key);
    await work();
  });
}

const jobRow = (s: TestServer, key: string) =>
  s.app.services.db.selectFrom('scheduled_job').select(['done_at', 'attempts', 'last_error', 'run_at']).where('key', '=', key).executeTakeFirstOrThrow();

describe('scheduling', () => {
  it('is idempotent per key: the same key scheduled again adds nothing and changes nothing', async () => {
    const db = server.app.services.db;
    const kind = uniqueKind('idem');
    const runAt = new Date('2030-01-01T00:00:00Z');
    expect(await schedule(db, { key: `${kind}:a`, kind, runAt })).toBe(true);
    expect(await schedule(db, { key: `${kind}:a`, kind, runAt: new Date('2020-01-01T00:00:00Z') })).toBe(false);
    expect((await jobRow(server, `${kind}:a`)).run_at).toEqual(runAt);
  });

  it('a job not yet due does not run; once due it runs once, and never again', async () => {
    const kind = uniqueKind('due');
    const runs: string[] = [];
    const scheduler = schedulerWith(server, kind, runs);
    const now = new Date();
    await schedule(server.app.services.db, { key: `${kind}:later`, kind, runAt: at(now, 10 * MINUTE) });
    await scheduler.runDue(now);
    expect(runs).toEqual([]);
    await scheduler.runDue(at(now, 11 * MINUTE));
    await scheduler.runDue(at(now, 20 * MINUTE));
    expect(runs).toEqual([`${kind}:later`]);
    expect((await jobRow(server, `${kind}:later`)).done_at).not.toBeNull();
  });
});

describe('two ticks racing on one database', () => {
  it('run each due job exactly once', async () => {
    const kind = uniqueKind('race');
    const runs: string[] = [];
    // Two schedulers, as two instances would have; each job's work takes a database round trip.
    const one = schedulerWith(server, kind, runs, async () => void (await server.app.services.db.selectFrom('scheduled_job').select('key').limit(1).execute()));
    const two = schedulerWith(server, kind, runs, async () => void (await server.app.services.db.selectFrom('scheduled_job').select('key').limit(1).execute()));
    const now = new Date();
    const keys = Array.from({ length: 6 }, (_, i) => `${kind}:${i}`);
    for (const key of keys) await schedule(server.app.services.db, { key, kind, runAt: now });
    await Promise.all([one.tick(now), two.tick(now), one.runDue(now), two.runDue(now)]);
    expect([...runs].sort()).toEqual(keys);
  });
});

describe('a failing job', () => {
  it('is retried later with backoff, and the jobs after it run meanwhile', async () => {
    const kind = uniqueKind('flaky');
    const runs: string[] = [];
    let failures = 1;
    const scheduler = schedulerWith(server, kind, runs, async () => {
      if (failures-- > 0) throw new Error('mail server down');
    });
    const db = server.app.services.db;
    const now = new Date();
    await schedule(db, { key: `${kind}:1-flaky`, kind, runAt: at(now, -2 * MINUTE) });
    await schedule(db, { key: `${kind}:2-fine`, kind, runAt: at(now, -1 * MINUTE) });

    expect(await scheduler.tick(now)).toMatchObject({ key: `${kind}:1-flaky`, outcome: 'failed' });
    const failed = await jobRow(server, `${kind}:1-flaky`);
    expect(failed).toMatchObject({ done_at: null, attempts: 1, last_error: 'mail server down' });
    expect(failed.run_at.getTime()).toBeGreaterThan(now.getTime());
    // Not due again at once: the next tick takes the other job.
    expect(await scheduler.tick(now)).toMatchObject({ key: `${kind}:2-fine`, outcome: 'done' });
    expect(await scheduler.tick(now)).toBeNull();
    // After its backoff it runs again and succeeds.
    expect(await scheduler.tick(at(failed.run_at, 1))).toMatchObject({ key: `${kind}:1-flaky`, outcome: 'done' });
    expect(await jobRow(server, `${kind}:1-flaky`)).toMatchObject({ attempts: 2, last_error: null });
    expect(runs).toEqual([`${kind}:1-flaky`, `${kind}:2-fine`, `${kind}:1-flaky`]);
  });
});

describe('the lease', () => {
  it('keeps a claimed job from every other tick while it lasts; when it ends (the instance died), the job runs again', async () => {
    const kind = uniqueKind('lease');
    const runs: string[] = [];
    let release!: () => void;
    const stuck = new Promise<void>((r) => (release = r));
    const leaseSeconds = 60;
    const first = createScheduler(server.app.services, leaseSeconds).handle(kind, async (job) => {
      runs.push(`first:${job.key}`);
      await stuck;
    });
    const second = schedulerWith(server, kind, runs);
    const now = new Date();
    const key = `${kind}:job`;
    await schedule(server.app.services.db, { key, kind, runAt: now });

    const firstRun = first.tick(now);
    await expect.poll(() => runs.length).toBe(1);
    expect(await second.tick(at(now, 30_000))).toBeNull();
    // The first holder is gone past its lease: another instance takes the job over and finishes it.
    // (The lease counts from the claim in the database's clock, a moment after `now`: a minute more.)
    expect(await second.tick(at(now, leaseSeconds * 1000 + MINUTE))).toMatchObject({ key, outcome: 'done' });
    release();
    // The first, back too late, records nothing over the other's result.
    expect(await firstRun).toMatchObject({ key, outcome: 'lease-lost' });
    expect(runs).toEqual([`first:${key}`, key]);
    expect((await jobRow(server, key)).attempts).toBe(2);
  });

  it('of each job in a round counts from its own claim: a first job outliving the lease leaves the next one leased', async () => {
    const kind = uniqueKind('round');
    const db = server.app.services.db;
    const leaseSeconds = 1;
    const leaseLive = async (key: string) =>
      (await sql<{ live: boolean }>`select locked_until > now() as live from scheduled_job where key = ${key}`.execute(db)).rows[0]!.live;
    const seen: Record<string, boolean> = {};
    const scheduler = createScheduler(server.app.services, leaseSeconds).handle(kind, async (job) => {
      seen[job.key] = await leaseLive(job.key);
      // The first job runs until its own lease has ended in the database's clock.
      if (job.key.endsWith(':1-long')) await expect.poll(() => leaseLive(job.key), { timeout: 10_000, interval: 100 }).toBe(false);
    });
    const now = new Date();
    await schedule(db, { key: `${kind}:1-long`, kind, runAt: now });
    await schedule(db, { key: `${kind}:2-next`, kind, runAt: now });

    await scheduler.runDue(now);
    expect(seen).toEqual({ [`${kind}:1-long`]: true, [`${kind}:2-next`]: true });
  });
});

describe('the daily rate-limit cleanup', () => {
  it('deletes counters whose window has ended and keeps the live ones, once a day', async () => {
    const db = server.app.services.db;
    const rateLimits = server.app.services.rateLimits;
    const tag = uniqueKind('rl');
    await rateLimits.hit(`${tag}:live`, 900);
    const past = new Date(Date.now() - 60_000);
    await db.insertInto('rate_limit').values({ key: `${tag}:ended`, count: 3, window_ends_at: past }).execute();
    const scheduler = createScheduler(server.app.services);
    // A day of its own (the other tests' rounds ran today's cleanup already).
    const now = at(new Date(), 30 * 24 * 60 * MINUTE);
    await scheduler.runDue(now);
    const keys = async () => (await db.selectFrom('rate_limit').select('key').where('key', 'like', `${tag}:%`).execute()).map((r) => r.key).sort();
    expect(await keys()).toEqual([`${tag}:live`]);
    expect(await rateLimits.count(`${tag}:live`)).toBe(1);

    // Today's cleanup has run: a counter ending now waits for tomorrow's.
    await db.insertInto('rate_limit').values({ key: `${tag}:ended-later`, count: 1, window_ends_at: past }).execute();
    await scheduler.runDue(at(now, 60_000));
    expect(await keys()).toEqual([`${tag}:ended-later`, `${tag}:live`]);
    await scheduler.runDue(at(now, 24 * 60 * MINUTE));
    expect(await keys()).toEqual([`${tag}:live`]);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two server instances on one PostgreSQL', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer({ DATABASE_URL: server.config.databaseUrl, FILES_DIR: server.config.filesDir });
  });
  afterAll(async () => other?.close());

  it('never run the same job twice, whichever ticks first', async () => {
    const kind = uniqueKind('pg');
    const runs: string[] = [];
    // Each run holds its own connection a moment, so the two instances' ticks overlap.
    const slow = (s: TestServer) => async () => void (await s.app.services.db.selectNoFrom((eb) => eb.fn<number>('pg_sleep', [eb.val(0.05)]).as('slept')).execute());
    const a = schedulerWith(server, kind, runs, slow(server));
    const b = schedulerWith(other, kind, runs, slow(other));
    const now = new Date();
    const keys = Array.from({ length: 10 }, (_, i) => `${kind}:${String(i).padStart(2, '0')}`);
    for (const key of keys) await schedule(server.app.services.db, { key, kind, runAt: now });
    await Promise.all([a.runDue(now), b.runDue(now), a.runDue(now), b.runDue(now)]);
    expect([...runs].sort()).toEqual(keys);
  });
});
