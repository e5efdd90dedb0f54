// An admin manages staff (issue 17) over real HTTP: the invitation letter through the mail queue with
// its one-time link, a role change and a disabling that end every session of the account at once, and
// an admin cannot do either to themselves. Each change leaves its audit row.
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, enrol, signedInStaff, staffSignIn, tokenOf, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let asAdmin: TestClient;
let admin: TestStaff;
beforeAll(async () => {
  server = await startTestServer();
  ({ client: asAdmin, staff: admin } = await signedInStaff(server, 'admin'));
});
afterAll(async () => server?.close());

const auditRows = (action: string, uid: string) =>
  server.app.services.db.selectFrom('audit_event').selectAll().where('action', '=', action).where('subject_uid', '=', uid).execute();

async function letterTo(email: string): Promise<string> {
  await server.app.services.mail.settled();
  const dir = server.config.outboxDir;
  for (const file of (await readdir(dir)).filter((f) => f.includes('staff-invite'))) {
    const text = await readFile(`${dir}/${file}`, 'utf8');
    if (text.includes(email)) return text;
  }
  throw new Error(`no invitation to ${email}`);
}

describe('invite', () => {
  it('mails a one-time enrolment link that the invited person enrols with', async () => {
    const email = 'new.reviewer@example.org';
    const res = await asAdmin.post<{ data: { uid: string; state: string; role: string } }>('/api/admin/v1/staff/invite', { email, displayName: '新審查委員', role: 'reviewer' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'invited', role: 'reviewer' });
    const letter = (await letterTo(email)).replace(/=\r?\n/g, '');
    const link = letter.match(/https?:\/\/[^\s"<]+\/admin\/enrol#[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
    const staff = await enrol(server.client(), tokenOf(link!), email, 'reviewer', res.body.data.uid);
    expect((await staffSignIn(server.client(), staff)).status).toBe(200);
    expect(await auditRows('staff.invited', res.body.data.uid)).toHaveLength(1);

    const list = await asAdmin.get<{ data: { email: string; state: string }[] }>('/api/admin/v1/staff/list');
    expect(list.body.data.find((m) => m.email === email)?.state).toBe('active');
  });

  it('refuses an e-mail already in use, in any case, with 409', async () => {
    const res = await asAdmin.post<{ message: string }>('/api/admin/v1/staff/invite', { email: admin.email.toUpperCase(), displayName: '重複', role: 'editor' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('此電子郵件已有工作人員帳號');
  });

  it('answers a malformed e-mail and an unknown role in zh-TW', async () => {
    const res = await asAdmin.post<{ data: { errors: { field: string; message: string }[] } }>('/api/admin/v1/staff/invite', { email: 'not-an-email', displayName: '某人', role: 'owner' });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: '請輸入有效的電子郵件地址' },
        { field: 'role', message: '請選擇角色' },
      ]),
    );
  });
});

describe('role change and disabling', () => {
  it('a role change ends every session of the account and takes effect at the next sign-in', async () => {
    const { client, staff } = await signedInStaff(server, 'editor');
    const second = server.client();
    expect((await staffSignIn(second, staff, staff.recoveryCodes[0])).status).toBe(200);
    const res = await asAdmin.post<{ data: { role: string } }>(`/api/admin/v1/staff/${staff.uid}/role`, { role: 'reviewer' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.role).toBe('reviewer');
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(401);
    expect((await second.get('/api/admin/v1/auth/me')).status).toBe(401);
    const again = server.client();
    expect((await staffSignIn(again, staff, staff.recoveryCodes[1])).status).toBe(200);
    expect((await again.get<{ data: { role: string } }>('/api/admin/v1/auth/me')).body.data.role).toBe('reviewer');
    const [row] = await auditRows('staff.role-changed', staff.uid);
    expect(row?.detail).toEqual({ from: 'editor', to: 'reviewer' });
  });

  it('disabling ends every session and refuses later sign-ins', async () => {
    const { client, staff } = await signedInStaff(server, 'reviewer');
    const res = await asAdmin.post<{ data: { state: string } }>(`/api/admin/v1/staff/${staff.uid}/disable`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.state).toBe('disabled');
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(401);
    expect((await staffSignIn(server.client(), staff, staff.recoveryCodes[0])).status).toBe(401);
    expect(await auditRows('staff.disabled', staff.uid)).toHaveLength(1);
  });

  it('an admin can neither change their own role nor disable themselves (409), and an unknown uid is 404', async () => {
    expect((await asAdmin.post(`/api/admin/v1/staff/${admin.uid}/role`, { role: 'editor' })).status).toBe(409);
    expect((await asAdmin.post(`/api/admin/v1/staff/${admin.uid}/disable`)).status).toBe(409);
    expect((await asAdmin.post('/api/admin/v1/staff/00000000-0000-4000-8000-000000000000/disable')).status).toBe(404);
    expect((await asAdmin.get<{ data: { role: string } }>('/api/admin/v1/auth/me')).body.data.role).toBe('admin');
  });

  it('a reviewer may not manage staff (403)', async () => {
    const target = await createStaff(server, 'editor');
    const { client } = await signedInStaff(server, 'reviewer');
    expect((await client.post(`/api/admin/v1/staff/${target.uid}/disable`)).status).toBe(403);
    expect((await client.get('/api/admin/v1/staff/list')).status).toBe(403);
  });
});
