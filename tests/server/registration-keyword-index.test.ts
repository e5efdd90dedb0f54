// The back office's keyword search is served by a trigram index (migration 0025, issue 33): the filter
// searches the very expression the index holds, so the database can find a keyword's rows in the index
// instead of lower-casing every registration; and what it finds is unchanged (CJK, case, several columns).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filteredRegistrations } from '../../src/server/features/review';
import { sql } from '../../src/server/platform/db/kysely-runtime';
import { createRegistrant, type TestRegistrant } from '../helpers/registrant';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let sunMoon: TestRegistrant;
let other: TestRegistrant;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.services.db;
  sunMoon = await createRegistrant(server.app, { entityType: 'group' });
  other = await createRegistrant(server.app, { entityType: 'group' });
  await db.updateTable('registration').set({ organization_name: '日月潭觀光協會', contact_email: 'Lake.Office@Example.org' }).where('uid', '=', sunMoon.uid).execute();
  await db.updateTable('registration').set({ organization_name: '阿里山旅行社' }).where('uid', '=', other.uid).execute();
});
afterAll(async () => server?.close());

const found = async (keyword: string) =>
  (await filteredRegistrations(server.app.services.db, { keyword }).select('registration.uid').execute()).map((r) => r.uid);

describe('the keyword search', () => {
  it('finds by a CJK substring, and by an e-mail in any case', async () => {
    expect(await found('月潭')).toEqual([sunMoon.uid]);
    expect(await found('lake.OFFICE@')).toEqual([sunMoon.uid]);
    expect(await found('旅行')).toEqual([other.uid]);
  });

  it('is a condition the trigram index answers', async () => {
    const query = filteredRegistrations(server.app.services.db, { keyword: '日月潭' }).select('registration.uid').compile();
    // On a handful of rows reading them all is cheaper whatever the index: the plan is asked with
    // sequential scans priced out, so what it shows is whether the index can serve this condition at all.
    const plan = await server.app.services.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `EXPLAIN (COSTS OFF) ${query.sql}` });
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('registration_keyword_trgm');
  });
});
