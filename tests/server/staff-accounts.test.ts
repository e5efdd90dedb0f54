// An admin manages staff (issue 17) over real HTTP: the invitation letter through the mail queue with
// its one-time link, a role change and a disabling that end every session of the account at once, and
// an admin cannot do either to themselves. Each change leaves its audit row. Issue 29 (item 7): an
// invitation sent again (a new link, the old one dead), a disabled account enabled again, and a lost
// authenticator reset (every factor cleared, sessions ended, a new link mailed).
import { readdir, readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasskeyStaff, passkeySignIn } from '../helpers/passkey-staff';
import { createStaff, enrol, signedInStaff, staffSignIn, tokenOf, totpCode, type TestStaff } from '../helpers/staff';
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

/** The text of the newest letter of `kind` to `email`. */
async function letterTo(email: string, kind = 'staff-invite'): Promise<string> {
  await server.app.services.mail.settled();
  const dir = server.config.outboxDir;
  // The file names start with the time they were written: the last one is the newest.
  for (const file of (await readdir(dir)).filter((f) => f.includes(`-${kind}-`)).sort().reverse()) {
    const mail = await simpleParser(await readFile(`${dir}/${file}`));
    if (mail.text?.includes(email)) return mail.text;
  }
  throw new Error(`no ${kind} letter to ${email}`);
}

const linkIn = (letter: string) => letter.match(/https?:\/\/[^\s"<]+\/admin\/enrol#[A-Za-z0-9_-]{43}/)?.[0];

describe('invite', () => {
  it('mails a one-time enrolment link that the invited person enrols with', async () => {
    const email = 'new.reviewer@example.org';
    const res = await asAdmin.post<{ data: { uid: string; state: string; role: string } }>('/api/admin/v1/staff/invite', { email, displayName: '新審查委員', role: 'reviewer' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'invited', role: 'reviewer' });
    const link = linkIn(await letterTo(email));
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

type Member = { data: { uid: string; state: string; email: string } };

describe('resend an invitation', () => {
  it('mails a new link; the old one is dead and the new one enrols', async () => {
    const email = 'slow.reader@example.org';
    const invited = await asAdmin.post<Member>('/api/admin/v1/staff/invite', { email, displayName: '晚讀信的人', role: 'editor' });
    expect(invited.status, invited.text).toBe(200);
    const uid = invited.body.data.uid;
    const first = linkIn(await letterTo(email))!;

    const res = await asAdmin.post<Member>(`/api/admin/v1/staff/${uid}/resend-invitation`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ uid, state: 'invited' });
    const letter = await letterTo(email);
    const second = linkIn(letter)!;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(letter).toContain('先前寄出的啟用連結已失效');

    const old = await server.client().post<{ message: string }>('/api/admin/v1/enrolment/read', { token: tokenOf(first) });
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('啟用連結無效、已使用或已過期，請向管理員索取新的連結');
    const staff = await enrol(server.client(), tokenOf(second), email, 'editor', uid);
    expect((await staffSignIn(server.client(), staff)).status).toBe(200);
    const [row] = await auditRows('staff.invitation-resent', uid);
    expect(row).toMatchObject({ actor_uid: admin.uid, detail: { email } });
  });

  it('refuses an account that has enrolled (409), and a reviewer (403)', async () => {
    const active = await createStaff(server, 'editor');
    const res = await asAdmin.post<{ message: string }>(`/api/admin/v1/staff/${active.uid}/resend-invitation`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('此帳號已完成設定，無須重寄邀請；若驗證器遺失，請改用「重設驗證方式」');
    const { client } = await signedInStaff(server, 'reviewer');
    expect((await client.post(`/api/admin/v1/staff/${active.uid}/resend-invitation`)).status).toBe(403);
  });
});

describe('enable again', () => {
  it('a disabled person signs in again once enabled', async () => {
    const { staff } = await signedInStaff(server, 'reviewer');
    expect((await asAdmin.post(`/api/admin/v1/staff/${staff.uid}/disable`)).status).toBe(200);
    expect((await staffSignIn(server.client(), staff, staff.recoveryCodes[0])).status).toBe(401);

    const res = await asAdmin.post<Member>(`/api/admin/v1/staff/${staff.uid}/enable`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.state).toBe('active');
    const client = server.client();
    expect((await staffSignIn(client, staff, staff.recoveryCodes[1])).status).toBe(200);
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(200);
    const [row] = await auditRows('staff.enabled', staff.uid);
    expect(row).toMatchObject({ actor_uid: admin.uid, detail: { email: staff.email } });
  });

  it('an invitation disabled before it was used can be sent again once enabled', async () => {
    const email = 'paused.invitee@example.org';
    const uid = (await asAdmin.post<Member>('/api/admin/v1/staff/invite', { email, displayName: '暫停的受邀者', role: 'reviewer' })).body.data.uid;
    expect((await asAdmin.post(`/api/admin/v1/staff/${uid}/disable`)).status).toBe(200);
    expect((await asAdmin.post<Member>(`/api/admin/v1/staff/${uid}/enable`)).body.data.state).toBe('invited');
    expect((await asAdmin.post(`/api/admin/v1/staff/${uid}/resend-invitation`)).status).toBe(200);
    const staff = await enrol(server.client(), tokenOf(linkIn(await letterTo(email))!), email, 'reviewer', uid);
    expect((await staffSignIn(server.client(), staff)).status).toBe(200);
  });
});

describe('reset a lost authenticator', () => {
  it('clears the app, the recovery codes and the passkeys, ends every session and mails a link that enrols again', async () => {
    const { client, staff } = await signedInStaff(server, 'editor');
    const res = await asAdmin.post<Member>(`/api/admin/v1/staff/${staff.uid}/reset-2fa`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.state).toBe('invited');
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(401);
    // Neither the old app's codes nor a recovery code signs in any more.
    expect((await staffSignIn(server.client(), staff, await totpCode(staff.secret, 1))).status).toBe(401);
    expect((await staffSignIn(server.client(), staff, staff.recoveryCodes[0])).status).toBe(401);

    const letter = await letterTo(staff.email, 'staff-2fa-reset');
    expect(letter).toContain('重新設定');
    const again = await enrol(server.client(), tokenOf(linkIn(letter)!), staff.email, 'editor', staff.uid);
    expect(again.secret).not.toBe(staff.secret);
    const signedIn = server.client();
    expect((await staffSignIn(signedIn, again)).status).toBe(200);
    expect((await signedIn.get('/api/admin/v1/auth/me')).status).toBe(200);

    const [row] = await auditRows('staff.second-factor-reset', staff.uid);
    expect(row).toMatchObject({ actor_uid: admin.uid, detail: { email: staff.email } });
  });

  it('a passkey of the account no longer signs in after the reset', async () => {
    const staff = await createPasskeyStaff(server, 'reviewer');
    expect((await passkeySignIn(server.client(), staff.email, staff.authenticator)).status).toBe(200);
    expect((await asAdmin.post(`/api/admin/v1/staff/${staff.uid}/reset-2fa`)).status).toBe(200);
    expect((await passkeySignIn(server.client(), staff.email, staff.authenticator)).status).toBe(401);
    expect((await staffSignIn(server.client(), { ...staff, secret: '' }, staff.recoveryCodes[0])).status).toBe(401);
  });

  it("refuses the admin's own account (409)", async () => {
    const res = await asAdmin.post<{ message: string }>(`/api/admin/v1/staff/${admin.uid}/reset-2fa`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('無法重設自己的驗證方式，請由另一位管理員操作');
    expect((await asAdmin.get('/api/admin/v1/auth/me')).status).toBe(200);
  });
});
