// Staff sign-in (issue 17) over real HTTP: enrolment by link, e-mail + password + authenticator code
// for every role, recovery codes once each, one 401 for every wrong part, sessions with their idle and
// absolute limits, throttling, and the audit rows.
import { sql } from 'kysely';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '../../src/server/features/staff/staff-sessions';
import { sha256 } from '../../src/server/platform/security/tokens';
import { createStaff, enrol, STAFF_PASSWORD, staffSignIn, tokenOf, totpCode, type TestStaff } from '../helpers/staff';
import { createStaffAccount } from '../../src/server/features/staff/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const audit = (action: string, uid: string) =>
  server.app.services.db.selectFrom('audit_event').selectAll().where('action', '=', action).where((eb) => eb.or([eb('actor_uid', '=', uid), eb('subject_uid', '=', uid)])).execute();

describe('enrolment', () => {
  it('shows the secret as an otpauth URI, a QR code drawn here and text; then answers ten recovery codes once', async () => {
    const services = server.app.services;
    const invitation = await services.db.transaction().execute((trx) =>
      createStaffAccount(trx, services, { email: 'Reader@Example.org', displayName: '讀者', role: 'reviewer' }, { kind: 'system', label: 'test' }),
    );
    expect(invitation.link).toMatch(new RegExp(`^${server.config.publicUrl}/admin/enrol#[A-Za-z0-9_-]{43}$`));
    const client = server.client();
    const token = tokenOf(invitation.link);
    const read = await client.post<{ data: { otpauthUri: string; qrSvg: string; secret: string; role: string } }>('/api/admin/v1/enrolment/read', { token });
    expect(read.status).toBe(200);
    expect(read.body.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(read.body.data.otpauthUri).toContain(`secret=${read.body.data.secret}`);
    expect(read.body.data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(read.body.data.role).toBe('reviewer');

    const wrongCode = await client.post('/api/admin/v1/enrolment/complete', { token, password: STAFF_PASSWORD, totpCode: '000000' });
    expect(wrongCode.status).toBe(401);
    const weak = await client.post<{ data: { errors: { field: string; message: string }[] } }>('/api/admin/v1/enrolment/complete', { token, password: 'short', totpCode: await totpCode(read.body.data.secret) });
    expect(weak.status).toBe(400);
    expect(weak.body.data.errors).toEqual([{ field: 'password', message: '密碼至少需 12 個字元' }]);

    const staff = await enrol(client, token, 'Reader@Example.org', 'reviewer', invitation.account.uid);
    expect(staff.recoveryCodes).toHaveLength(10);
    expect(new Set(staff.recoveryCodes).size).toBe(10);
    // The link worked once.
    expect((await client.post('/api/admin/v1/enrolment/read', { token })).status).toBe(404);
    // Stored: hashes and a sealed secret, never the values.
    const row = await services.db.selectFrom('staff_account').selectAll().where('uid', '=', staff.uid).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$ln=15,r=8,p=1\$/);
    expect(row.totp_secret).not.toContain(staff.secret);
    const codes = await services.db.selectFrom('staff_recovery_code').select('code_hash').where('staff_uid', '=', staff.uid).execute();
    expect(codes.map((c) => c.code_hash).join()).not.toContain(staff.recoveryCodes[0]!);
    expect(await audit('staff.enrolled', staff.uid)).toHaveLength(1);
  });

  it('answers an unknown token 404', async () => {
    const res = await server.client().post('/api/admin/v1/enrolment/read', { token: 'A'.repeat(43) });
    expect(res.status).toBe(404);
  });
});

/** The code of the last step the account used (enrolment's or a sign-in's). */
async function codeOfUsedStep(staff: TestStaff) {
  const row = await server.app.services.db.selectFrom('staff_account').select('totp_last_step').where('uid', '=', staff.uid).executeTakeFirstOrThrow();
  return generate({ secret: staff.secret, epoch: Number(row.totp_last_step) * 30 });
}

describe('sign-in', () => {
  let staff: TestStaff;
  beforeAll(async () => {
    staff = await createStaff(server, 'editor');
  });

  it('answers the same 401 for a wrong e-mail, password or code, and for a code used before', async () => {
    const client = server.client({ localAddress: '127.0.0.5' });
    const answers = [
      await staffSignIn(client, { ...staff, email: 'nobody@example.org' }),
      await client.post('/api/admin/v1/auth/sign-in', { email: staff.email, password: 'wrong password!', code: await totpCode(staff.secret, 1) }),
      await staffSignIn(client, staff, '000000'),
      // The code of the step enrolment used, with a wrong password: nothing tells it was a right code.
      await client.post('/api/admin/v1/auth/sign-in', { email: staff.email, password: 'wrong password!', code: await codeOfUsedStep(staff) }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(2002);
      expect(res.body.message).toBe('電子郵件、密碼或驗證碼不正確，請重新輸入');
      expect(res.body.data).toBeNull();
    }
    expect(client.cookie(STAFF_COOKIE)).toBeUndefined();
    expect((await audit('staff.sign-in-failed', staff.uid)).length).toBeGreaterThanOrEqual(2);
  });

  it('right after enrolment, the code still on screen with the right password is refused as just used: wait for the next one', async () => {
    // Issue 29 (item 6): enrolment spent the code on screen; the first sign-in typing it again must
    // not get the message that says something was wrong.
    const fresh = await createStaff(server, 'reviewer');
    const justUsed = await codeOfUsedStep(fresh);
    const res = await staffSignIn(server.client(), fresh, justUsed);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('這組驗證碼剛才已使用過，請等驗證器 App 顯示下一組驗證碼後再輸入');
    expect(res.body.data).toBeNull();
    const wrongPassword = await server.client().post<{ message: string }>('/api/admin/v1/auth/sign-in', { email: fresh.email, password: 'wrong password!', code: justUsed });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.message).toBe('電子郵件、密碼或驗證碼不正確，請重新輸入');
    // The next code signs in.
    expect((await staffSignIn(server.client(), fresh)).status).toBe(200);
    const reasons = (await audit('staff.sign-in-failed', fresh.uid)).map((r) => r.detail);
    expect(reasons).toEqual(expect.arrayContaining([{ reason: 'code-reused' }, { reason: 'password' }]));
  });

  it('signs in with the next code, sets an httpOnly SameSite=Strict cookie on /api/admin, refuses that code again', async () => {
    const client = server.client();
    const code = await totpCode(staff.secret, 1);
    const res = await staffSignIn(client, staff, code);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ uid: staff.uid, email: staff.email, role: 'editor' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/admin(;|$)/);
    expect((await client.get<{ data: { role: string } }>('/api/admin/v1/auth/me')).body.data.role).toBe('editor');

    const replay = await staffSignIn(server.client(), staff, code);
    expect(replay.status).toBe(401);
    expect(await audit('staff.sign-in', staff.uid)).toHaveLength(1);

    const out = await client.post('/api/admin/v1/auth/sign-out');
    expect(out.status).toBe(200);
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(401);
    expect(await audit('staff.sign-out', staff.uid)).toHaveLength(1);
  });

  it('takes a recovery code in place of the authenticator code, once', async () => {
    const code = staff.recoveryCodes[3]!;
    const first = await staffSignIn(server.client(), staff, code.toLowerCase().replace('-', ' '));
    expect(first.status, first.text).toBe(200);
    const again = await staffSignIn(server.client(), staff, code);
    expect(again.status).toBe(401);
    const rows = await audit('staff.sign-in', staff.uid);
    expect(rows.at(-1)!.detail).toEqual({ method: 'recovery-code' });
  });

  it('refuses a disabled account with the same 401', async () => {
    const other = await createStaff(server, 'reviewer');
    await server.app.services.db.updateTable('staff_account').set({ disabled_at: new Date() }).where('uid', '=', other.uid).execute();
    const res = await staffSignIn(server.client(), other);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('電子郵件、密碼或驗證碼不正確，請重新輸入');
  });
});

describe('session lifetime', () => {
  const db = () => server.app.services.db;
  const sessionOf = async (client: ReturnType<TestServer['client']>) =>
    db().selectFrom('staff_session').selectAll().where('id_hash', '=', sha256(client.cookie(STAFF_COOKIE)!)).executeTakeFirstOrThrow();

  it('lasts 12 hours at most and ends after 30 minutes without a request', async () => {
    const staff = await createStaff(server, 'reviewer');
    const client = server.client();
    expect((await staffSignIn(client, staff)).status).toBe(200);
    const session = await sessionOf(client);
    expect(new Date(session.expires_at).getTime() - new Date(session.created_at).getTime()).toBe(12 * 3600_000);

    // 29 minutes idle: still on, and the request counts as activity again.
    await db().updateTable('staff_session').set({ last_seen_at: new Date(Date.now() - 29 * 60_000) }).where('id_hash', '=', session.id_hash).execute();
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(200);
    expect(Date.now() - new Date((await sessionOf(client)).last_seen_at).getTime()).toBeLessThan(60_000);

    // 31 minutes idle: over.
    await db().updateTable('staff_session').set({ last_seen_at: new Date(Date.now() - 31 * 60_000) }).where('id_hash', '=', session.id_hash).execute();
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(401);
  });

  it('counts the idle time from the last request, not from the last one that wrote the time down (issue 30)', async () => {
    const staff = await createStaff(server, 'reviewer');
    const client = server.client();
    expect((await staffSignIn(client, staff)).status).toBe(200);
    const idHash = sha256(client.cookie(STAFF_COOKIE)!);
    /** Moves the session's times back by `ms`: as if that much time had passed since. */
    const wait = (ms: number) =>
      db()
        .updateTable('staff_session')
        .set({ last_seen_at: sql`last_seen_at - make_interval(secs => ${ms / 1000})`, created_at: sql`created_at - make_interval(secs => ${ms / 1000})` })
        .where('id_hash', '=', idHash)
        .execute();
    // A request 59 s after the sign-in, then 29 min 30 s without one: 29½ minutes idle, still on.
    await wait(59_000);
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(200);
    await wait(29.5 * 60_000);
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(200);
    // Then 30 min 30 s without a request: over.
    await wait(30.5 * 60_000);
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(401);
  });

  it('ends at its absolute expiry however active it was', async () => {
    const staff = await createStaff(server, 'editor');
    const client = server.client();
    expect((await staffSignIn(client, staff)).status).toBe(200);
    const session = await sessionOf(client);
    await db().updateTable('staff_session').set({ expires_at: new Date(Date.now() - 1000), last_seen_at: new Date() }).where('id_hash', '=', session.id_hash).execute();
    expect((await client.get('/api/admin/v1/auth/me')).status).toBe(401);
  });
});

describe('throttling', () => {
  it('answers 429 in zh-TW after five failures on one account from one address, while other addresses still get in', async () => {
    const staff = await createStaff(server, 'reviewer');
    const client = server.client({ localAddress: '127.0.0.9' });
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/admin/v1/auth/sign-in', { email: staff.email, password: `wrong password ${i}`, code: '123456' });
      expect(res.status).toBe(401);
    }
    const refused = await staffSignIn(client, staff);
    expect(refused.status).toBe(429);
    // The wait is what is left of the 15-minute window the first failure opened.
    expect(secondsToWait(refused.body.message)).toBeGreaterThan(14 * 60);
    expect(secondsToWait(refused.body.message)).toBeLessThanOrEqual(15 * 60);
    const elsewhere = await staffSignIn(server.client({ localAddress: '127.0.0.10' }), staff);
    expect(elsewhere.status).toBe(200);
  });
});

/** The wait a 429 names: 「嘗試次數過多，請於 14 分 58 秒後再試」, 「…請於 15 分鐘後再試」, 「…請於 40 秒後再試」. */
function secondsToWait(message: string): number {
  const m = /^嘗試次數過多，請於 (?:(\d+) 分(?:鐘| (\d+) 秒)|(\d+) 秒)後再試$/.exec(message);
  expect(m, message).not.toBeNull();
  return Number(m![1] ?? 0) * 60 + Number(m![2] ?? m![3] ?? 0);
}

describe('the throttle names the wait', () => {
  it('says the minutes and seconds left of the window that is full', async () => {
    const staff = await createStaff(server, 'editor');
    const client = server.client({ localAddress: '127.0.0.11' });
    for (let i = 0; i < 5; i++) await client.post('/api/admin/v1/auth/sign-in', { email: staff.email, password: `wrong password ${i}`, code: '123456' });
    // The window of this address and account ends in 2 min 5 s (as if the first failure were 12:55 ago).
    await server.app.services.db
      .updateTable('rate_limit')
      .set({ window_ends_at: sql<Date>`now() + interval '125 seconds'` })
      .where('key', '=', `staff-login:account-ip:${staff.email}|127.0.0.11`)
      .execute();
    const refused = await staffSignIn(client, staff);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^嘗試次數過多，請於 2 分 \d+ 秒後再試$/);
    expect(secondsToWait(refused.body.message)).toBeGreaterThan(120);
    expect(secondsToWait(refused.body.message)).toBeLessThanOrEqual(125);
  });
});
