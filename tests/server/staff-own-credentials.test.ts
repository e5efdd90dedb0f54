// Staff passwords and authenticators (issue 30, item 8) over real HTTP: a guessable password (a repeat, a
// common or breached one, the account's own words) is refused wherever one is set, with why; a staff
// member changes their own password (the current one first) and replaces their own authenticator app (the
// password and a current code first, then a code of the new app), which ends their other sessions and is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, inviteStaff, STAFF_PASSWORD, totpCode, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Refusal = { message: string; data: { errors: { field: string; message: string }[] } };
const db = () => server.app.services.db;
const audit = (action: string, uid: string) => db().selectFrom('audit_event').selectAll().where('action', '=', action).where('actor_uid', '=', uid).orderBy('id').execute();
/** Each test signs in from an address of its own: sign-in failures count per address. */
let address = 60;
const fromNewAddress = () => server.client({ localAddress: `127.0.0.${++address}` });

const STRONG = 'lantern orchard velvet 47 harbour';
const COMMON = 'iloveyou1234';
const REPEAT = 'aaaaaaaaaaaa';

/** The one field error of a 400: which field, and its message. */
function refusedOn(res: { status: number; body: unknown; text: string }, field: string): string {
  expect(res.status, res.text).toBe(400);
  const errors = (res.body as Refusal).data.errors;
  expect(errors.map((e) => e.field)).toEqual([field]);
  return errors[0]!.message;
}

/** Signs in with a recovery code (the app's next code stays free for the test). */
async function signIn(client: TestClient, staff: TestStaff, password = STAFF_PASSWORD, code = staff.recoveryCodes.shift()!) {
  return client.post('/api/admin/v1/auth/sign-in', { email: staff.email, password, code });
}

async function signedIn(role: TestStaff['role'] = 'juror') {
  const staff = await createStaff(server, role);
  const client = fromNewAddress();
  expect((await signIn(client, staff)).status).toBe(200);
  return { staff, client };
}

describe('a guessable password is refused at enrolment', () => {
  it.each([
    [REPEAT, '重複的字元'],
    [COMMON, '常見密碼'],
    ['password1234', '常見密碼'],
  ])('%s: 400 on password saying why and what to do; the link stays usable', async (password, why) => {
    const invited = await inviteStaff(server, 'reviewer');
    const client = server.client();
    const read = await client.post<{ data: { secret: string } }>('/api/admin/v1/enrolment/read', { token: invited.token });
    const res = await client.post('/api/admin/v1/enrolment/complete', { token: invited.token, password, totpCode: await totpCode(read.body.data.secret) });
    const message = refusedOn(res, 'password');
    expect(message).toContain(why);
    expect(message).toContain('容易被猜中');
    expect(message).toContain('密碼管理工具');
    // Nothing was spent: a strong password completes the same link.
    const done = await client.post('/api/admin/v1/enrolment/complete', { token: invited.token, password: STRONG, totpCode: await totpCode(read.body.data.secret, 1) });
    expect(done.status, done.text).toBe(200);
  });

  it('refuses a password made of the account e-mail', async () => {
    const invited = await inviteStaff(server, 'editor', `marigold.chen.${Date.now()}@example.org`);
    const client = server.client();
    const read = await client.post<{ data: { secret: string } }>('/api/admin/v1/enrolment/read', { token: invited.token });
    const res = await client.post('/api/admin/v1/enrolment/complete', { token: invited.token, password: invited.email, totpCode: await totpCode(read.body.data.secret) });
    refusedOn(res, 'password');
  });
});

describe('changing one’s own password', () => {
  it('needs the current password, refuses a guessable new one, then changes it, ends the other sessions and is audited', async () => {
    const { staff, client } = await signedIn('juror');
    const other = fromNewAddress();
    expect((await signIn(other, staff)).status).toBe(200);

    const wrong = await client.post('/api/admin/v1/account/password', { currentPassword: 'not the password!', newPassword: STRONG });
    expect(refusedOn(wrong, 'currentPassword')).toBe('目前的密碼不正確，請重新輸入');
    for (const weak of [REPEAT, COMMON]) {
      const res = await client.post('/api/admin/v1/account/password', { currentPassword: STAFF_PASSWORD, newPassword: weak });
      expect(refusedOn(res, 'newPassword')).toContain('容易被猜中');
    }
    expect(await audit('staff.password-changed', staff.uid)).toEqual([]);

    const changed = await client.post('/api/admin/v1/account/password', { currentPassword: STAFF_PASSWORD, newPassword: STRONG });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ data: { otherSessionsEnded: 1 } });
    // This session stays; the other one ended.
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(200);
    expect((await other.get('/api/admin/v1/auth/me')).status).toBe(401);
    const rows = await audit('staff.password-changed', staff.uid);
    expect(rows.map((r) => [r.subject_uid, r.detail])).toEqual([[staff.uid, { otherSessionsEnded: 1 }]]);

    // The old password no longer signs in; the new one does.
    const third = fromNewAddress();
    expect((await signIn(third, staff, STAFF_PASSWORD)).status).toBe(401);
    expect((await signIn(third, staff, STRONG)).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await server.client().post('/api/admin/v1/account/password', { currentPassword: STAFF_PASSWORD, newPassword: STRONG });
    expect(res.status).toBe(401);
  });
});

describe('replacing one’s own authenticator app', () => {
  it('needs the password and a current code, then a code of the new app; the old app stops, the recovery codes stay', async () => {
    const { staff, client } = await signedIn('reviewer');
    const other = fromNewAddress();
    expect((await signIn(other, staff)).status).toBe(200);

    const wrongPassword = await client.post('/api/admin/v1/account/authenticator/options', { password: 'not the password!', code: await totpCode(staff.secret, 1) });
    refusedOn(wrongPassword, 'password');
    const wrongCode = await client.post('/api/admin/v1/account/authenticator/options', { password: STAFF_PASSWORD, code: '000000' });
    expect(refusedOn(wrongCode, 'code')).toContain('驗證碼不正確');

    const options = await client.post<{ data: { handle: string; secret: string; otpauthUri: string; qrSvg: string } }>('/api/admin/v1/account/authenticator/options', {
      password: STAFF_PASSWORD,
      code: await totpCode(staff.secret, 1),
    });
    expect(options.status, options.text).toBe(200);
    const fresh = options.body.data;
    expect(fresh.secret).not.toBe(staff.secret);
    expect(fresh.otpauthUri).toContain(`secret=${fresh.secret}`);
    expect(fresh.qrSvg).toMatch(/^<svg/);
    // Nothing changed yet.
    expect(await audit('staff.authenticator-changed', staff.uid)).toEqual([]);

    // A code of the old app does not prove the new one.
    const oldCode = await client.post('/api/admin/v1/account/authenticator/change', { handle: fresh.handle, totpCode: await totpCode(staff.secret) });
    expect(refusedOn(oldCode, 'totpCode')).toContain('新的驗證器');

    const changed = await client.post('/api/admin/v1/account/authenticator/change', { handle: fresh.handle, totpCode: await totpCode(fresh.secret) });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ data: { otherSessionsEnded: 1 } });
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(200);
    expect((await other.get('/api/admin/v1/auth/me')).status).toBe(401);
    const rows = await audit('staff.authenticator-changed', staff.uid);
    expect(rows.map((r) => r.detail)).toEqual([{ replacedApp: true, otherSessionsEnded: 1 }]);

    // The handle worked once.
    const again = await client.post<{ message: string }>('/api/admin/v1/account/authenticator/change', { handle: fresh.handle, totpCode: await totpCode(fresh.secret, 1) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('這次更換已逾時或已完成，請重新開始更換驗證器');

    // The old app no longer signs in; the new one does; the recovery codes left still do.
    const third = fromNewAddress();
    expect((await signIn(third, staff, STAFF_PASSWORD, await totpCode(staff.secret, 1))).status).toBe(401);
    expect((await signIn(third, staff, STAFF_PASSWORD, await totpCode(fresh.secret, 1))).status).toBe(200);
    expect((await signIn(fromNewAddress(), staff)).status).toBe(200);
  });

  it('takes a recovery code as the current code, and refuses a handle of another account', async () => {
    const { staff, client } = await signedIn('editor');
    const options = await client.post<{ data: { handle: string; secret: string } }>('/api/admin/v1/account/authenticator/options', { password: STAFF_PASSWORD, code: staff.recoveryCodes.shift() });
    expect(options.status, options.text).toBe(200);
    const someoneElse = await signedIn('juror');
    const stolen = await someoneElse.client.post('/api/admin/v1/account/authenticator/change', { handle: options.body.data.handle, totpCode: await totpCode(options.body.data.secret) });
    expect(stolen.status).toBe(409);
    expect(await audit('staff.authenticator-changed', someoneElse.staff.uid)).toEqual([]);
  });
});
