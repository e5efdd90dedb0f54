// SEED_DEMO (issue 18): demo news, winners, heroes and vendors only where the setting is on — by
// default on the embedded database, never by default on PostgreSQL. Lookup lists are always written.
// The PostgreSQL case runs when TEST_DATABASE_URL names a server (.ci/with-postgres.sh).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistrant } from '../helpers/registrant';
import { freshPostgres, startTestServer, type TestServer } from '../helpers/test-server';

const DEMO_TABLES = ['news', 'hero', 'award', 'award_winner', 'vendor'] as const;

let servers: TestServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
  for (const c of cleanups.splice(0)) await c();
});

async function start(env: Record<string, string>) {
  const server = await startTestServer(env);
  servers.push(server);
  return server;
}

async function demoRows(server: TestServer): Promise<Record<string, number>> {
  const db = server.app.services.db;
  const out: Record<string, number> = {};
  for (const table of DEMO_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('is_demo', '=', true).executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

const NONE = Object.fromEntries(DEMO_TABLES.map((t) => [t, 0]));

/** What a visitor sees of the lookups and of the demo content. */
async function publicView(server: TestServer) {
  const c = server.client();
  const organizations = await c.get<{ data: { slug: string; usesVendorPicker: boolean }[] }>('/api/common/v1/list-organization?entityType=group');
  const picker = organizations.body.data.find((o) => o.usesVendorPicker)!;
  const vendors = await c.get<{ data: unknown[] }>(`/api/common/v1/list-vendor?organizationCategory=${picker.slug}`);
  const counties = await c.get<{ data: unknown[] }>('/api/common/v1/list-county');
  const news = await c.post<{ data: unknown[] }>('/api/news/v1/list', {});
  return { organizations: organizations.body.data.length, counties: counties.body.data.length, vendors: vendors.body.data.length, news: news.body.data.length };
}

async function expectProductionStart(server: TestServer) {
  expect(server.config.seedDemo).toBe(false);
  expect(await demoRows(server)).toEqual(NONE);
  const view = await publicView(server);
  expect(view.organizations).toBeGreaterThan(0);
  expect(view.counties).toBe(22);
  expect(view.vendors).toBe(0);
  expect(view.news).toBe(0);
  const db = server.app.services.db;
  // The lookup lists of SPEC.md: categories with their provisions and job levels, and the news categories.
  expect(Number((await db.selectFrom('provision').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
  expect(Number((await db.selectFrom('job_level').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
  expect(Number((await db.selectFrom('news_category').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
}

describe('SEED_DEMO', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('a production-configured start (DATABASE_URL, no SEED_DEMO) writes no demo row on PostgreSQL', async () => {
    const pg = await freshPostgres(process.env.TEST_DATABASE_URL!);
    cleanups.push(pg.drop);
    const server = await start({ DATABASE_URL: pg.url, SEED_DEMO: '' });
    await expectProductionStart(server);
  });

  it('SEED_DEMO=false on the embedded database writes no demo row, only the lookup lists', async () => {
    const server = await start({ DATABASE_URL: '', SEED_DEMO: 'false' });
    await expectProductionStart(server);
  });

  it('is on by default for the embedded database: npm start shows a living site', async () => {
    const server = await start({ DATABASE_URL: '', SEED_DEMO: '' });
    expect(server.config.seedDemo).toBe(true);
    const rows = await demoRows(server);
    for (const table of DEMO_TABLES) expect(rows[table], table).toBeGreaterThan(0);
    const view = await publicView(server);
    expect(view.vendors).toBeGreaterThan(0);
    expect(view.news).toBeGreaterThan(0);
  });

  it('turned off on a demo database: removes the demo rows, and hides (never deletes) a demo vendor a registration names', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ta-seed-demo-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : undefined;
    if (database) cleanups.push(database.drop);
    const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' };

    const demo = await start({ ...env, SEED_DEMO: 'true' });
    const db = demo.app.services.db;
    const vendor = await db.selectFrom('vendor').select(['uid', 'name', 'category_slug']).where('is_demo', '=', true).orderBy('uid').executeTakeFirstOrThrow();
    const registrant = await createRegistrant(demo.app, { category: vendor.category_slug });
    await db.updateTable('registration').set({ vendor_uid: vendor.uid, organization_name: vendor.name }).where('uid', '=', registrant.uid).execute();
    await demo.close();
    servers = [];

    const real = await start({ ...env, SEED_DEMO: 'false' });
    const rows = await demoRows(real);
    expect(rows).toEqual({ ...NONE, vendor: 1 });
    const kept = await real.app.services.db.selectFrom('vendor').select(['uid', 'hidden_at']).where('is_demo', '=', true).executeTakeFirstOrThrow();
    expect(kept.uid).toBe(vendor.uid);
    expect(kept.hidden_at).not.toBeNull();
    const offered = await real.client().get<{ data: { uid: string }[] }>(`/api/common/v1/list-vendor?organizationCategory=${vendor.category_slug}`);
    expect(offered.body.data).toEqual([]);
    const registration = await real.app.services.db.selectFrom('registration').select(['vendor_uid', 'organization_name']).where('uid', '=', registrant.uid).executeTakeFirstOrThrow();
    expect(registration).toEqual({ vendor_uid: vendor.uid, organization_name: vendor.name });
  });
});
