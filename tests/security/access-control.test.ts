// Access control generated from the contract (issue 7), so a new route in openapi/openapi.yaml is
// covered without editing this file:
//   - every operation with a path parameter that is not public content demands a session and ownership;
//   - every operation that needs a session answers an anonymous visitor, a forged session and a
//     signed-out (replayed) session 401 and no data;
//   - every operation naming a registrant's thing, by path (x-owner) or by body (x-owner-body), answers
//     another registrant 403 and a missing id 404;
//   - another registrant's calls on alice's things change nothing: everything alice can read reads the
//     same before and after bob has called every owned operation with her ids;
//   - every staff operation (x-roles, issue 17) answers anonymous visitors and registrants 401, each role
//     it lists gets past the checks (neither 401 nor 403), every other role 403; and every registrant
//     operation answers a caller who holds only a staff session 401.
//   - every tus route of the resumable upload (x-protocol: tus) answers callers without a registrant session
//     401 and another registrant 404 on an upload that is not theirs.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PREFIX, loadOperations, readContract, type Operation, type OwnerKind } from '../../src/server/platform/contract/operations';
import { jpeg } from '../helpers/files';
import { STAFF_ROLES, type StaffRole } from '../../src/server/platform/contract/roles';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

const operations = loadOperations();
const secured = operations.filter((op) => op.auth === 'required');
const owned = operations.filter((op) => op.owner);
const ownedByBody = operations.filter((op) => op.ownerBody);
const withPathParams = operations.filter((op) => op.params.some((p) => p.in === 'path'));
const staffOnly = operations.filter((op) => op.roles && op.roles.length > 0);

let server: TestServer;
let alice: TestRegistrant;
let asAlice: TestClient;
let asBob: TestClient;
/** A client signed in as staff of each role. */
const asRole = {} as Record<StaffRole, TestClient>;
/** One thing of each kind that belongs to alice. */
const alices: Partial<Record<OwnerKind, string>> = {};

beforeAll(async () => {
  server = await startTestServer();
  alice = await createRegistrant(server.app);
  const bob = await createRegistrant(server.app);
  asAlice = server.client();
  await signIn(asAlice, alice);
  asBob = server.client();
  await signIn(asBob, bob);

  const upload = await asAlice.upload<{ data: { uid: string } }>('/api/resources/v1/create', { purpose: 'workplace-photo' }, { name: 'a.jpg', content: await jpeg() });
  expect(upload.status).toBe(200);
  const db = server.app.services.db;
  for (const role of STAFF_ROLES) asRole[role] = (await signedInStaff(server, role)).client;
  alices.registration = alice.uid;
  alices.resource = upload.body.data.uid;
  alices.achievement = randomUUID();
  await db.insertInto('achievement').values({ uid: alices.achievement, registration_uid: alice.uid, category: 'tech_progress', year: 114, month: 1, description: '示範' }).execute();
  for (const [kind, table] of [['picture', 'picture'], ['profession-picture', 'profession_picture']] as const) {
    const uid = randomUUID();
    await db.insertInto(table).values({ uid, registration_uid: alice.uid, resource_uid: upload.body.data.uid, description: '說明', order_index: 0 }).execute();
    alices[kind] = uid;
  }
});
afterAll(async () => server?.close());

/** The operation's address naming `id`, by default alice's thing of the kind it owns (else her registration). */
const urlFor = (op: Operation, id: string = alices[op.owner?.kind ?? 'registration'] ?? alice.uid) => op.path.replace(/\{\w+\}/, id);
const call = (client: TestClient, op: Operation, url: string = urlFor(op), body: unknown = {}) =>
  op.method === 'GET' ? client.get<{ data: unknown }>(url) : client.post<{ data: unknown }>(url, body);

/** Everything alice can read about her own registration, as text. */
async function aliceSees(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const op of owned.filter((o) => o.method === 'GET')) out[op.operationId] = (await call(asAlice, op)).text;
  return out;
}

describe('the contract', () => {
  it('has secured and owned operations to walk', () => {
    expect(secured.length).toBeGreaterThan(15);
    expect(owned.length).toBeGreaterThan(15);
    expect(ownedByBody.length).toBeGreaterThanOrEqual(3);
  });

  it('guards every path parameter that is not public content with a session and an owner', () => {
    for (const op of withPathParams) {
      const isPublic = op.params.filter((p) => p.in === 'path').every((p) => p.public);
      if (isPublic) {
        expect(op.method, `${op.operationId}: public content is read-only`).toBe('GET');
        continue;
      }
      if (op.auth === 'staff') {
        expect(op.roles?.length, `${op.operationId}: a staff operation lists its roles`).toBeGreaterThan(0);
        continue;
      }
      expect(op.auth, `${op.operationId} needs a session`).toBe('required');
      expect(op.owner, `${op.operationId} needs x-owner`).toBeDefined();
    }
    expect(owned.length).toBeGreaterThan(15);
  });
});

describe.each(secured.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it('answers an anonymous visitor 401 and no data', async () => {
    const res = await call(server.client(), op);
    expect(res.status).toBe(401);
    expect(res.body.data).toBeNull();
  });
});

describe('sessions that are not live', () => {
  const sessions: Record<string, () => Promise<TestClient>> = {
    forged: async () => {
      const c = server.client();
      c.setCookie('ta_access', 'forged-access-token');
      c.setCookie('ta_refresh', `${randomUUID()}.forged`);
      return c;
    },
    'signed out': async () => {
      const c = server.client();
      await signIn(c, alice);
      const cookies = [c.cookie('ta_access')!, c.cookie('ta_refresh')!];
      await c.get('/api/auth/v1/sign-out');
      const replay = server.client();
      replay.setCookie('ta_access', cookies[0]);
      replay.setCookie('ta_refresh', cookies[1]);
      return replay;
    },
  };
  it.each(Object.keys(sessions))('a %s session gets 401 and no data on every secured operation', async (kind) => {
    const client = await sessions[kind]!();
    for (const op of secured) {
      const res = await call(client, op);
      expect(res.status, op.operationId).toBe(401);
      expect(res.body.data, op.operationId).toBeNull();
    }
  });
});

describe.each(owned.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it('answers another registrant 403 and no data', async () => {
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

describe('another registrant', () => {
  it("changes nothing of alice's by calling every owned operation with her ids", async () => {
    const before = await aliceSees();
    expect(Object.keys(before).length).toBeGreaterThan(5);
    // The body names alice's registration too (the operations that take one check it: x-owner-body).
    const body = { registrationUid: alice.uid, selfIntroductionResourcesUid: null, certificateEmploymentResourcesUid: null, cfToken: 'x' };
    for (const op of owned) {
      const res = await call(asBob, op, urlFor(op), op.method === 'GET' ? undefined : body);
      expect(res.status, op.operationId).toBe(403);
    }
    expect(await aliceSees()).toEqual(before);
  });
});

describe('staff operations (x-roles)', () => {
  it('are every operation under /api/admin/ but the open door (sign-in, sign-out, enrolment), and only those', () => {
    expect(staffOnly.length).toBeGreaterThanOrEqual(5);
    for (const op of operations) {
      const isAdmin = op.path.startsWith(ADMIN_PREFIX);
      expect(op.roles !== undefined, `${op.operationId}: x-roles exactly under ${ADMIN_PREFIX}`).toBe(isAdmin);
      if (op.roles?.length === 0) expect(op.auth, op.operationId).toBe('none');
      if (op.roles?.length) expect(op.auth, op.operationId).toBe('staff');
    }
  });
});

/**
 * A staff operation's address: any path parameter names nobody's thing (a fresh uuid), so no call changes anything.
 * An enumerated one takes a valid value (a judging stage; a film, whose restore changes nothing while it is built in).
 */
const ENUMERATED: Record<string, string> = { stage: '1', kind: 'promo' };
const staffUrl = (op: Operation) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => ENUMERATED[name] ?? randomUUID());

describe.each(staffOnly.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it('answers an anonymous visitor 401 and no data', async () => {
    const res = await call(server.client(), op, staffUrl(op));
    expect(res.status).toBe(401);
    expect(res.body.data).toBeNull();
  });

  it('answers a signed-in registrant 401: a registrant session never opens a staff operation', async () => {
    const res = await call(asAlice, op, staffUrl(op));
    expect(res.status).toBe(401);
    expect(res.body.data).toBeNull();
  });

  it.each(STAFF_ROLES.map((role) => [role] as const))('as %s: past the checks when x-roles lists the role, else 403', async (role) => {
    const res = await call(asRole[role], op, staffUrl(op));
    if (op.roles!.includes(role)) {
      expect(res.status, res.text).not.toBe(401);
      expect(res.status, res.text).not.toBe(403);
    } else {
      expect(res.status).toBe(403);
      expect(res.body.data).toBeNull();
    }
  });
});

describe('a caller holding only a staff session', () => {
  it.each(STAFF_ROLES.map((role) => [role] as const))('as %s gets 401 and no data on every registrant operation that needs a session', async (role) => {
    for (const op of secured) {
      const res = await call(asRole[role], op);
      expect(res.status, op.operationId).toBe(401);
      expect(res.body.data, op.operationId).toBeNull();
    }
  });
});

/**
 * The tus routes (x-protocol: tus): served by their own plugin, not the loader, so walked here from the
 * contract: every one answers a caller without a live registrant session 401, and another registrant
 * 404 on alice's upload (which stays as it was).
 */
type RawOp = { operationId: string; 'x-protocol'?: string };
const tusOperations = Object.entries(readContract().paths as unknown as Record<string, Record<string, RawOp>>).flatMap(([path, item]) =>
  Object.entries(item).filter(([method, raw]) => method !== 'parameters' && raw['x-protocol'] === 'tus').map(([method, raw]) => ({ path, method: method.toUpperCase(), operationId: raw.operationId })),
);

describe('resumable uploads (x-protocol: tus)', () => {
  let aliceUpload = '';
  const tusCall = (client: TestClient | null, op: { path: string; method: string }, id = aliceUpload) => {
    const cookie = client ? [...(client as unknown as { jar: Map<string, string> }).jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
    const headers: Record<string, string> = { cookie, 'Tus-Resumable': '1.0.0', 'Upload-Length': '1000', 'Upload-Offset': '0', 'Upload-Metadata': `purpose ${Buffer.from('self-introduction-video').toString('base64')},filename ${Buffer.from('a.mp4').toString('base64')}` };
    if (op.method === 'PATCH') headers['Content-Type'] = 'application/offset+octet-stream';
    return fetch(server.url + op.path.replace('{id}', id), { method: op.method, headers, body: op.method === 'PATCH' ? Buffer.alloc(10) : undefined });
  };
  const offset = async () => (await tusCall(asAlice, { path: '/api/resources/v1/resumable/{id}', method: 'HEAD' })).headers.get('upload-offset');

  beforeAll(async () => {
    const res = await tusCall(asAlice, { path: '/api/resources/v1/resumable', method: 'POST' });
    expect(res.status).toBe(201);
    aliceUpload = res.headers.get('location')!.split('/').pop()!;
  });

  it('declares creation, offset, append and cancel', () => {
    expect(tusOperations.map((op) => op.method).sort()).toEqual(['DELETE', 'HEAD', 'PATCH', 'POST']);
  });

  it.each(tusOperations.map((op) => [op.operationId, op] as const))('%s answers 401 without a registrant session (anonymous, forged, staff)', async (_id, op) => {
    const forged = server.client();
    forged.setCookie('ta_access', 'forged-access-token');
    for (const client of [null, forged, asRole.admin]) expect((await tusCall(client, op)).status).toBe(401);
  });

  it.each(tusOperations.filter((op) => op.path.includes('{id}')).map((op) => [op.operationId, op] as const))("%s answers another registrant 404 on alice's upload, changing nothing", async (_id, op) => {
    expect((await tusCall(asBob, op)).status).toBe(404);
    expect(await offset()).toBe('0');
  });
});
