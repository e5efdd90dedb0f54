// The staff second factor under attack (issue 30): a cap on wrong codes per account from all addresses
// together (item 1) and the same work whatever part of a sign-in is wrong (item 2).
import { readdir, readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { slowChecks } from '../../src/server/features/staff/slow-checks';
import { staffMessages } from '../../src/server/features/staff/staff-messages';
import { THROTTLE } from '../../src/server/platform/guards/throttle';
import { createStaff, STAFF_PASSWORD, staffSignIn, type TestStaff } from '../helpers/staff';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const signIn = (address: string, body: { email: string; password: string; code: string }) =>
  server.client({ localAddress: address }).post<{ code: number; message: string; data: unknown }>('/api/admin/v1/auth/sign-in', body);

/** The text of the letter of `kind` to `email` (as in tests/server/staff-accounts.test.ts). */
async function letterTo(email: string, kind: string): Promise<string> {
  await server.app.services.mail.settled();
  const dir = server.config.outboxDir;
  for (const file of (await readdir(dir)).filter((f) => f.includes(`-${kind}-`))) {
    const mail = await simpleParser(await readFile(`${dir}/${file}`));
    if (mail.text?.includes(email)) return mail.text;
  }
  throw new Error(`no ${kind} letter to ${email}`);
}

/** A six-digit code the authenticator shows at none of the steps the server accepts now (± one). */
async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const near = new Set(await Promise.all([-2, -1, 0, 1, 2].map((k) => generate({ secret, epoch: now + 30 * k }))));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

// 40 sign-ins at once each hash a password at the staff cost (N = 2^15): on a busy 2-core machine more
// than the default 30 s.
describe('wrong second factors per account, from every address together', { timeout: 120_000 }, () => {
  it('checks at most the cap of 40 wrong codes sent at once from 40 addresses; then only a recovery code signs in, and the owner gets one letter', async () => {
    const staff = await createStaff(server, 'reviewer');
    const cap = THROTTLE.staffCodeFailuresPerAccount;
    const code = await wrongCode(staff.secret);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`127.0.30.${i + 1}`, { email: staff.email, password: STAFF_PASSWORD, code })));
    const statuses = new Set(answers.map((r) => r.status));
    expect([...statuses]).toEqual([401]);
    const checked = answers.filter((r) => r.body.message === staffMessages.staffSignInWrong).length;
    const capped = answers.filter((r) => r.body.message === staffMessages.staffCodeCapped).length;
    expect(checked + capped).toBe(40);
    expect(checked).toBeLessThanOrEqual(cap);
    expect(capped).toBeGreaterThanOrEqual(40 - cap);

    // The right code of the authenticator is refused now, saying why; a recovery code still signs in.
    const right = await staffSignIn(server.client({ localAddress: '127.0.30.100' }), staff);
    expect(right.status).toBe(401);
    expect(right.body.message).toBe(staffMessages.staffCodeCapped);
    const recovery = await staffSignIn(server.client({ localAddress: '127.0.30.101' }), staff, staff.recoveryCodes[0]);
    expect(recovery.status, recovery.text).toBe(200);

    const letters = await server.app.services.db.selectFrom('mail_queue').select('id').where('to_address', '=', staff.email).where('kind', '=', 'staff-2fa-capped').execute();
    expect(letters).toHaveLength(1);
    const letter = await letterTo(staff.email, 'staff-2fa-capped');
    expect(letter).toContain(`已有 ${cap} 次輸入了正確的密碼、但驗證碼錯誤`);
    expect(letter).toContain('備用碼或通行金鑰登入');
  });

  it('tells the cap only to someone who gave the right password', async () => {
    const staff = await createStaff(server, 'editor');
    const code = await wrongCode(staff.secret);
    for (let i = 0; i < THROTTLE.staffCodeFailuresPerAccount; i++) await signIn(`127.0.31.${i + 1}`, { email: staff.email, password: STAFF_PASSWORD, code });
    const wrongPassword = await signIn('127.0.31.100', { email: staff.email, password: 'wrong password!', code });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.message).toBe(staffMessages.staffSignInWrong);
    const rightPassword = await signIn('127.0.31.101', { email: staff.email, password: STAFF_PASSWORD, code });
    expect(rightPassword.body.message).toBe(staffMessages.staffCodeCapped);
  });
});

describe('the same work whatever is wrong', () => {
  /** The slow checks one sign-in makes, by kind. */
  async function checksOf(body: { email: string; password: string; code: string }, address: string) {
    const password = vi.spyOn(slowChecks, 'password');
    const recoveryCode = vi.spyOn(slowChecks, 'recoveryCode');
    const totp = vi.spyOn(slowChecks, 'totp');
    const res = await signIn(address, body);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(staffMessages.staffSignInWrong);
    const counts = { password: password.mock.calls.length, recoveryCode: recoveryCode.mock.calls.length, totp: totp.mock.calls.length };
    vi.restoreAllMocks();
    return counts;
  }

  let staff: TestStaff;
  beforeAll(async () => {
    staff = await createStaff(server, 'reviewer');
  });

  it('checks a junk code against ten recovery-code hashes whether the password is right, wrong or the account unknown', async () => {
    const junk = 'not-a-code';
    const rightPassword = await checksOf({ email: staff.email, password: STAFF_PASSWORD, code: junk }, '127.0.32.1');
    const wrongPassword = await checksOf({ email: staff.email, password: 'wrong password!', code: junk }, '127.0.32.2');
    const unknown = await checksOf({ email: 'nobody-at-all@example.org', password: STAFF_PASSWORD, code: junk }, '127.0.32.3');
    expect(rightPassword).toEqual({ password: 1, recoveryCode: 10, totp: 0 });
    expect(wrongPassword).toEqual(rightPassword);
    expect(unknown).toEqual(rightPassword);
  });

  it('still checks ten hashes when some recovery codes were used', async () => {
    const used = await staffSignIn(server.client({ localAddress: '127.0.32.4' }), staff, staff.recoveryCodes[5]);
    expect(used.status).toBe(200);
    expect(await checksOf({ email: staff.email, password: STAFF_PASSWORD, code: 'ABCDE-FGHJK' }, '127.0.32.5')).toEqual({ password: 1, recoveryCode: 10, totp: 0 });
  });

  it('checks a wrong six-digit code the same way whether the password is right or wrong', async () => {
    const code = await wrongCode(staff.secret);
    const rightPassword = await checksOf({ email: staff.email, password: STAFF_PASSWORD, code }, '127.0.32.6');
    const wrongPassword = await checksOf({ email: staff.email, password: 'wrong password!', code }, '127.0.32.7');
    const unknown = await checksOf({ email: 'nobody-at-all@example.org', password: STAFF_PASSWORD, code }, '127.0.32.8');
    expect(rightPassword.password).toBe(1);
    expect(rightPassword.recoveryCode).toBe(0);
    expect(wrongPassword).toEqual(rightPassword);
    expect(unknown).toEqual(rightPassword);
  });
});
