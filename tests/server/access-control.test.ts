// Access control generated from the contract (issue 7): every operation that needs a session is
// called anonymously (401), and every operation naming a registrant's thing — by path (x-owner) or
// by body (x-owner-body) — is called by another registrant (403) and with a missing id (404). A new
// route in openapi/openapi.yaml is covered without editing this test.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, type Operation, type OwnerKind } from '../../src/server/contract/operations';
import { jpeg } from '../helpers/files';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

const operations = loadOperations();
const secured = operations.filter((op) => op.auth === 'required');
const owned = operations.filter((op) => op.owner);
const ownedByBody = operations.filter((op) => op.ownerBody);

let server: TestServer;
let alice: TestRegistrant;
let bob: TestRegistrant;
let asBob: TestClient;
/** One thing of each kind that belongs to alice. */
const alices: Partial<Record<OwnerKind, string>> = {};

beforeAll(async () => {
  server = await startTestServer();
  alice = await createRegistrant(server.app);
  bob = await createRegistrant(server.app);
  const asAlice = server.client();
  await signIn(asAlice, alice);
  asBob = server.client();
  await signIn(asBob, bob);

  const upload = await asAlice.upload<{ data: { uid: string } }>('/api/resources/v1/create', { purpose: 'workplace-photo' }, { name: 'a.jpg', content: await jpeg() });
  expect(upload.status).toBe(200);
  const db = server.app.services.db;
  alices.registration = alice.uid;
  alices.resource = upload.body.data.uid;
  alices.achievement = randomUUID();
  await db.insertInto('achievement').values({ uid: alices.achievement, registration_uid: alice.uid, category: 'tech_progress', year: 114, month: 1, description: '示範' }).execute();
  for (const [kind, table] of [['picture', 'picture'], ['profession-picture', 'profession_picture']] as const) {
    const uid = randomUUID();
    await db.insertInto(table).values({ uid, registration_uid: alice.uid, resource_uid: upload.body.data.uid, description: null, order_index: 0 }).execute();
    alices[kind] = uid;
  }
});
afterAll(async () => server?.close());

function urlFor(op: Operation, id: string): string {
  return op.path.replace(/\{\w+\}/, id);
}

async function call(client: TestClient, op: Operation, url: string, body: unknown = {}) {
  return op.method === 'GET' ? client.get<{ data: unknown }>(url) : client.post<{ data: unknown }>(url, body);
}

describe('the contract is covered', () => {
  it('has secured and owned operations to walk', () => {
    expect(secured.length).toBeGreaterThan(15);
    expect(owned.length).toBeGreaterThan(15);
    expect(ownedByBody.length).toBeGreaterThanOrEqual(3);
  });
});

describe.each(secured.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it('answers an anonymous visitor 401 and no data', async () => {
    const res = await call(server.client(), op, urlFor(op, alices[op.owner?.kind ?? 'registration'] ?? alice.uid));
    expect(res.status).toBe(401);
    expect(res.body.data).toBeNull();
  });
});

describe.each(owned.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it("answers another registrant 403 and no data", async () => {
    const id = alices[op.owner!.kind];
    expect(id, `no ${op.owner!.kind} fixture`).toBeDefined();
    const res = await call(asBob, op, urlFor(op, id!));
    expect(res.status).toBe(403);
    expect(res.body.data).toBeNull();
  });

  it('answers a missing id 404 (or 403 for a registration that is not yours)', async () => {
    const res = await call(asBob, op, urlFor(op, randomUUID()));
    expect(res.status).toBe(op.owner!.kind === 'registration' ? 403 : 404);
    expect(res.body.data).toBeNull();
  });
});

describe.each(ownedByBody.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it("refuses a body naming another registrant's registration with 403", async () => {
    const res = await call(asBob, op, op.path, { [op.ownerBody!]: alice.uid });
    expect(res.status).toBe(403);
    expect(res.body.data).toBeNull();
  });
});
