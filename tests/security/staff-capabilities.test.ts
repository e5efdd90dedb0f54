// What a staff role may see inside an answer (the contract's x-capabilities, issue 27), walked from the
// contract so a new staff read is covered without editing this file: every staff read operation (GET, and
// the POST lists and summaries), called by every role its x-roles lets through on a submitted individual
// registration with a national ID number and files, answers no property a capability the role lacks
// names; and the exports carry the national ID column only for a role holding exportNationalId.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, type Operation } from '../../src/server/platform/contract/operations';
import { sealNationalId } from '../../src/server/features/registration/national-id';
import { STAFF_CAPABILITIES, type StaffCapability } from '../../src/shared/generated/staff-capabilities';
import { hasCapability } from '../../src/shared/staff-capabilities';
import { STAFF_ROLES, type StaffRole } from '../../src/server/platform/contract/roles';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, fillRequiredSet } from '../server/upload-fixtures';

const NATIONAL_ID = 'A123456789';
/** Staff operations that only read: every GET, and the POSTs that list, count or search. */
const reads = loadOperations().filter((op) => op.roles?.length && (op.method === 'GET' || /\/(list|summary)$/.test(op.path)));

let server: TestServer;
let who: TestRegistrant;
const asRole = {} as Record<StaffRole, TestClient>;

beforeAll(async () => {
  server = await startTestServer();
  who = await createRegistrant(server.app, { entityType: 'individual' });
  await server.app.services.db
    .updateTable('registration')
    .set({ ind_personal_id_number: sealNationalId(server.app.services.pii, who.uid, NATIONAL_ID), ind_birthday: '1980-05-17' })
    .where('uid', '=', who.uid)
    .execute();
  const client = server.client();
  await signIn(client, who);
  await fillRequiredSet(client, who);
  expect((await client.post(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) })).status).toBe(200);
  // Every role the contract knows: a read that lists one is walked as it.
  for (const role of STAFF_ROLES) asRole[role] = (await signedInStaff(server, role)).client;
  // The juror declared and was given the entry (its reads are then answered, not refused).
  await asRole.juror.post('/api/admin/v1/judging/declaration', { affiliations: [], pledge: true });
  await server.app.services.db.updateTable('registration').set({ status: 'eligible' }).where('uid', '=', who.uid).execute();
  await asRole.admin.post('/api/admin/v1/judging/1/assign', {});
});
afterAll(async () => server?.close());

/** The operation's address: a registration's path names the submitted one; anything else a fresh id. */
const urlOf = (op: Operation) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'stage' ? '1' : op.path.startsWith('/api/admin/v1/registrations/') || op.path.includes('/entries/') ? who.uid : '00000000-0000-4000-8000-000000000000'));

/** Every non-null value of a property named `field` anywhere in `value`, with its path. */
function carried(value: unknown, field: string, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => carried(item, field, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(key === field && inner !== null ? [`${path}.${key}`] : []),
    ...carried(inner, field, `${path}.${key}`),
  ]);
}

describe('the capability table', () => {
  it('names only roles and fields, and holds the reads to walk', () => {
    expect(reads.map((op) => op.operationId)).toEqual(expect.arrayContaining(['adminRegistrationRead', 'adminRegistrationsList', 'adminWinnerCandidates']));
    for (const capability of Object.values(STAFF_CAPABILITIES)) expect(capability.roles.length).toBeGreaterThan(0);
  });
});

describe.each(reads.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it.each(op.roles!.map((role) => [role] as const))('as %s: carries nothing a capability the role lacks names', async (role) => {
    const res = op.method === 'GET' ? await asRole[role].get(urlOf(op)) : await asRole[role].post(urlOf(op), {});
    expect(res.status, res.text).not.toBe(403);
    if (!(res.headers.get('content-type') ?? '').includes('application/json')) return; // a file: readFiles is x-roles' matter
    const lacking = (Object.keys(STAFF_CAPABILITIES) as StaffCapability[]).filter((c) => !hasCapability(role, c));
    const found = lacking.flatMap((c) => STAFF_CAPABILITIES[c].fields.flatMap((field) => carried(JSON.parse(res.text), field).map((at) => `${c}: ${at}`)));
    expect(found).toEqual([]);
    if (!hasCapability(role, 'readNationalId')) expect(res.text).not.toContain(NATIONAL_ID);
  });
});

describe('the exports', () => {
  it.each(['admin', 'reviewer'] as const)('as %s carry the national ID column exactly when the role holds exportNationalId', async (role) => {
    const res = await asRole[role].post('/api/admin/v1/exports/csv', {});
    expect(res.status, res.text).toBe(200);
    expect(res.text.includes(NATIONAL_ID)).toBe(hasCapability(role, 'exportNationalId'));
  });

  it('lets a role read the registration it may see: the editor its brief, the reviewer the entry', async () => {
    const editor = await asRole.editor.get<{ data: { brief: { uid: string }; applicant: unknown } }>(`/api/admin/v1/registrations/${who.uid}`);
    expect(editor.body.data.brief.uid).toBe(who.uid);
    expect(editor.body.data.applicant).toBeNull();
    const reviewer = await asRole.reviewer.get<{ data: { applicant: { registration: { indPersonalIdNumber: string } } } }>(`/api/admin/v1/registrations/${who.uid}`);
    expect(reviewer.body.data.applicant.registration.indPersonalIdNumber).toBe(NATIONAL_ID);
  });
});
