// The counts the back-office list reads from `registration` (merit achievements, tourism photos, workplace
// photos; migration 0026, issue 33) stay equal to counting the rows themselves: through inserts (one and
// many at once), deletes, a change of an achievement's category, a row moved to another registration, an
// edit of an uncounted column, and the deletion of a registration (its rows cascade). The truth here is
// written as plain count(*) queries, independently of the code that keeps the columns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERIT_CATEGORY } from '../../src/shared/labels';
import { sql } from '../../src/server/platform/db/kysely-runtime';
import type { Database } from '../../src/server/platform/db/index';
import { createRegistrant } from '../helpers/registrant';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { randomUUID } from 'node:crypto';

const OTHER_CATEGORY = 'other_tourism';

let server: TestServer;
let db: Database;
let a: string;
let b: string;

interface Counts {
  uid: string;
  merit: number;
  tourism: number;
  workplace: number;
}

/** What the columns say, for every registration. */
async function stored(): Promise<Counts[]> {
  const { rows } = await sql<Counts>`
    SELECT uid, merit_achievements AS merit, tourism_photos AS tourism, workplace_photos AS workplace FROM registration ORDER BY uid`.execute(db);
  return rows.map((r) => ({ ...r, merit: Number(r.merit), tourism: Number(r.tourism), workplace: Number(r.workplace) }));
}

/** The real counts, for every registration. */
async function counted(): Promise<Counts[]> {
  const { rows } = await sql<Counts>`
    SELECT uid,
      (SELECT count(*) FROM achievement f WHERE f.registration_uid = r.uid AND f.category = ${MERIT_CATEGORY}) AS merit,
      (SELECT count(*) FROM picture f WHERE f.registration_uid = r.uid) AS tourism,
      (SELECT count(*) FROM profession_picture f WHERE f.registration_uid = r.uid) AS workplace
    FROM registration r ORDER BY uid`.execute(db);
  return rows.map((r) => ({ ...r, merit: Number(r.merit), tourism: Number(r.tourism), workplace: Number(r.workplace) }));
}

async function expectTrue(): Promise<Counts[]> {
  const real = await counted();
  expect(await stored()).toEqual(real);
  return real;
}

const of = (rows: Counts[], uid: string) => rows.find((r) => r.uid === uid)!;

async function addAchievement(registration: string, category: string): Promise<string> {
  const uid = randomUUID();
  await db.insertInto('achievement').values({ uid, registration_uid: registration, category, year: 114, month: 3, description: '事蹟' }).execute();
  return uid;
}

async function addPhoto(table: 'picture' | 'profession_picture', registration: string): Promise<string> {
  const resource = randomUUID();
  await db
    .insertInto('resource')
    .values({
      uid: resource,
      owner_registration_uid: registration,
      purpose: table === 'picture' ? 'tourism-photo' : 'workplace-photo',
      original_filename: 'p.jpg',
      file_type: 'image/jpeg',
      file_size: 1000,
      sha256: 'x',
      storage_key: `counts/${resource}`,
      attached_at: new Date().toISOString(),
    })
    .execute();
  const uid = randomUUID();
  await db.insertInto(table).values({ uid, registration_uid: registration, resource_uid: resource, order_index: 0 }).execute();
  return uid;
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.services.db;
  a = (await createRegistrant(server.app, { entityType: 'group' })).uid;
  b = (await createRegistrant(server.app, { entityType: 'individual' })).uid;
});

afterAll(async () => {
  await server?.close();
});

describe('the required-set counts kept on registration', () => {
  it('start at zero and follow inserts of counted and uncounted rows', async () => {
    expect(of(await expectTrue(), a)).toMatchObject({ merit: 0, tourism: 0, workplace: 0 });
    await addAchievement(a, MERIT_CATEGORY);
    await addAchievement(a, MERIT_CATEGORY);
    await addAchievement(a, OTHER_CATEGORY);
    await addAchievement(b, MERIT_CATEGORY);
    await addPhoto('picture', a);
    await addPhoto('picture', a);
    await addPhoto('profession_picture', b);
    const real = await expectTrue();
    expect(of(real, a)).toMatchObject({ merit: 2, tourism: 2, workplace: 0 });
    expect(of(real, b)).toMatchObject({ merit: 1, tourism: 0, workplace: 1 });
  });

  it('follow several rows inserted and deleted by one statement', async () => {
    await sql`INSERT INTO achievement (uid, registration_uid, category, year, month, description)
      SELECT gen_random_uuid(), r, ${MERIT_CATEGORY}, 114, 1, '事蹟' FROM unnest(ARRAY[${a}, ${a}, ${b}]::uuid[]) AS r`.execute(db);
    expect(of(await expectTrue(), a).merit).toBe(4);
    await db.deleteFrom('achievement').where('category', '=', MERIT_CATEGORY).where('month', '=', 1).execute();
    expect(of(await expectTrue(), a).merit).toBe(2);
  });

  it('follow a change of category both ways, and ignore edits of uncounted columns', async () => {
    const merit = await db.selectFrom('achievement').select('uid').where('registration_uid', '=', a).where('category', '=', MERIT_CATEGORY).executeTakeFirstOrThrow();
    await db.updateTable('achievement').set({ category: OTHER_CATEGORY }).where('uid', '=', merit.uid).execute();
    expect(of(await expectTrue(), a).merit).toBe(1);
    await db.updateTable('achievement').set({ category: MERIT_CATEGORY }).where('registration_uid', '=', a).execute();
    expect(of(await expectTrue(), a).merit).toBe(3);
    await db.updateTable('achievement').set({ description: '改寫的事蹟' }).where('registration_uid', '=', a).execute();
    expect(of(await expectTrue(), a).merit).toBe(3);
  });

  it('follow rows moved to another registration and deleted', async () => {
    const photo = await db.selectFrom('picture').select('uid').where('registration_uid', '=', a).executeTakeFirstOrThrow();
    await db.updateTable('picture').set({ registration_uid: b }).where('uid', '=', photo.uid).execute();
    let real = await expectTrue();
    expect([of(real, a).tourism, of(real, b).tourism]).toEqual([1, 1]);
    await db.deleteFrom('picture').where('uid', '=', photo.uid).execute();
    await db.deleteFrom('profession_picture').where('registration_uid', '=', b).execute();
    real = await expectTrue();
    expect(of(real, b)).toMatchObject({ tourism: 0, workplace: 0 });
  });

  it('stay true when a registration is deleted and its rows cascade', async () => {
    await addPhoto('profession_picture', b);
    await addAchievement(b, MERIT_CATEGORY);
    await addPhoto('picture', b);
    expect(of(await expectTrue(), b)).toMatchObject({ merit: 2, tourism: 1, workplace: 1 });
    await db.deleteFrom('registration').where('uid', '=', b).execute();
    const real = await expectTrue();
    expect(real.some((r) => r.uid === b)).toBe(false);
    expect(of(real, a)).toMatchObject({ merit: 3, tourism: 1, workplace: 0 });
  });
});
