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
