// The recommendation reward over HTTP (issue 18, SPEC.md section 1): which recommendations count, the
// early-bird order, a draw kept once run, re-run from its seed to the same winners, and publishing that
// writes one news draft (not public) and one letter per winner, once. Roles: admin and editor run and
// publish; a reviewer reads and re-runs only.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawWinners } from '../../src/server/features/draw/draw-algorithm';
import type { components } from '../../src/shared/generated/api';
import { REWARD_PRIZES } from '../../src/shared/reward-draw';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Envelope<T> = { code: number; message: string; data: T };
type Recommendation = components['schemas']['DrawRecommendation'];
type DrawState = components['schemas']['DrawState'];
type RewardDraw = components['schemas']['RewardDraw'];
type Verification = components['schemas']['DrawVerification'];
type Publication = components['schemas']['DrawPublication'];

const API = '/api/admin/v1/draw';
const SEED = '律師證號 113北律字第 0123 號';

let server: TestServer;
let asAdmin: TestClient;
let asReviewer: TestClient;
let asEditor: TestClient;
/** Recommenders: [0] a person (two successful recommendations), [1..13] units with one each. */
let recommenders: TestRegistrant[];
let viaStep3: TestRegistrant;
let notSaved: TestRegistrant;
let withdrawn: TestRegistrant;
/** The draw as run. */
let drawn: RewardDraw;
const db = () => server.app.services.db;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A submitted registration that named `recommender` in step 3 (written straight to the database) at `at`. */
async function recommendedBy(recommender: TestRegistrant, at: Date, status: 'submitted' | 'withdrawn' = 'submitted'): Promise<TestRegistrant> {
  const who = await createRegistrant(server.app, { status });
  await db()
    .updateTable('registration')
    .set({ referral_method: 'referred', recommendation_number: recommender.registrationNumber, recommendation_source: '測試協會', recommended_at: at })
    .where('uid', '=', who.uid)
    .execute();
  return who;
}

const count = async (table: 'news' | 'reward_draw') =>
  Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const winnerLetters = async () =>
  Number((await db().selectFrom('mail_queue').select((eb) => eb.fn.countAll<string>().as('n')).where('kind', '=', 'draw-winner').executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  server = await startTestServer();
  recommenders = [await createRegistrant(server.app, { entityType: 'individual' })];
  for (let i = 1; i <= 13; i++) recommenders.push(await createRegistrant(server.app));
  // Recommender 0: the earliest successful recommendation, and a second one through the real step 3.
  await recommendedBy(recommenders[0]!, minutesAgo(500));
  viaStep3 = await createRegistrant(server.app);
  const client = server.client();
  await signIn(client, viaStep3);
  const saved = await client.post(`/api/registrations/v1/recommendation/update/${viaStep3.uid}`, {
    referralMethod: 'referred',
    recommendationNumber: recommenders[0]!.registrationNumber.toLowerCase(),
    recommendationSource: '測試協會',
  });
  expect(saved.status, saved.text).toBe(200);
  // Counted once the registration is submitted (tests/server/draw-commitment.test.ts: before, it is not).
  await db().updateTable('registration').set({ status: 'submitted' }).where('uid', '=', viaStep3.uid).execute();
  // Recommenders 1..13, one each, in time order (1 earliest).
  for (let i = 1; i <= 13; i++) await recommendedBy(recommenders[i]!, minutesAgo(400 - i));
  // Named on the register form only (never saved in step 3): not counted.
  notSaved = await createRegistrant(server.app);
  await db().updateTable('registration').set({ recommend_type: 'nominated', recommend_code: ` ${recommenders[1]!.registrationNumber.toLowerCase()} ` }).where('uid', '=', notSaved.uid).execute();
  // Saved, then withdrawn: not counted.
  withdrawn = await recommendedBy(recommenders[2]!, minutesAgo(600), 'withdrawn');

  asAdmin = (await signedInStaff(server, 'admin')).client;
  asReviewer = (await signedInStaff(server, 'reviewer')).client;
  asEditor = (await signedInStaff(server, 'editor')).client;
  // The seed was committed while the period was open (tests/server/draw-commitment.test.ts)…
  const committed = await asEditor.post(`${API}/commit`, { method: 'sha256', seedSha256: createHash('sha256').update(SEED).digest('hex') });
  expect(committed.status, committed.text).toBe(200);
  // …and the recommendation period is over by the draw (a draw before it: tests/server/draw-period.test.ts).
  (server.app.services.config.programme as { uploadClosesAt: string }).uploadClosesAt = minutesAgo(1).toISOString();
});
afterAll(async () => server?.close());

describe('recommendations', () => {
  it('lists every recommendation with its state: saved in step 3 counts, a register-form answer or a withdrawn entry does not', async () => {
    const res = await asReviewer.get<Envelope<Recommendation[]>>(`${API}/recommendations`);
    expect(res.status, res.text).toBe(200);
    const rows = res.body.data;
    expect(rows).toHaveLength(17);
    const stateOf = (uid: string) => rows.find((r) => r.recommended.uid === uid)?.state;
    expect(stateOf(viaStep3.uid)).toBe('successful');
    expect(stateOf(notSaved.uid)).toBe('not_saved');
    expect(stateOf(withdrawn.uid)).toBe('withdrawn');
    expect(rows.filter((r) => r.state === 'successful')).toHaveLength(15);
    // Step 3 stored when the number was saved.
    const step3 = rows.find((r) => r.recommended.uid === viaStep3.uid)!;
    expect(Date.now() - Date.parse(step3.recommendedAt!)).toBeLessThan(60_000);
    expect(step3.recommender).toMatchObject({ registrationNumber: recommenders[0]!.registrationNumber, name: '林美華（測試觀光協會）' });
    // Sorted by recommender, then recommended.
    const keys = rows.map((r) => `${r.recommender.registrationNumber} ${r.recommended.registrationNumber}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('gives the early-bird places to the first recommenders by their first successful recommendation, one place each', async () => {
    const rows = (await asEditor.get<Envelope<Recommendation[]>>(`${API}/recommendations`)).body.data;
    const places = rows.filter((r) => r.earlyBirdPlace !== null).sort((a, b) => a.earlyBirdPlace! - b.earlyBirdPlace!);
    // 14 recommenders with a successful recommendation (fewer than the 20 places): all of them, in time order.
    expect(places.map((r) => r.earlyBirdPlace)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(places.map((r) => r.recommender.registrationNumber)).toEqual(recommenders.map((r) => r.registrationNumber));
    expect(REWARD_PRIZES.earlyBirdCount).toBe(20);
  });
});

describe('the draw', () => {
  it('is not run yet: no draw, and the tickets a run would use (one per successful recommendation, sorted)', async () => {
    const res = await asReviewer.get<Envelope<DrawState>>(API);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.draw).toBeNull();
    const first = recommenders[0]!.registrationNumber;
    expect(res.body.data.tickets).toEqual([first, first, ...recommenders.slice(1).map((r) => r.registrationNumber)].sort());
    expect((await asReviewer.post(`${API}/verify`, { seed: SEED })).status).toBe(404);
    expect((await asEditor.post(`${API}/publish`)).status).toBe(404);
  });

  it('refuses a reviewer (403) and an empty seed (400 with the schema message)', async () => {
    const refused = await asReviewer.post<Envelope<null>>(`${API}/run`, { seed: SEED });
    expect(refused.status).toBe(403);
    const empty = await asEditor.post<Envelope<{ errors: { field: string; message: string }[] }>>(`${API}/run`, { seed: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors).toContainEqual({ field: 'seed', message: '請輸入抽獎種子' });
    expect(await count('reward_draw')).toBe(0);
  });

  it('runs once from the seed (editor): tickets and winners kept, the winners those of the algorithm, an audit row', async () => {
    const tickets = (await asEditor.get<Envelope<DrawState>>(API)).body.data.tickets;
    const res = await asEditor.post<Envelope<RewardDraw>>(`${API}/run`, { seed: ` ${SEED} ` });
    expect(res.status, res.text).toBe(200);
    drawn = res.body.data;
    expect(drawn.seed).toBe(SEED);
    expect(drawn.tickets).toEqual(tickets);
    const expected = drawWinners(SEED, tickets, REWARD_PRIZES.draw).winners;
    expect(drawn.winners.map(({ prize, registrationNumber }) => ({ prize, registrationNumber }))).toEqual(expected);
    expect(drawn.winners).toHaveLength(11);
    expect(new Set(drawn.winners.map((w) => w.registrationNumber)).size).toBe(11);
    expect(drawn.publishedAt).toBeNull();
    const audit = await db().selectFrom('audit_event').select(['action', 'actor_kind']).where('action', '=', 'draw.run').execute();
    expect(audit).toEqual([{ action: 'draw.run', actor_kind: 'staff' }]);
    expect((await asAdmin.get<Envelope<DrawState>>(API)).body.data.draw).toEqual(drawn);
  });

  it('is kept: a second run answers 409, and the row cannot be rewritten or deleted', async () => {
    const again = await asAdmin.post<Envelope<null>>(`${API}/run`, { seed: 'another seed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('重新驗算');
    await expect(db().updateTable('reward_draw').set({ seed: 'forged' }).execute()).rejects.toThrow(/kept as drawn/);
    await expect(db().deleteFrom('reward_draw').execute()).rejects.toThrow(/kept as drawn/);
    expect((await asAdmin.get<Envelope<DrawState>>(API)).body.data.draw).toEqual(drawn);
  });

  it('re-run from the same seed (any role, even a reviewer) gives the same winners; another seed does not', async () => {
    const same = await asReviewer.post<Envelope<Verification>>(`${API}/verify`, { seed: SEED });
    expect(same.status, same.text).toBe(200);
    expect(same.body.data).toEqual({ seed: SEED, sameWinners: true, winners: drawn.winners });
    const other = await asEditor.post<Envelope<Verification>>(`${API}/verify`, { seed: `${SEED}!` });
    expect(other.body.data.sameWinners).toBe(false);
    expect(other.body.data.winners).not.toEqual(drawn.winners);
  });
});

describe('publishing the result', () => {
  it('refuses a reviewer', async () => {
    expect((await asReviewer.post(`${API}/publish`)).status).toBe(403);
  });

  it('writes exactly one news draft (not public) with the winners masked, the seed and the list, and one letter per winner', async () => {
    const newsBefore = await count('news');
    const res = await asEditor.post<Envelope<Publication>>(`${API}/publish`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ lettersQueued: 11, alreadyPublished: false });
    expect(await count('news')).toBe(newsBefore + 1);
    const news = await db().selectFrom('news').selectAll().where('uid', '=', res.body.data.newsUid).executeTakeFirstOrThrow();
    expect(news).toMatchObject({ published: false, is_demo: false, category_slug: 'recommendation', deleted_at: null });
    expect(news.content).toContain(SEED);
    for (const w of drawn.winners) expect(news.content).toContain(w.registrationNumber);
    // The person among the recommenders is named masked; never in full.
    expect(news.content).toContain('林○華');
    expect(news.content).not.toContain('林美華');
    expect(news.content).toContain(REWARD_PRIZES.earlyBirdLabel);
    // Not on the public list.
    const publicList = await server.client().post<Envelope<{ uid: string }[]>>('/api/news/v1/list', { newsCategory: null });
    expect(publicList.body.data.map((n) => n.uid)).not.toContain(news.uid);
    expect((await server.client().get(`/api/news/v1/read/${news.uid}`)).status).toBe(404);
    // One letter per winner, to the winner's contact address.
    expect(await winnerLetters()).toBe(11);
    const letters = await db().selectFrom('mail_queue').select(['to_address', 'message']).where('kind', '=', 'draw-winner').execute();
    const emails = await db().selectFrom('registration').select('contact_email').where('registration_number', 'in', drawn.winners.map((w) => w.registrationNumber)).execute();
    expect(letters.map((l) => l.to_address).sort()).toEqual(emails.map((e) => e.contact_email).sort());
    const draw = (await asAdmin.get<Envelope<DrawState>>(API)).body.data.draw!;
    expect(draw).toMatchObject({ newsUid: news.uid, publishedAt: res.body.data.publishedAt });
    const actions = (await db().selectFrom('audit_event').select('action').where('action', 'in', ['draw.publish', 'news.create']).where('subject_uid', 'in', [news.uid, draw.uid]).execute()).map((a) => a.action);
    expect(actions.sort()).toEqual(['draw.publish', 'news.create']);
  });

  it('publishing again writes no second news item and sends no letter twice', async () => {
    const newsBefore = await count('news');
    const first = (await asAdmin.get<Envelope<DrawState>>(API)).body.data.draw!;
    const res = await asAdmin.post<Envelope<Publication>>(`${API}/publish`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ newsUid: first.newsUid, publishedAt: first.publishedAt, lettersQueued: 0, alreadyPublished: true });
    expect(await count('news')).toBe(newsBefore);
    expect(await winnerLetters()).toBe(11);
  });
});
