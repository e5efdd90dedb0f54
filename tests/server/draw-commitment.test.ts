// Issue 30, item 7: the draw's seed was typed after the ticket list was visible, so a seed could be chosen
// among candidates tried offline. Now the seed is committed before the recommendation period ends (its
// SHA-256, published at once in a news item and audited); the draw refuses a seed without a commitment or
// whose SHA-256 differs from it (an admin's early draw too); after the period no commitment is recorded;
// the published draw shows the commitment beside the seed and the tickets. And only recommendations of
// submitted registrations are tickets (SPEC.md: "once the recommended person registers").
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { rocDateTime } from '../../src/shared/taipei-time';
import { createRegistrant, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Envelope<T> = { code: number; message: string; data: T };
type FieldErrors = { errors: { field: string; message: string }[] };
type DrawState = components['schemas']['DrawState'];
type RewardDraw = components['schemas']['RewardDraw'];
type Commitment = components['schemas']['DrawCommitment'];
type Recommendation = components['schemas']['DrawRecommendation'];
type Publication = components['schemas']['DrawPublication'];
type NewsItem = { uid: string; version: number };

const API = '/api/admin/v1/draw';
const SEED = '見證律師 113北律字第 0456 號 7f3a9c';
const SEED_SHA256 = createHash('sha256').update(SEED, 'utf8').digest('hex');

let server: TestServer;
let asAdmin: TestClient;
let asEditor: TestClient;
let asReviewer: TestClient;
let recommenders: TestRegistrant[];
/** Saved the recommender's number in step 3 but never submitted the registration. */
let neverSubmitted: TestRegistrant;
let committed: Commitment;
const db = () => server.app.services.db;
const programme = () => server.app.services.config.programme as { uploadClosesAt: string };
const drawCount = async () => (await db().selectFrom('reward_draw').select('uid').execute()).length;

/** A registration naming `recommender` as saved in step 3, in `status`. */
async function recommendedBy(recommender: TestRegistrant, status: 'submitted' | 'in_progress'): Promise<TestRegistrant> {
  const who = await createRegistrant(server.app, { status });
  await db()
    .updateTable('registration')
    .set({ referral_method: 'referred', recommendation_number: recommender.registrationNumber, recommendation_source: '測試協會', recommended_at: new Date() })
    .where('uid', '=', who.uid)
    .execute();
  return who;
}

beforeAll(async () => {
  server = await startTestServer();
  recommenders = [];
  for (let i = 0; i < 3; i++) {
    const r = await createRegistrant(server.app);
    await recommendedBy(r, 'submitted');
    recommenders.push(r);
  }
  neverSubmitted = await recommendedBy(recommenders[0]!, 'in_progress');
  programme().uploadClosesAt = new Date(Date.now() + 3_600_000).toISOString();
  asAdmin = (await signedInStaff(server, 'admin')).client;
  asEditor = (await signedInStaff(server, 'editor')).client;
  asReviewer = (await signedInStaff(server, 'reviewer')).client;
});
afterAll(async () => server?.close());

describe('tickets', () => {
  it('a recommendation of a registration never submitted is not a ticket', async () => {
    const rows = (await asEditor.get<Envelope<Recommendation[]>>(`${API}/recommendations`)).body.data;
    expect(rows.find((r) => r.recommended.uid === neverSubmitted.uid)?.state).toBe('not_submitted');
    const state = (await asEditor.get<Envelope<DrawState>>(API)).body.data;
    expect(state.tickets).toEqual(recommenders.map((r) => r.registrationNumber).sort());
  });
});

describe('the seed committed before the period ends', () => {
  it('refuses the draw without a commitment, even an admin drawing early with a reason', async () => {
    const early = await asAdmin.post<Envelope<null>>(`${API}/run`, { seed: SEED, earlyReason: '典禮提前。' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('尚未公告抽獎種子承諾：須於推薦期間截止前記錄種子的 SHA-256 或種子來源，才能抽獎');
    expect(await drawCount()).toBe(0);
  });

  it('is recorded by an editor (not a reviewer), published at once in a public news item, and audited', async () => {
    expect((await asReviewer.post(`${API}/commit`, { method: 'sha256', seedSha256: SEED_SHA256 })).status).toBe(403);
    const bad = await asEditor.post<Envelope<FieldErrors>>(`${API}/commit`, { method: 'sha256', seedSha256: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toContainEqual({ field: 'seedSha256', message: '請輸入種子的 SHA-256（64 個十六進位字元）' });

    const res = await asEditor.post<Envelope<Commitment>>(`${API}/commit`, { method: 'sha256', seedSha256: SEED_SHA256.toUpperCase() });
    expect(res.status, res.text).toBe(200);
    committed = res.body.data;
    expect(committed).toMatchObject({ method: 'sha256', seedSha256: SEED_SHA256, source: null, ticketsAtCommit: 3 });
    expect((await asReviewer.get<Envelope<DrawState>>(API)).body.data.commitment).toEqual(committed);
    const news = await server.client().get<Envelope<{ title: string; content: string }>>(`/api/news/v1/read/${committed.newsUid}`);
    expect(news.status).toBe(200);
    expect(news.body.data.title).toContain('推薦抽獎種子承諾公告');
    expect(news.body.data.content).toContain(SEED_SHA256);
    const audit = await db().selectFrom('audit_event').select(['detail']).where('action', '=', 'draw.commit').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ method: 'sha256', seed_sha256: SEED_SHA256, newsUid: committed.newsUid });
  });

  it('cannot be recorded or changed after the period ends', async () => {
    programme().uploadClosesAt = new Date(Date.now() - 60_000).toISOString();
    const res = await asAdmin.post<Envelope<null>>(`${API}/commit`, { method: 'external', source: '115 年 1 月 5 日威力彩開獎號碼' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`推薦期間已於 ${rocDateTime(programme().uploadClosesAt)} 截止，不能再記錄或變更抽獎種子承諾`);
    expect((await asEditor.get<Envelope<DrawState>>(API)).body.data.commitment).toEqual(committed);
  });

  it('refuses a seed whose SHA-256 does not match the commitment', async () => {
    const res = await asEditor.post<Envelope<FieldErrors>>(`${API}/run`, { seed: `${SEED} 另一個` });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'seed', message: '此種子的 SHA-256 與公告的種子承諾不符，不能以此種子抽獎' }]);
    expect(await drawCount()).toBe(0);
  });

  it('draws from the matching seed, and the published draw shows the commitment, the seed and the tickets', async () => {
    const res = await asEditor.post<Envelope<RewardDraw>>(`${API}/run`, { seed: `  ${SEED} ` });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ seed: SEED, commitment: committed });
    expect((await asReviewer.get<Envelope<DrawState>>(API)).body.data.draw?.commitment).toEqual(committed);

    const published = await asEditor.post<Envelope<Publication>>(`${API}/publish`);
    expect(published.status, published.text).toBe(200);
    // The editor reviews the draft and publishes it: the public item names the commitment, the seed and the tickets.
    const draft = await asEditor.get<Envelope<NewsItem>>(`/api/admin/v1/news/${published.body.data.newsUid}`);
    const made = await asEditor.post(`/api/admin/v1/news/${draft.body.data.uid}/publish`, { startsAt: new Date().toISOString(), version: draft.body.data.version });
    expect(made.status, made.text).toBe(200);
    const news = (await server.client().get<Envelope<{ content: string }>>(`/api/news/v1/read/${published.body.data.newsUid}`)).body.data;
    expect(news.content).toContain(`抽獎種子：${SEED}`);
    expect(news.content.split(SEED_SHA256).length - 1).toBe(2); // the seed's SHA-256 and the commitment, equal
    expect(news.content).toContain(`/pages/news/${committed.newsUid}`);
    for (const r of recommenders) expect(news.content).toContain(r.registrationNumber);
    expect(news.content).not.toContain(neverSubmitted.registrationNumber);
  });

  it('is not recorded once the edition is drawn', async () => {
    programme().uploadClosesAt = new Date(Date.now() + 3_600_000).toISOString();
    const res = await asAdmin.post<Envelope<null>>(`${API}/commit`, { method: 'sha256', seedSha256: SEED_SHA256 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('本屆已抽獎，不能再變更抽獎種子承諾');
  });
});
