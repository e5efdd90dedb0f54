// The API answers as its contract says (issue 14): every operation with a body answers malformed JSON
// with the documented 400 envelope in zh-TW, every 400 message is zh-TW (no Ajv English such as
// "must be <= 100"), and every state-changing operation lists the 403 a cross-site write gets.
import { STAFF_ROLES, type StaffRole } from '../../src/server/platform/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, readContract } from '../../src/server/platform/contract/operations';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Envelope = { code: number; message: string; data: { errors?: { field: string; message: string }[] } | null };

const CJK = /[\u4e00-\u9fff]/;
const operations = loadOperations();
const withBody = operations.filter((op) => op.body);
const writes = operations.filter((op) => op.method !== 'GET');

let server: TestServer;
let client: TestClient;
let who: TestRegistrant;
/** Staff of each role: staff operations (x-roles) check who calls before the body. */
const asRole = {} as Record<StaffRole, TestClient>;
beforeAll(async () => {
  server = await startTestServer();
  who = await createRegistrant(server.app);
  client = server.client();
  await signIn(client, who);
  for (const role of STAFF_ROLES) asRole[role] = (await signedInStaff(server, role)).client;
});
afterAll(async () => server?.close());

/** The operation's path with the signed-in registrant's uid in every path parameter (a judging stage: 1). */
const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'stage' ? '1' : who.uid));

/** A 400 in the contract's BadRequest shape, every text in it zh-TW. */
function expectZhTwBadRequest(res: { status: number; body: Envelope }, where: string) {
  expect(res.status, where).toBe(400);
  expect(res.body.message, where).toMatch(CJK);
  expect(Array.isArray(res.body.data?.errors), where).toBe(true);
  expect(res.body.data!.errors!.length, where).toBeGreaterThan(0);
  for (const e of res.body.data!.errors!) expect(e.message, `${where} ${e.field}: ${e.message}`).toMatch(CJK);
}

describe('the contract', () => {
  it('lists the 403 of a refused cross-site write on every state-changing operation', () => {
    const doc = readContract() as unknown as { paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>> };
    expect(writes.length).toBeGreaterThan(10);
    for (const op of writes) {
      const responses = doc.paths[op.path]![op.method.toLowerCase()]!.responses;
      expect(responses['403']?.$ref, op.operationId).toBe('#/components/responses/WriteForbidden');
    }
  });

  it('lists the 400 envelope on every operation with a body', () => {
    const doc = readContract() as unknown as { paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>> };
    for (const op of withBody) {
      expect(doc.paths[op.path]![op.method.toLowerCase()]!.responses['400']?.$ref, op.operationId).toBe('#/components/responses/BadRequest');
    }
  });
});

describe('over HTTP', () => {
  it('answers malformed JSON on every operation with a body with the zh-TW 400 envelope', async () => {
    expect(withBody.length).toBeGreaterThan(10);
    for (const op of withBody) {
      for (const body of ['{"a":', '{', 'not json', '{"a":1,}']) {
        const res = await client.request<Envelope>(op.method, urlOf(op.path), { body, headers: { 'content-type': 'application/json' } });
        expectZhTwBadRequest(res, `${op.operationId} ${body}`);
      }
    }
  });

  it('answers an empty JSON body where one is required with the zh-TW 400 envelope', async () => {
    for (const op of withBody.filter((o) => o.body!.required && o.body!.mediaType === 'application/json')) {
      const res = await client.request<Envelope>(op.method, urlOf(op.path), { body: '', headers: { 'content-type': 'application/json' } });
      expectZhTwBadRequest(res, op.operationId);
    }
  });

  it('answers bodies of the wrong shape on every JSON operation in zh-TW only', async () => {
    for (const op of withBody.filter((o) => o.body!.mediaType === 'application/json')) {
      // An operation that names its registration in the body checks that it is yours first (403).
      const owned = op.ownerBody ? { [op.ownerBody]: who.uid } : {};
      const bodies = op.ownerBody ? [{ ...owned, unknownField: 1 }, owned] : [[], 42, 'text', { unknownField: 1 }];
      for (const body of bodies) {
        const res = await (op.roles?.length ? asRole[op.roles[0]!] : client).post<Envelope>(urlOf(op.path), body);
        expectZhTwBadRequest(res, `${op.operationId} ${JSON.stringify(body)}`);
      }
    }
  });

  it('answers out-of-range values with zh-TW messages, never Ajv English', async () => {
    const samples: [string, unknown][] = [
      ['/api/news/v1/list', { newsCategory: 'x'.repeat(100) }],
      ['/api/news/v1/list', { newsCategory: 12 }],
      ['/api/registrations/v1/achievements/create', { registrationUid: who.uid, year: 1000, month: 13, achievementCategory: 'nope', description: '' }],
      ['/api/registrations/v1/achievements/create', { registrationUid: who.uid, year: 'x', month: 0.5, achievementCategory: 1, description: 'x'.repeat(3000) }],
      ['/api/registrations/v1/validate-recommendation-number', { recommendationNumber: 'x'.repeat(500) }],
      ['/api/registrations/v1/validate-recommendation-number', { recommendationNumber: 5 }],
    ];
    for (const [path, body] of samples) {
      const res = await client.post<Envelope>(path, body);
      expectZhTwBadRequest(res, `${path} ${JSON.stringify(body).slice(0, 80)}`);
      for (const e of res.body.data!.errors!) expect(e.message).not.toMatch(/\bmust\b|should|NaN|undefined/);
    }
    for (const query of [`organizationCategory=x&keyword=${'k'.repeat(60)}`, 'organizationCategory=']) {
      const res = await client.get<Envelope>(`/api/common/v1/list-vendor?${query}`);
      expectZhTwBadRequest(res, query);
    }
  });

  it('refuses a cross-site write with the listed 403 envelope', async () => {
    const res = await client.post<Envelope>('/api/news/v1/list', {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(CJK);
    expect(res.body.data).toBeNull();
  });
});
