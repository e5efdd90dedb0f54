// A registrant asks to read or copy everything held about them (PDPA §3, issue 32): an admin downloads one
// ZIP through a signed link — their files and receipts as the review's ZIP holds them, every field as stored
// with the national ID number opened, the letters sent to their address (the outbox's .eml too), and the
// audit rows about them. Only an admin may ask; the download is itself an audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealNationalId } from '../../src/server/features/registration/national-id';
import { STAFF_COOKIE } from '../../src/server/features/staff/staff-sessions';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { readZip } from '../helpers/zip-read';
import { uploadFile } from './upload-fixtures';

let server: TestServer;
let person: TestRegistrant;
const as = {} as Record<'admin' | 'reviewer', { client: TestClient; staff: TestStaff }>;
type LinkAnswer = { data: { url: string } };

beforeAll(async () => {
  server = await startTestServer();
  const { db, pii, mail } = server.app.services;
  person = await createRegistrant(server.app, { entityType: 'individual' });
  await db.updateTable('registration').set({ ind_personal_id_number: sealNationalId(pii, person.uid, 'A123456789') }).where('uid', '=', person.uid).execute();
  const client = server.client();
  await signIn(client, person);
  const proof = await uploadFile(client, 'employment-proof', '在職證明.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_000, 7)]));
  await db.updateTable('registration').set({ certificate_employment_resource_uid: proof }).where('uid', '=', person.uid).execute();
  const { contact_email } = await db.selectFrom('registration').select('contact_email').where('uid', '=', person.uid).executeTakeFirstOrThrow();
  await mail.send({ kind: 'registration-created', to: contact_email.toUpperCase(), subject: '報名成功通知', text: '您的報名序號', html: '' });
  await mail.send({ kind: 'registration-created', to: 'someone-else@example.com', subject: '別人的信', text: '', html: '' });
  as.admin = await signedInStaff(server, 'admin');
  as.reviewer = await signedInStaff(server, 'reviewer');
  // Something the log holds about them: a reviewer downloaded their files.
  const { url } = (await as.reviewer.client.post<LinkAnswer>(`/api/admin/v1/registrations/${person.uid}/zip-link`)).body.data;
  expect((await follow(url, 'reviewer')).status).toBe(200);
});
afterAll(async () => server?.close());

async function follow(url: string, who: keyof typeof as) {
  const res = await fetch(server.client().baseUrl + url, { headers: { cookie: `${STAFF_COOKIE}=${as[who].client.cookie(STAFF_COOKIE)}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("everything held about one registrant, for the registrant's request", () => {
  it('is one ZIP: files, receipts and summary, every field with the ID number opened, their letters, their audit rows', async () => {
    const link = await as.admin.client.post<LinkAnswer>(`/api/admin/v1/registrations/${person.uid}/personal-data-link`);
    expect(link.status, link.text).toBe(200);
    const got = await follow(link.body.data.url, 'admin');
    expect(got.status).toBe(200);
    expect(decodeURIComponent(got.headers.get('content-disposition') ?? '')).toContain(`${person.registrationNumber}-當事人資料.zip`);
    const zip = await readZip(got.bytes);
    const names = [...zip.keys()];
    expect(names.some((n) => n.includes('在職證明') || n.endsWith('.pdf'))).toBe(true);
    expect(names).toContain('報名資料摘要.pdf');

    const held = JSON.parse(zip.get('個人資料.json')!.toString('utf8')) as { registration: Record<string, unknown>; files: { original_filename: string }[] };
    expect(held.registration.ind_personal_id_number).toBe('A123456789');
    expect(held.registration.ind_name).toBe('林美華');
    expect(held.registration).not.toHaveProperty('access_code_hash');
    expect(held.files.map((f) => f.original_filename)).toContain('在職證明.pdf');

    const letters = zip.get('寄出信件.csv')!.toString('utf8');
    expect(letters).toContain('報名成功通知');
    expect(letters).not.toContain('別人的信');
    const eml = names.filter((n) => n.startsWith('寄出信件/') && n.endsWith('.eml'));
    expect(eml).toHaveLength(1);

    const audit = zip.get('操作紀錄.csv')!.toString('utf8');
    expect(audit).toContain('下載報名檔案壓縮檔');
    expect(audit).toContain(as.reviewer.staff.email);
  });

  it('is written in the audit log under the admin who downloaded it', async () => {
    const { url } = (await as.admin.client.post<LinkAnswer>(`/api/admin/v1/registrations/${person.uid}/personal-data-link`)).body.data;
    expect((await follow(url, 'admin')).status).toBe(200);
    const rows = await server.app.services.db.selectFrom('audit_event').selectAll().where('action', '=', 'registrant.export').where('subject_uid', '=', person.uid).execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((r) => r.actor_uid === as.admin.staff.uid)).toBe(true);
  });

  it('is refused to a reviewer, who may download the files for the review but not the registrant\'s whole record', async () => {
    const res = await as.reviewer.client.post(`/api/admin/v1/registrations/${person.uid}/personal-data-link`);
    expect(res.status).toBe(403);
  });
});
