// The embedded database is one session: a request's query must never land inside another request's
// open transaction (and vanish with its rollback).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inFirstLane, inLowPriorityLane, STATEMENTS_IN_FLIGHT } from '../../src/server/platform/db/single-session-dialect';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('keeps a write made while another transaction is open when that transaction rolls back', async () => {
  const db = server.app.services.db;
  const ownSession = server.app.services.dbKind === 'postgres';
  let outside: Promise<void> = Promise.resolve(); // the outside write, sent once the transaction is open
  let inside!: () => void;
  const opened = new Promise<void>((resolve) => (inside = resolve));
  let started!: () => void;
  const outsideStarted = new Promise<void>((resolve) => (started = resolve));
  let outsideDone = false;
  let outsideDoneWhileOpen: boolean | undefined;
  const failing = db
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('app_meta').values({ key: 'tx-doomed', value: '1' }).execute();
      inside();
      await outsideStarted;
      // No clock: a few round trips of this transaction, each behind the outside write had it been
      // sent to the session (the database runs statements in order), so it could not still be waiting.
      for (let i = 0; i < 3; i++) await trx.selectFrom('app_meta').select('key').execute();
      // PostgreSQL's pool gives the outside write a session of its own (a new connection may take longer
      // than three round trips): it must finish while this transaction is open; queued behind it, this
      // would never return.
      if (ownSession) await outside;
      outsideDoneWhileOpen = outsideDone;
      throw new Error('roll back');
    })
    .catch((err: Error) => err.message);
  await opened;
  outside = db
    .insertInto('app_meta')
    .values({ key: 'outside-write', value: '1' })
    .execute()
    .then(() => void (outsideDone = true));
  started();
  expect(await failing).toBe('roll back');
  await outside;
  // On the embedded database it waited for the transaction instead of joining it (PostgreSQL's pool
  // gives it a session of its own, where finishing first is right).
  expect(outsideDoneWhileOpen).toBe(ownSession);

  const keys = (await db.selectFrom('app_meta').select('key').where('key', 'in', ['tx-doomed', 'outside-write']).execute()).map((r) => r.key);
  expect(keys).toEqual(['outside-write']);
});

it('a COMMIT that fails (a deferred constraint) answers its error, and the statements that waited for it still run, outside any transaction', async () => {
  const db = server.app.services.db;
  const { slug } = await db.selectFrom('organization_category').select('slug').orderBy('slug').executeTakeFirstOrThrow();
  let inside!: () => void;
  const opened = new Promise<void>((resolve) => (inside = resolve));
  let waiting!: () => void;
  const outsideSent = new Promise<void>((resolve) => (waiting = resolve));
  // vendor's (category_slug, name) is unique, checked at COMMIT (migration 0016): two rows of one name
  // pass their inserts and fail the COMMIT.
  const twice = (n: number) => ({ uid: randomUUID(), category_slug: slug, name: 'commit-fails', code: `commit-fails-${n}` });
  const failing = db
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('vendor').values([twice(1), twice(2)]).execute();
      inside();
      await outsideSent;
    })
    .then(
      () => 'committed',
      (err: { code?: string }) => err.code,
    );
  await opened;
  // Sent while the transaction is open: on the embedded session they wait for its end. A write, a
  // transaction, and a read of what the failed COMMIT left. Kysely follows a failed COMMIT with a
  // ROLLBACK: were it to reach the session inside the next transaction, it would undo that one's insert.
  const outside = db.insertInto('app_meta').values({ key: 'after-failed-commit', value: '1' }).execute();
  const next = db.transaction().execute((trx) => trx.insertInto('app_meta').values({ key: 'after-failed-commit-tx', value: '1' }).execute());
  const vendors = db.selectFrom('vendor').select('uid').where('name', '=', 'commit-fails').execute();
  waiting();
  expect(await failing).toBe('23505');
  await Promise.all([outside, next]);
  expect(await vendors).toEqual([]);
  const keys = (await db.selectFrom('app_meta').select('key').where('key', 'like', 'after-failed-commit%').orderBy('key').execute()).map((r) => r.key);
  expect(keys).toEqual(['after-failed-commit', 'after-failed-commit-tx']);
});

it('lets the event loop take its I/O between queued queries (a queue never holds every other request)', async () => {
  const db = server.app.services.db;
  const done: string[] = [];
  const queries = Array.from({ length: 20 }, (_, i) => db.selectFrom('app_meta').select('key').execute().then(() => done.push(`query ${i}`)));
  // Scheduled after all 20 queued: I/O callbacks of other requests run in the same turn as this.
  setImmediate(() => done.push('event loop turn'));
  await Promise.all(queries);
  // Handed on in microtasks alone, all 20 finished before the loop turned once.
  const turn = done.indexOf('event loop turn');
  expect(turn).toBeGreaterThanOrEqual(0);
  expect(turn).toBeLessThan(done.length - 1);
});

it('serves queued requests before work in the low-priority lane (letters after their answers, upload processing), on the embedded database', async () => {
  const db = server.app.services.db;
  const done: string[] = [];
  const query = (name: string) => db.selectFrom('app_meta').select('key').execute().then(() => void done.push(name));
  // Letters queued first, then requests: on the one embedded session the requests go first.
  const letters = [1, 2, 3].map((i) => inLowPriorityLane(() => query(`letter ${i}`)));
  const requests = [1, 2, 3].map((i) => query(`request ${i}`));
  await Promise.all([...letters, ...requests]);
  expect(done).toHaveLength(6);
  // PostgreSQL's pool has a session for each: that all finished is all there is to see there.
  if (server.app.services.dbKind === 'postgres') return;
  // The first letter may have taken the free session at once; the others wait for every request.
  expect(done.slice(-2)).toEqual(['letter 2', 'letter 3']);
});

it('serves sign-ins’ and registrations’ queued statements (the first lane) before other requests’, on the embedded database', async () => {
  const db = server.app.services.db;
  const done: string[] = [];
  const query = (name: string) => db.selectFrom('app_meta').select('key').execute().then(() => void done.push(name));
  // Enough requests to fill the statements in flight and leave two waiting, then the first lane's.
  const requests = Array.from({ length: STATEMENTS_IN_FLIGHT + 2 }, (_, i) => query(`request ${i + 1}`));
  const firsts = [1, 2, 3].map((i) => inFirstLane(() => query(`sign-in ${i}`)));
  await Promise.all([...requests, ...firsts]);
  expect(done).toHaveLength(STATEMENTS_IN_FLIGHT + 5);
  if (server.app.services.dbKind === 'postgres') return;
  // The two requests that had to wait go after the first lane's three, which arrived after them.
  expect(done.slice(-2)).toEqual([`request ${STATEMENTS_IN_FLIGHT + 1}`, `request ${STATEMENTS_IN_FLIGHT + 2}`]);
  expect(done.slice(0, -2).filter((name) => name.startsWith('sign-in'))).toEqual(['sign-in 1', 'sign-in 2', 'sign-in 3']);
});

it('many statements and transactions at once, some rolled back: every outside write stays, nothing of a rolled-back transaction does', async () => {
  const db = server.app.services.db;
  const work = Array.from({ length: 60 }, (_, i) => {
    if (i % 3 === 0) {
      // A transaction that writes, reads a few times (statements of others queue meanwhile), then fails.
      return db
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('app_meta').values({ key: `mixed-doomed-${i}`, value: '1' }).execute();
          for (let j = 0; j < 3; j++) await trx.selectFrom('app_meta').select('key').where('key', '=', `mixed-doomed-${i}`).executeTakeFirstOrThrow();
          throw new Error('roll back');
        })
        .catch(() => undefined);
    }
    if (i % 3 === 1) {
      return db.transaction().execute(async (trx) => {
        await trx.insertInto('app_meta').values({ key: `mixed-kept-${i}`, value: '1' }).execute();
        await trx.updateTable('app_meta').set({ value: '2' }).where('key', '=', `mixed-kept-${i}`).execute();
      });
    }
    const write = () => db.insertInto('app_meta').values({ key: `mixed-outside-${i}`, value: '1' }).execute();
    return i % 2 === 0 ? inLowPriorityLane(write) : write();
  });
  await Promise.all(work);
  const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1);
  const rows = await db.selectFrom('app_meta').select(['key', 'value']).where('key', 'like', 'mixed-%').execute();
  const expected = Array.from({ length: 60 }, (_, i) => i)
    .filter((i) => i % 3 !== 0)
    .map((i) => (i % 3 === 1 ? { key: `mixed-kept-${i}`, value: '2' } : { key: `mixed-outside-${i}`, value: '1' }));
  expect(rows.sort(byKey)).toEqual(expected.sort(byKey));
});
