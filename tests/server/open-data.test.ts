// Open data (issue 32): each published edition's winner list and heroes board as CSV (UTF-8 with a BOM,
// zh-TW header, the CSV-injection guard) and JSON at a stable address, with what the public pages show and
// nothing else: not a deleted winner, not an unpublished edition; 404 for an edition that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

const BASE = '/api/open-data/v1/editions';

let server: TestServer;
/** A winner of edition 1 the back office deleted before anyone read the data. */
let deleted: { organization_name: string | null; person_name: string | null };
beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.services.db;
  const victim = await db
    .selectFrom('award_winner')
    .innerJoin('award', 'award.uid', 'award_winner.award_uid')
    .select(['award_winner.uid', 'award_winner.organization_name', 'award_winner.person_name'])
    .where('award.edition_category', '=', 'edition_1st')
    .where('award_winner.organization_name', 'is not', null)
    .orderBy('award_winner.order_index', 'desc')
    .executeTakeFirstOrThrow();
  deleted = victim;
  await db.updateTable('award_winner').set({ deleted_at: new Date() }).where('uid', '=', victim.uid).execute();
  // A name that starts like a formula, as an editor might type it.
  await db
    .updateTable('award_winner')
    .set({ organization_name: '=HYPERLINK("http://evil.example")' })
    .where('uid', '=', (await db.selectFrom('award_winner').innerJoin('award', 'award.uid', 'award_winner.award_uid').select('award_winner.uid').where('award.edition_category', '=', 'edition_2nd').where('award_winner.deleted_at', 'is', null).executeTakeFirstOrThrow()).uid)
    .execute();
});
afterAll(async () => server?.close());

/** The raw bytes (fetch's text() would drop the byte order mark). */
async function raw(path: string) {
  const res = await fetch(server.url + path);
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const utf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

interface WinnersJson {
  code: number;
  data: { edition: number; editionLabel: string; winners: { award: string | null; entityType: string; organizationName: string | null; name: string | null; jobTitle: string | null }[] };
}
interface HeroesJson {
  data: { edition: number; heroes: { entityType: string; teamName: string | null; name: string | null; award: string | null; statement: string; page: string }[] };
}

describe('winner lists', () => {
  it('answers a published edition as CSV: BOM, zh-TW header, one quoted row per winner, a public cache', async () => {
    const res = await raw(`${BASE}/1/winners.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = utf8(res.bytes).slice(1).split('\r\n');
    expect(lines[0]).toBe('"屆別","獎項","組別","單位名稱","姓名","職稱"');
    const json = (await server.client().get<WinnersJson>(`${BASE}/1/winners.json`)).body;
    const first = json.data.winners[0]!;
    expect(lines[1]).toBe(`"第一屆","${first.award}","${first.entityType === 'group' ? '團體組' : '個人組'}","${first.organizationName ?? ''}","${first.name ?? ''}","${first.jobTitle ?? ''}"`);
    expect(lines.filter(Boolean)).toHaveLength(json.data.winners.length + 1);
  });

  it('answers the same rows as JSON, in the envelope, the awards in order', async () => {
    const res = await server.client().get<WinnersJson>(`${BASE}/1/winners.json`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ edition: 1, editionLabel: '第一屆' });
    expect([...new Set(res.body.data.winners.map((w) => w.award))]).toEqual(['團體組金質獎', '個人組金質獎', '評審團特別獎']);
    for (const w of res.body.data.winners) expect(Object.keys(w).sort()).toEqual(['award', 'entityType', 'jobTitle', 'name', 'organizationName']);
  });

  it('leaves out a deleted winner', async () => {
    const csv = utf8((await raw(`${BASE}/1/winners.csv`)).bytes);
    const json = (await server.client().get<WinnersJson>(`${BASE}/1/winners.json`)).body;
    expect(csv).not.toContain(deleted.organization_name!);
    expect(json.data.winners.map((w) => w.organizationName)).not.toContain(deleted.organization_name);
  });

  it('neutralises a cell that starts like a formula', async () => {
    const csv = utf8((await raw(`${BASE}/2/winners.csv`)).bytes);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('answers 404 for an edition not published yet, and for one that does not exist', async () => {
    for (const format of ['csv', 'json']) {
      const unpublished = await server.client().get<{ message: string }>(`${BASE}/3/winners.${format}`);
      expect(unpublished.status).toBe(404);
      expect(unpublished.body).toMatchObject({ message: '這一屆的得獎名單尚未公布' });
      const unknown = await server.client().get<{ message: string }>(`${BASE}/9/winners.${format}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ message: '查無此屆別' });
    }
  });
});

describe('heroes boards', () => {
  it('answers a published board as CSV (BOM, header) and JSON with the same heroes, each with its page', async () => {
    const csvRes = await raw(`${BASE}/1/heroes.csv`);
    expect(csvRes.status).toBe(200);
    expect([...csvRes.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = utf8(csvRes.bytes).slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('"屆別","組別","團隊名稱","單位名稱","姓名","職稱","獲獎項目","簡介","介紹頁"');

    const json = (await server.client().get<HeroesJson>(`${BASE}/1/heroes.json`)).body;
    expect(json.data.heroes.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(json.data.heroes.length + 1);
    const team = json.data.heroes.find((h) => h.entityType === 'group')!;
    expect(team.page).toMatch(new RegExp(`^${server.config.publicUrl}/heroPages/first/team/[0-9a-f-]{36}$`));
    expect(lines[1]).toContain(`"${team.page}"`);
    // The same hero the site's own read answers.
    const uid = team.page.split('/').pop()!;
    const detail = await server.client().get<{ data: { name: string | null; awardTitle: string | null } }>(`/api/leaderboards/v1/read/${uid}`);
    expect(detail.body.data).toMatchObject({ name: team.teamName, awardTitle: team.award });
  });

  it('answers 404 for a board not published yet', async () => {
    const res = await server.client().get<{ message: string }>(`${BASE}/3/heroes.json`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('這一屆的英雄榜尚未公布');
  });
});
