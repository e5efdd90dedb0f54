// Passkeys for staff (issue 28) over real HTTP, with real WebAuthn answers from a software authenticator
// (tests/helpers/soft-authenticator.ts): enrolment with a passkey in place of the app, sign-in with one as
// the second factor (the first step tells nothing; every wrong part is the one 401), a challenge used
// once, a counter that must move on, one's own passkeys (add with the password again, list, remove: never
// another's), and the audit rows.
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '../../src/server/features/staff/staff-sessions';
import { createPasskeyStaff, enrolWithPasskey, passkeySignIn, passkeySignInOptions, type Answer, type PasskeyStaff } from '../helpers/passkey-staff';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { createStaff, inviteStaff, STAFF_PASSWORD, staffSignIn } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const SIGN_IN_WRONG = '電子郵件、密碼或驗證碼不正確，請重新輸入';
const db = () => server.app.services.db;
const audit = (action: string, uid: string) =>
  db().selectFrom('audit_event').selectAll().where('action', '=', action).where((eb) => eb.or([eb('actor_uid', '=', uid), eb('subject_uid', '=', uid)])).orderBy('id').execute();
const passkeyRows = (uid: string) => db().selectFrom('staff_passkey').selectAll().where('staff_uid', '=', uid).execute();
/** Each describe signs in from an address of its own: failures count per address (THROTTLE). */
let address = 20;
const fromNewAddress = () => server.client({ localAddress: `127.0.0.${++address}` });

/** Options of a passkey made outside any ceremony of this server (an authenticator's other passkeys). */
const creationOptions = () =>
  ({ challenge: 'AAAA', rp: { id: new URL(server.config.publicUrl).hostname, name: 'elsewhere' }, user: { id: 'AAAA', name: 'someone', displayName: 'someone' }, pubKeyCredParams: [] }) as PublicKeyCredentialCreationOptionsJSON;

function expectRefused(res: { status: number; body: Answer }) {
  expect(res.status).toBe(401);
  expect(res.body.code).toBe(2002);
  expect(res.body.message).toBe(SIGN_IN_WRONG);
  expect(res.body.data).toBeNull();
}

describe('enrolment with a passkey', () => {
  it('sets the password and the passkey, answers ten recovery codes once, spends the link', async () => {
    const invited = await inviteStaff(server, 'juror');
    const client = server.client();
    const options = await client.post<{ data: { handle: string; options: { rp: { id: string; name: string }; user: { name: string }; authenticatorSelection: unknown; attestation: string } } }>(
      '/api/admin/v1/enrolment/passkey/options',
      { token: invited.token },
    );
    expect(options.status, options.text).toBe(200);
    // The relying party is PUBLIC_URL's host (this server: 127.0.0.1).
    expect(options.body.data.options.rp.id).toBe(new URL(server.config.publicUrl).hostname);
    expect(options.body.data.options.user.name).toBe(invited.email);
    expect(options.body.data.options.attestation).toBe('none');
    expect(options.body.data.options.authenticatorSelection).toMatchObject({ residentKey: 'preferred', userVerification: 'preferred' });

    const authenticator = new SoftAuthenticator(server.config.publicUrl);
    const done = await enrolWithPasskey(client, invited.token, authenticator);
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.recoveryCodes).toHaveLength(10);

    const account = await db().selectFrom('staff_account').selectAll().where('uid', '=', invited.uid).executeTakeFirstOrThrow();
    expect(account.enrolled_at).not.toBeNull();
    expect(account.totp_secret).toBeNull();
    const [stored, ...more] = await passkeyRows(invited.uid);
    expect(more).toEqual([]);
    expect(stored!.credential_id).toBe(authenticator.ids[0]);
    expect(stored!.transports).toEqual(['internal']);
    expect((await audit('staff.enrolled', invited.uid)).map((r) => r.detail)).toEqual([{ method: 'passkey' }]);
    // The link worked once.
    expect((await client.post('/api/admin/v1/enrolment/passkey/options', { token: invited.token })).status).toBe(404);
    expect((await client.post('/api/admin/v1/enrolment/read', { token: invited.token })).status).toBe(404);
  });

  it('refuses a passkey made for another site or answering another challenge with 401, and the link stays usable', async () => {
    const invited = await inviteStaff(server, 'reviewer');
    const client = server.client();
    const elsewhere = new SoftAuthenticator('https://phish.example');
    const foreign = await enrolWithPasskey(client, invited.token, elsewhere);
    expect(foreign.status).toBe(401);

    // A challenge is good once: the handle of a refused attempt cannot be tried again.
    const options = await client.post<{ data: { handle: string; options: never } }>('/api/admin/v1/enrolment/passkey/options', { token: invited.token });
    const authenticator = new SoftAuthenticator(server.config.publicUrl);
    const credential = authenticator.create(options.body.data.options);
    const wrongPassword = await client.post<Answer>('/api/admin/v1/enrolment/passkey/complete', { token: invited.token, password: 'short', handle: options.body.data.handle, credential });
    expect(wrongPassword.status).toBe(400);
    const first = await client.post('/api/admin/v1/enrolment/passkey/complete', { token: invited.token, password: STAFF_PASSWORD, handle: options.body.data.handle, credential });
    expect(first.status, first.text).toBe(200);
    expect(await passkeyRows(invited.uid)).toHaveLength(1);
  });
});

describe('sign-in with a passkey', () => {
  let staff: PasskeyStaff;
  let client: TestClient;
  beforeAll(async () => {
    staff = await createPasskeyStaff(server, 'editor');
    client = fromNewAddress();
  });

  it('signs in with e-mail, password and the passkey: the same session and audit row as a code sign-in', async () => {
    const res = await passkeySignIn(client, staff.email, staff.authenticator);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ uid: staff.uid, email: staff.email, role: 'editor' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect((await client.get<{ data: { uid: string } }>('/api/admin/v1/auth/me')).body.data.uid).toBe(staff.uid);
    expect((await audit('staff.sign-in', staff.uid)).map((r) => r.detail)).toEqual([{ method: 'passkey' }]);
    const [row] = await passkeyRows(staff.uid);
    expect(Number(row!.counter)).toBe(1);
    expect(row!.last_used_at).not.toBeNull();
  });

  it("answers the first step alike whatever the e-mail and password, and the second with the sign-in's one 401", async () => {
    const totpOnly = await createStaff(server, 'reviewer');
    const asker = fromNewAddress();
    const asked = [
      { email: staff.email, password: 'not the password!' },
      { email: 'nobody@example.org', password: STAFF_PASSWORD },
      { email: totpOnly.email, password: STAFF_PASSWORD },
    ];
    for (const { email, password } of asked) {
      const ceremony = await passkeySignInOptions(asker, email, password);
      // Nothing in the options depends on the account: no credential is named, the challenge is fresh.
      expect(Object.keys(ceremony.options).sort()).toEqual(['challenge', 'rpId', 'timeout', 'userVerification']);
      const res = await asker.post<Answer>('/api/admin/v1/auth/passkey/sign-in', { handle: ceremony.handle, credential: staff.authenticator.get(ceremony.options) });
      expectRefused(res);
    }
    expect(asker.cookie(STAFF_COOKIE)).toBeUndefined();
    const reasons = async (uid: string) => (await audit('staff.sign-in-failed', uid)).map((r) => r.detail);
    expect(await reasons(staff.uid)).toContainEqual({ reason: 'password', method: 'passkey' });
    expect(await reasons(totpOnly.uid)).toContainEqual({ reason: 'no-passkey', method: 'passkey' });
  });

  it("refuses an unknown passkey, another account's passkey and a passkey used on another site", async () => {
    const other = await createPasskeyStaff(server, 'reviewer');
    const stranger = new SoftAuthenticator(server.config.publicUrl);
    stranger.create(creationOptions());
    expectRefused(await passkeySignIn(client, staff.email, stranger));
    expectRefused(await passkeySignIn(client, staff.email, other.authenticator));
    // The right passkey, but the browser says the page asking was another site's (a phishing proxy).
    staff.authenticator.origin = 'https://phish.example';
    try {
      expectRefused(await passkeySignIn(client, staff.email, staff.authenticator));
    } finally {
      staff.authenticator.origin = server.config.publicUrl;
    }
    const reasons = (await audit('staff.sign-in-failed', staff.uid)).map((r) => r.detail);
    expect(reasons.filter((d) => d.reason === 'passkey')).toHaveLength(3);
  });

  it('takes a challenge once: the same signed answer sent again is refused', async () => {
    const ceremony = await passkeySignInOptions(client, staff.email);
    const body = { handle: ceremony.handle, credential: staff.authenticator.get(ceremony.options) };
    const first = await client.post('/api/admin/v1/auth/passkey/sign-in', body);
    expect(first.status, first.text).toBe(200);
    const replay = await fromNewAddress().post<Answer>('/api/admin/v1/auth/passkey/sign-in', body);
    expectRefused(replay);
    // No account is named by a spent handle: the row has no subject.
    const last = await db().selectFrom('audit_event').select('detail').where('action', '=', 'staff.sign-in-failed').where('subject_uid', 'is', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.detail).toEqual({ reason: 'challenge', method: 'passkey' });
  });

  it("refuses a counter that did not move on (a cloned authenticator's sign)", async () => {
    const [row] = await passkeyRows(staff.uid);
    const id = row!.credential_id;
    staff.authenticator.setCounter(id, Number(row!.counter) - 1); // the next signature repeats the stored value
    expectRefused(await passkeySignIn(client, staff.email, staff.authenticator));
    const [last] = (await audit('staff.sign-in-failed', staff.uid)).slice(-1);
    expect(last?.detail).toEqual({ reason: 'counter', method: 'passkey' });
    expect(Number((await passkeyRows(staff.uid))[0]!.counter)).toBe(Number(row!.counter));
  });

  it('still takes a recovery code by the code form, never an app code (there is no app)', async () => {
    expectRefused(await staffSignIn(server.client(), { ...staff, secret: 'JBSWY3DPEHPK3PXP' }, '123456'));
    const res = await staffSignIn(server.client(), { ...staff, secret: '' }, staff.recoveryCodes[0]!);
    expect(res.status, res.text).toBe(200);
  });

  it('refuses a disabled account at the second step', async () => {
    const gone = await createPasskeyStaff(server, 'reviewer');
    const ceremony = await passkeySignInOptions(client, gone.email);
    await db().updateTable('staff_account').set({ disabled_at: new Date() }).where('uid', '=', gone.uid).execute();
    expectRefused(await client.post<Answer>('/api/admin/v1/auth/passkey/sign-in', { handle: ceremony.handle, credential: gone.authenticator.get(ceremony.options) }));
  });

  it('throttles the first step like a code sign-in: five failures on one account from one address, then 429', async () => {
    const target = await createPasskeyStaff(server, 'editor');
    const attacker = fromNewAddress();
    for (let i = 0; i < 5; i++) {
      const ceremony = await passkeySignInOptions(attacker, target.email, `wrong password ${i}`);
      expectRefused(await attacker.post<Answer>('/api/admin/v1/auth/passkey/sign-in', { handle: ceremony.handle, credential: target.authenticator.get(ceremony.options) }));
    }
    const sixth = await attacker.post('/api/admin/v1/auth/passkey/options', { email: target.email, password: STAFF_PASSWORD });
    expect(sixth.status).toBe(429);
    // The owner, elsewhere, still gets in.
    expect((await passkeySignIn(fromNewAddress(), target.email, target.authenticator)).status).toBe(200);
  });
});

describe("one's own passkeys", () => {
  it('lets a signed-in staff member of any role add one (password first), list and remove them; audited', async () => {
    const staff = await createStaff(server, 'juror');
    const client = fromNewAddress();
    expect((await staffSignIn(client, staff)).status).toBe(200);
    expect((await client.get<{ data: unknown[] }>('/api/admin/v1/account/passkeys')).body.data).toEqual([]);

    const wrong = await client.post<{ data: { errors: { field: string; message: string }[] } }>('/api/admin/v1/account/passkeys/options', { password: 'not the password!' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual([{ field: 'password', message: '密碼不正確，請重新輸入' }]);

    const authenticator = new SoftAuthenticator(server.config.publicUrl);
    const options = await client.post<{ data: { handle: string; options: never } }>('/api/admin/v1/account/passkeys/options', { password: STAFF_PASSWORD });
    expect(options.status, options.text).toBe(200);
    const added = await client.post<{ data: { id: string; lastUsedAt: string | null }[] }>('/api/admin/v1/account/passkeys/add', { handle: options.body.data.handle, credential: authenticator.create(options.body.data.options) });
    expect(added.status, added.text).toBe(200);
    expect(added.body.data).toMatchObject([{ id: authenticator.ids[0], lastUsedAt: null }]);
    expect(await audit('staff.passkey-added', staff.uid)).toHaveLength(1);

    // The handle was spent: it adds nothing more.
    const again = await client.post('/api/admin/v1/account/passkeys/add', { handle: options.body.data.handle, credential: new SoftAuthenticator(server.config.publicUrl).create(options.body.data.options) });
    expect(again.status).toBe(409);
    // A second one; it signs in with a passkey, and the code form still works too.
    const more = await client.post<{ data: { handle: string; options: { excludeCredentials: { id: string }[] } } }>('/api/admin/v1/account/passkeys/options', { password: STAFF_PASSWORD });
    expect(more.body.data.options.excludeCredentials.map((c) => c.id)).toEqual(authenticator.ids);
    expect((await client.post('/api/admin/v1/account/passkeys/add', { handle: more.body.data.handle, credential: authenticator.create(more.body.data.options as never) })).status).toBe(200);
    expect((await passkeySignIn(fromNewAddress(), staff.email, authenticator)).status).toBe(200);
    expect((await staffSignIn(server.client(), staff, staff.recoveryCodes[0])).status).toBe(200);

    const removed = await client.post<{ data: { id: string }[] }>('/api/admin/v1/account/passkeys/remove', { credentialId: authenticator.ids[0] });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.map((p) => p.id)).toEqual([authenticator.ids[1]]);
    expect((await audit('staff.passkey-removed', staff.uid)).map((r) => r.detail)).toEqual([{ credentialId: authenticator.ids[0] }]);
    // With the app beside it, the last passkey may go too.
    expect((await client.post('/api/admin/v1/account/passkeys/remove', { credentialId: authenticator.ids[1] })).status).toBe(200);
    expect(await passkeyRows(staff.uid)).toEqual([]);
  });

  it("cannot remove another staff member's passkey, nor the last second factor of a passkey-only account", async () => {
    const owner = await createPasskeyStaff(server, 'reviewer');
    const admin = await createStaff(server, 'admin');
    const asAdmin = fromNewAddress();
    expect((await staffSignIn(asAdmin, admin)).status).toBe(200);
    const theirs = await asAdmin.post<Answer>('/api/admin/v1/account/passkeys/remove', { credentialId: owner.authenticator.ids[0] });
    expect(theirs.status).toBe(404);
    expect(await passkeyRows(owner.uid)).toHaveLength(1);
    expect(await audit('staff.passkey-removed', owner.uid)).toEqual([]);

    const asOwner = fromNewAddress();
    expect((await passkeySignIn(asOwner, owner.email, owner.authenticator)).status).toBe(200);
    const last = await asOwner.post<Answer>('/api/admin/v1/account/passkeys/remove', { credentialId: owner.authenticator.ids[0] });
    expect(last.status).toBe(409);
    expect(await passkeyRows(owner.uid)).toHaveLength(1);
  });

  it('refuses a passkey that answers a challenge begun by another account', async () => {
    const a = await createStaff(server, 'editor');
    const b = await createStaff(server, 'editor');
    const asA = fromNewAddress();
    const asB = fromNewAddress();
    expect((await staffSignIn(asA, a)).status).toBe(200);
    expect((await staffSignIn(asB, b)).status).toBe(200);
    const options = await asA.post<{ data: { handle: string; options: never } }>('/api/admin/v1/account/passkeys/options', { password: STAFF_PASSWORD });
    const authenticator = new SoftAuthenticator(server.config.publicUrl);
    const res = await asB.post('/api/admin/v1/account/passkeys/add', { handle: options.body.data.handle, credential: authenticator.create(options.body.data.options) });
    expect(res.status).toBe(409);
    expect(await passkeyRows(b.uid)).toEqual([]);
  });
});
