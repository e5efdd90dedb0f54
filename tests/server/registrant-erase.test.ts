// A withdrawn registrant asks for their personal data to be deleted (PDPA §3, issue 32): an admin erases it.
// What goes: ID number, birthday, contacts (the registration's and the receipt's copy), files, names, merits'
// texts, letters (queue and outbox). What stays: the row with its number, status, category, unit and edition,
// so the counts hold. Only a withdrawn entry; the withdrawal can then no longer be undone; audited; admin only.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASE_REFUSED_UNLESS_WITHDRAWN, REMOVED_MARKER } from '../../src/server/features/retention';
import { sealNationalId } from '../../src/server/features/registration/national-id';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { uploadFile } from './upload-fixtures';

let server: TestServer;
let person: TestRegistrant;
let stillIn: TestRegistrant;
let proofKey: string;
const as = {} as Record<'admin' | 'reviewer', { client: TestClient; staff: TestStaff }>;
type Answer = { code: number; message: string; data: Record<string, number> | null };

const db = () => server.app.services.db;
const erase = (who: keyof typeof as, uid: string, reason = '當事人 11/20 來信請求刪除') => as[who].client.post<Answer>(`/api/admin/v1/registrations/${uid}/erase`, { reason });

beforeAll(async () => {
  server = await startTestServer();
  const { pii, mail } = server.app.services;
  person = await createRegistrant(server.app, { entityType: 'individual' });
  stillIn = await createRegistrant(server.app, { entityType: 'individual', status: 'submitted' });
  await db().updateTable('registration').set({ ind_personal_id_number: sealNationalId(pii, person.uid, 'A123456789'), ind_birthday: '1980-01-01' }).where('uid', '=', person.uid).execute();
  const client = server.client();
  await signIn(client, person);
  const proof = await uploadFile(client, 'employment-proof', '在職證明.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_000, 7)]));
  await db().updateTable('registration').set({ certificate_employment_resource_uid: proof, status: 'withdrawn', previous_status: 'submitted' }).where('uid', '=', person.uid).execute();
  proofKey = (await db().selectFrom('resource').select('storage_key').where('uid', '=', proof).executeTakeFirstOrThrow()).storage_key;
  const { contact_email } = await db().selectFrom('registration').select('contact_email').where('uid', '=', person.uid).executeTakeFirstOrThrow();
  await mail.send({ kind: 'registration-created', to: contact_email, subject: '報名成功通知', text: '您的報名序號', html: '' });
  await mail.send({ kind: 'registration-created', to: 'someone-else@example.com', subject: '別人的信', text: '', html: '' });
  await mail.settled();
  as.admin = await signedInStaff(server, 'admin');
  as.reviewer = await signedInStaff(server, 'reviewer');
});
afterAll(async () => server?.close());

describe("erasing a withdrawn registrant's personal data at their request", () => {
  it('is refused for an entry that is not withdrawn, with a message, and changes nothing', async () => {
    const res = await erase('admin', stillIn.uid);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ERASE_REFUSED_UNLESS_WITHDRAWN);
    const row = await db().selectFrom('registration').select(['ind_name', 'contact_email']).where('uid', '=', stillIn.uid).executeTakeFirstOrThrow();
    expect(row.ind_name).toBe('林美華');
  });

  it('is refused to a reviewer, and asks for the request it answers', async () => {
    expect((await erase('reviewer', person.uid)).status).toBe(403);
    expect((await erase('admin', person.uid, '  ')).status).toBe(400);
  });

  it('removes the ID number, contacts, names, files and letters; keeps the row for the counts; cannot be undone; is audited', async () => {
    const countsBefore = await db().selectFrom('registration').select(({ fn }) => fn.countAll<string>().as('n')).where('status', '=', 'withdrawn').executeTakeFirstOrThrow();
    const emlBefore = (await readdir(server.app.services.config.outboxDir)).filter((n) => n.endsWith('.eml'));
    expect(emlBefore).toHaveLength(2);

    const res = await erase('admin', person.uid);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ nationalIds: 1, contacts: 1, files: 1, letters: 1, letterFiles: 1 });

    const row = await db().selectFrom('registration').selectAll().where('uid', '=', person.uid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ind_personal_id_number: null,
      ind_birthday: null,
      ind_name: REMOVED_MARKER,
      ind_job_title: null,
      contact_name: REMOVED_MARKER,
      contact_email: REMOVED_MARKER,
      contact_phone_number: REMOVED_MARKER,
      contact_address_line: REMOVED_MARKER,
      status: 'withdrawn',
      registration_number: person.registrationNumber,
      organization_name: '測試觀光協會',
      previous_status: null,
    });
    expect(await server.app.services.files.exists(proofKey)).toBe(false);
    expect(await db().selectFrom('mail_queue').select('id').where('to_address', '=', 'someone-else@example.com').execute()).toHaveLength(1);
    const emlAfter = (await readdir(server.app.services.config.outboxDir)).filter((n) => n.endsWith('.eml'));
    expect(emlAfter).toHaveLength(1);
    const countsAfter = await db().selectFrom('registration').select(({ fn }) => fn.countAll<string>().as('n')).where('status', '=', 'withdrawn').executeTakeFirstOrThrow();
    expect(countsAfter.n).toEqual(countsBefore.n);

    // The withdrawal stands: nothing is left to resume.
    const undo = await as.admin.client.post(`/api/admin/v1/registrations/${person.uid}/transition`, { action: 'UNDO', reason: '誤撤回' });
    expect(undo.status).toBeGreaterThanOrEqual(400);
    expect((await db().selectFrom('registration').select('status').where('uid', '=', person.uid).executeTakeFirstOrThrow()).status).toBe('withdrawn');

    const audit = await db().selectFrom('audit_event').selectAll().where('action', '=', 'registrant.erase').where('subject_uid', '=', person.uid).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_uid: as.admin.staff.uid });
    expect(audit[0]!.detail).toMatchObject({ reason: '當事人 11/20 來信請求刪除', nationalIds: 1, files: 1 });
  });
});
