// The embedded database is one session: a request's query must never land inside another request's
// open transaction (and vanish with its rollback).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('keeps a write made while another transaction is open when that transaction rolls back', async () => {
  const db = server.app.services.db;
  let inside!: () => void;
  const opened = new Promise<void>((resolve) => (inside = resolve));
  const failing = db
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('app_meta').values({ key: 'tx-doomed', value: '1' }).execute();
      inside();
      await new Promise((r) => setTimeout(r, 50));
      throw new Error('roll back');
    })
    .catch((err: Error) => err.message);
  await opened;
  await db.insertInto('app_meta').values({ key: 'outside-write', value: '1' }).execute();
  expect(await failing).toBe('roll back');

  const keys = (await db.selectFrom('app_meta').select('key').where('key', 'in', ['tx-doomed', 'outside-write']).execute()).map((r) => r.key);
  expect(keys).toEqual(['outside-write']);
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
