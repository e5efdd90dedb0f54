// A registrant is never signed out by the short-lived access token (issue 13, section 1): on EVERY
// operation with a session, required or optional (the resource upload), a lapsed access token with a
// live refresh cookie answers 401/2007 and writes nothing; after POST /api/auth/v1/token the very same
// call succeeds. The list of operations comes from the contract, so a new one is covered (and needs a
// request below). Cookies of a session that is over stay anonymous on the optional upload.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../src/server/platform/contract/handler-types';
import { loadOperations, type Operation } from '../../src/server/platform/contract/operations';
import { ApiCode } from '../../src/shared/api-codes';
import { messages } from '../../src/shared/messages';
import { solveCaptcha } from '../helpers/captcha';
import { jpeg, pdf } from '../helpers/files';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient, TestResponse } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { groupBody, readLookups, register, updateBodyOf } from '../server/registration-fixtures';
import { API, b64, fillRequiredSet, uploadFile, type Envelope } from '../server/upload-fixtures';

// The submission comes last: it locks the registration, and its receipt exists only afterwards.
const LAST: Partial<Record<string, number>> = { registrationsConfirm: 1, registrationsReceipt: 2 };
/** Operations on Carol's registration (the submission); every other one acts on Alice's. */
const CAROLS = new Set(['registrationsConfirm', 'registrationsReceipt']);
// Registrant sessions (staff sessions have no refresh: tests/server/staff-sign-in.test.ts).
const withSession = loadOperations()
  .filter((op) => op.auth === 'required' || op.auth === 'optional')
  .sort((a, b) => (LAST[a.operationId] ?? 0) - (LAST[b.operationId] ?? 0));

/** One call: the path's id, and the JSON body or the multipart upload. */
interface Call {
  id?: string;
  body?: unknown;
  upload?: { fields: Record<string, string>; file: { name: string; content: Buffer } };
}

let server: TestServer;
/** Alice: a registration made through the API (so it can be updated); Carol: one ready to submit. */
let alice: TestRegistrant;
let carol: TestRegistrant;
let aliceUpdate: Record<string, unknown>;
/** Each registrant's own session, and a second session that watches what is stored. */
const as = new Map<'alice' | 'carol', { actor: TestClient; observer: TestClient }>();

beforeAll(async () => {
  server = await startTestServer();
  const visitor = server.client();
  const body = groupBody(await readLookups(visitor));
  const created = await register(visitor, body);
  expect(created.status, created.text).toBe(200);
  alice = created.body.data;
  aliceUpdate = updateBodyOf(body);
  carol = await createRegistrant(server.app);
  for (const [name, who] of [['alice', alice], ['carol', carol]] as const) {
    const actor = server.client();
    const observer = server.client();
    await signIn(actor, who);
    await signIn(observer, who);
    as.set(name, { actor, observer });
  }
  await fillRequiredSet(as.get('carol')!.actor, carol);
}, 60_000);
afterAll(async () => server?.close());

// Things the calls below act on, made with a live session just before the call.
const upload = (client: TestClient, purpose: string, name = 'a.jpg', content?: Buffer) =>
  uploadFile(client, purpose, name, content ?? pdf(purpose));
const photo = async (client: TestClient, purpose: string) => uploadFile(client, purpose, 'photo.jpg', await jpeg());
async function picture(client: TestClient, kind: 'pictures' | 'profession-pictures', purpose: string): Promise<string> {
  const res = await client.post<Envelope<{ uid: string }>>(`${API}/${kind}/create`, {
    registrationUid: alice.uid,
    pictureResourcesUid: await photo(client, purpose),
    pictureDescription: kind === 'pictures' ? '活動照片' : null,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.uid;
}

/** A request each operation answers 200 with a live session. A new operation fails the first test until it has one. */
const calls: Partial<Record<OperationId, (c: TestClient) => Promise<Call>>> = {
  authMe: async () => ({}),
  registrationsUpdate: async () => ({ id: alice.uid, body: aliceUpdate }),
  registrationsRead: async () => ({ id: alice.uid }),
  registrationsConfirm: async (c) => ({ id: carol.uid, body: { cfToken: await solveCaptcha(c) } }),
  registrationsReceipt: async () => ({ id: carol.uid }),
  registrationsSubmissionCheck: async () => ({ id: alice.uid }),
  achievementsRead: async () => ({ id: alice.uid }),
  achievementsCreate: async () => ({
    body: { registrationUid: alice.uid, year: 114, month: 3, achievementCategory: '{product}_tourism', description: b64('推動在地觀光') },
  }),
  achievementsDelete: async (c) => {
    const res = await c.post<Envelope<{ uid: string }>>(`${API}/achievements/create`, {
      registrationUid: alice.uid,
      year: 113,
      month: 1,
      achievementCategory: 'tech_progress',
      description: b64('將刪除的事蹟'),
    });
    return { id: res.body.data.uid };
  },
  picturesRead: async () => ({ id: alice.uid }),
  picturesCreate: async (c) => ({
    body: { registrationUid: alice.uid, pictureResourcesUid: await photo(c, 'tourism-photo'), pictureDescription: '活動照片' },
  }),
  picturesDelete: async (c) => ({ id: await picture(c, 'pictures', 'tourism-photo') }),
  registrationsValidateRecommendationNumber: async () => ({ body: { recommendationNumber: carol.registrationNumber } }),
  recommendationUpdate: async (c) => ({
    id: alice.uid,
    body: {
      referralMethod: 'self_registration',
      recommendationResourcesUid: await upload(c, 'recommendation-letter', '推薦書.pdf'),
      recommendationNumber: null,
      recommendationSource: '臺北市觀光協會',
    },
  }),
  recommendationRead: async () => ({ id: alice.uid }),
  certificateEmploymentRead: async () => ({ id: alice.uid }),
  certificateEmploymentUpdate: async (c) => ({
    id: alice.uid,
    body: { certificateEmploymentResourcesUid: await upload(c, 'employment-proof', '在職證明.pdf') },
  }),
  selfIntroductionRead: async () => ({ id: alice.uid }),
  selfIntroductionUpdate: async () => ({ id: alice.uid, body: { selfIntroductionResourcesUid: null } }),
  professionPicturesRead: async () => ({ id: alice.uid }),
  professionPicturesCreate: async (c) => ({
    body: { registrationUid: alice.uid, pictureResourcesUid: await photo(c, 'workplace-photo'), pictureDescription: null },
  }),
  professionPicturesDelete: async (c) => ({ id: await picture(c, 'profession-pictures', 'workplace-photo') }),
  // A photo that anyone may send with a security token, sent without one: the case that used to be
  // taken for an anonymous visitor ("complete the security check").
  resourcesCreate: async () => ({ upload: { fields: { purpose: 'tourism-photo' }, file: { name: 'event.jpg', content: await jpeg() } } }),
  resourcesDownload: async (c) => ({ id: await photo(c, 'workplace-photo') }),
};

function send(client: TestClient, op: Operation, call: Call): Promise<TestResponse<Envelope<unknown>>> {
  const url = call.id ? op.path.replace(/\{\w+\}/, call.id) : op.path;
  if (call.upload) return client.upload(url, call.upload.fields, call.upload.file);
  return op.method === 'GET' ? client.get(url) : client.post(url, call.body ?? {});
}

/** Lapses the access token of this client's session only, as time would (the refresh cookie names the session). */
async function lapseAccess(client: TestClient) {
  const sessionId = client.cookie('ta_refresh')!.split('.')[0]!;
  await server.app.services.db.updateTable('session').set({ access_expires_at: new Date(Date.now() - 1000) }).where('id', '=', sessionId).execute();
}

/** What is stored for a registration, read through another live session, and the files on record. */
async function stored(observer: TestClient, uid: string): Promise<unknown> {
  const reads = withSession.filter((op) => op.method === 'GET' && op.owner?.kind === 'registration' && op.operationId !== 'registrationsReceipt');
  const out: Record<string, string> = {};
  for (const op of reads) out[op.operationId] = (await send(observer, op, { id: uid })).text;
  const files = await server.app.services.db.selectFrom('resource').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { out, files: Number(files.n) };
}

describe('the contract', () => {
  it('has a request here for every operation with a session, the optional upload included', () => {
    expect(withSession.map((op) => op.operationId).filter((id) => !calls[id as OperationId])).toEqual([]);
    expect(withSession.some((op) => op.auth === 'optional')).toBe(true);
  });
});

describe.each(withSession.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it('answers a lapsed access token 401/2007 and writes nothing; after the refresh the same call succeeds', async () => {
    const who = CAROLS.has(op.operationId) ? 'carol' : 'alice';
    const { actor, observer } = as.get(who)!;
    const call = await calls[op.operationId as OperationId]!(actor);
    const uid = who === 'carol' ? carol.uid : alice.uid;
    const before = await stored(observer, uid);

    await lapseAccess(actor);
    const expired = await send(actor, op, call);
    expect(expired.status, expired.text).toBe(401);
    expect(expired.body).toMatchObject({ code: ApiCode.tokenExpired, data: null });
    expect(await stored(observer, uid)).toEqual(before);

    const renewed = await actor.post('/api/auth/v1/token', { grantType: 'refreshToken' });
    expect(renewed.status, renewed.text).toBe(200);
    const again = await send(actor, op, call);
    expect(again.status, again.text).toBe(200);
  });
});

describe('the optional-session upload', () => {
  it('after the refresh, stores the file as the registrant’s', async () => {
    const { actor } = as.get('alice')!;
    const call = await calls.resourcesCreate!(actor);
    await lapseAccess(actor);
    expect((await send(actor, withSession.find((op) => op.operationId === 'resourcesCreate')!, call)).body.code).toBe(ApiCode.tokenExpired);
    await actor.post('/api/auth/v1/token', { grantType: 'refreshToken' });
    const res = await actor.upload<Envelope<{ uid: string }>>('/api/resources/v1/create', { purpose: 'tourism-photo' }, { name: 'e.jpg', content: await jpeg() });
    expect(res.status, res.text).toBe(200);
    const row = await server.app.services.db.selectFrom('resource').select('owner_registration_uid').where('uid', '=', res.body.data.uid).executeTakeFirstOrThrow();
    expect(row.owner_registration_uid).toBe(alice.uid);
  });

  it('treats cookies of a session that is over as no session: anonymous, with the security check', async () => {
    const client = server.client();
    await signIn(client, alice);
    await client.get('/api/auth/v1/sign-out');
    client.setCookie('ta_access', 'a-token-of-a-session-that-ended');
    client.setCookie('ta_refresh', `${randomUUID()}.ended`);
    const withoutToken = await client.upload<Envelope<unknown>>('/api/resources/v1/create', { purpose: 'tourism-photo' }, { name: 'e.jpg', content: await jpeg() });
    expect(withoutToken.status).toBe(400);
    expect(withoutToken.body.message).toBe(messages.pleaseCompleteCaptchaFirst);
    const res = await client.upload<Envelope<{ uid: string }>>(
      '/api/resources/v1/create',
      { purpose: 'tourism-photo', cfToken: await solveCaptcha(client) },
      { name: 'e.jpg', content: await jpeg() },
    );
    expect(res.status, res.text).toBe(200);
    const row = await server.app.services.db.selectFrom('resource').select('owner_registration_uid').where('uid', '=', res.body.data.uid).executeTakeFirstOrThrow();
    expect(row.owner_registration_uid).toBeNull();
  });
});
