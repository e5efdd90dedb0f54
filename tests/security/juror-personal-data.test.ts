// A juror never receives a national ID number, contact data, a birthday or a tax id (issue 28), checked on
// every answer of every operation the contract lets a juror call, walked from the contract: path parameters
// name the juror's assigned entry (or one of its files), bodies are the valid ones a juror sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, type Operation } from '../../src/server/platform/contract/operations';
import { sealNationalId } from '../../src/server/features/registration/national-id';
import { solveCaptcha } from '../helpers/captcha';
import { pdfText } from '../helpers/pdf-text';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, fillRequiredSet } from '../server/upload-fixtures';

const NATIONAL_ID = 'A123456789';
const jurorOps = loadOperations().filter((op) => op.roles?.includes('juror'));

let server: TestServer;
let who: TestRegistrant;
let juror: TestClient;
let fileUid: string;
let personal: string[];

beforeAll(async () => {
  server = await startTestServer();
  who = await createRegistrant(server.app, { entityType: 'individual' });
  const db = server.app.services.db;
  await db.updateTable('registration').set({ ind_personal_id_number: sealNationalId(server.app.services.pii, who.uid, NATIONAL_ID), ind_birthday: '1980-05-17' }).where('uid', '=', who.uid).execute();
  const client = server.client();
  await signIn(client, who);
  await fillRequiredSet(client, who);
  expect((await client.post(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) })).status).toBe(200);
  await db.updateTable('registration').set({ status: 'eligible' }).where('uid', '=', who.uid).execute();
  const row = await db.selectFrom('registration').selectAll().where('uid', '=', who.uid).executeTakeFirstOrThrow();
  personal = [NATIONAL_ID, '1980-05-17', row.contact_name, row.contact_phone_number, row.contact_email, row.contact_address_line];
  fileUid = (await db.selectFrom('resource').select('uid').where('owner_registration_uid', '=', who.uid).where('purpose', '=', 'tourism-photo').executeTakeFirstOrThrow()).uid;
  juror = (await signedInStaff(server, 'juror')).client;
  const admin = (await signedInStaff(server, 'admin')).client;
  expect((await juror.post('/api/admin/v1/judging/declaration', { affiliations: [], pledge: true })).status).toBe(200);
  expect((await admin.post('/api/admin/v1/judging/1/settings', { jurorsPerEntry: 1, scoringClosesAt: null })).status).toBe(200);
  expect((await admin.post('/api/admin/v1/judging/1/assign', {})).status).toBe(200);
});
afterAll(async () => server?.close());

/** The juror's own entry and files in the path; a valid body for each write. */
const urlOf = (op: Operation) => op.path.replace('{stage}', '1').replace('{uid}', op.operationId === 'judgingFile' ? fileUid : who.uid);
const BODIES: Record<string, unknown> = {
  judgingDeclarationSave: { affiliations: [], pledge: true },
  judgingSheetSave: { scores: { service: 8 }, comment: '草稿' },
  judgingConflictDeclare: { reason: '測試' },
};

describe('what a juror receives', () => {
  it('walks every operation a juror may call', () => {
    expect(jurorOps.map((op) => op.operationId)).toEqual(expect.arrayContaining(['judgingMyEntries', 'judgingEntryRead', 'judgingFile', 'judgingDossier', 'staffMe']));
  });

  it.each(jurorOps.filter((op) => op.operationId !== 'judgingConflictDeclare').map((op) => [op.operationId, op] as const))('%s carries no personal data of the entry', async (_id, op) => {
    const res = op.method === 'GET' ? await juror.get(urlOf(op)) : await juror.post(urlOf(op), BODIES[op.operationId] ?? {});
    expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
    // A PDF's text is compressed: read it as a reader would.
    const cookie = juror.cookie('ta_staff');
    const body = (res.headers.get('content-type') ?? '').includes('application/pdf')
      ? await pdfText(new Uint8Array(await (await fetch(server.url + urlOf(op), { headers: { cookie: `ta_staff=${cookie}` } })).arrayBuffer()))
      : res.text;
    if (op.operationId === 'judgingDossier') expect(body).toContain(who.registrationNumber);
    for (const value of personal) expect(body.includes(value), `${op.operationId} carries ${value}`).toBe(false);
  });
});
