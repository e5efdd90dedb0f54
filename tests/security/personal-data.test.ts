// Personal data (issue 7): through a whole journey at the most verbose log level — an individual
// registers with an ID number, signs in (and fails once), asks for a new code, uploads everything,
// confirms — the log never holds an ID number, an upload login code or a session token, and the
// database keeps login codes only as hashes (the registration, session and delivered-mail rows).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../helpers/captcha';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { individualBody, lettersTo, readLookups, register, uploadCandidatePhoto, type Envelope } from '../server/registration-fixtures';
import { fillRequiredSet } from '../server/upload-fixtures';

let server: TestServer;
let log = '';
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'trace' }, { logStream: { write: (line: string) => void (log += line) } });
});
afterAll(async () => server?.close());

describe('a full journey', () => {
  it('leaves no ID number, login code or token in the log, and login codes only as hashes in the database', async () => {
    const idNumber = 'F131104093';
    const client = server.client();
    const body = individualBody(await readLookups(client), await uploadCandidatePhoto(client), { indPersonalIdNumber: idNumber });
    const created = await register(client, body);
    expect(created.status).toBe(200);
    const first = created.body.data;

    const signInWith = async (code: string) => {
      const c = server.client();
      const res = await c.post('/api/auth/v1/sign-in', { registrationNumber: first.registrationNumber, accessCode: code, cfToken: await solveCaptcha(c) });
      return { c, res };
    };
    expect((await signInWith('WRONGWRONG')).res.status).toBe(401);
    const resend = await client.post<Envelope>('/api/registrations/v1/notify-registration-number', {
      entityType: 'individual', contactName: body.contactName, contactPhoneNumber: body.contactPhoneNumber, contactEmail: body.contactEmail, cfToken: await solveCaptcha(client),
    });
    expect(resend.status).toBe(200);
    const letters = await lettersTo(server, String(body.contactEmail));
    const newCode = letters.map((m) => /新的上傳登入碼：(\S+)/.exec(m.text ?? '')?.[1]).find(Boolean)!;
    expect(newCode).toBeDefined();

    const { c: signedIn, res } = await signInWith(newCode);
    expect(res.status).toBe(200);
    const tokens = [signedIn.cookie('ta_access')!, signedIn.cookie('ta_refresh')!];
    const who = { uid: first.uid, registrationNumber: first.registrationNumber, accessCode: newCode };
    await fillRequiredSet(signedIn, who);
    // An edit carrying the ID number again, then the final confirmation.
    const { entityType: _e, organizationCategory: _c, organizationName: _n, vendorUid: _v, cfToken: _t, ...edit } = body;
    expect((await signedIn.post(`/api/registrations/v1/update/${first.uid}`, edit)).status).toBe(200);
    const confirm = await signedIn.post(`/api/registrations/v1/confirm/${first.uid}`, { cfToken: await solveCaptcha(signedIn) });
    expect(confirm.status, confirm.text).toBe(200);
    expect((await signedIn.get('/api/auth/v1/sign-out')).status).toBe(200);

    expect(log).toContain('/api/registrations/v1/confirm/'); // the log was captured, requests included
    expect(log).toContain('"level":10'); // at trace level
    const secrets = { idNumber, firstCode: first.accessCode, newCode, accessToken: tokens[0]!, refreshToken: tokens[1]! };
    for (const [name, secret] of Object.entries(secrets)) expect(log.includes(secret), `${name} in the log: ${log.split("\n").find((l) => l.includes(secret))}`).toBe(false);

    await server.app.services.mail.settled();
    const db = server.app.services.db;
    const stored = JSON.stringify([
      await db.selectFrom('registration').selectAll().execute(),
      await db.selectFrom('session').selectAll().execute(),
      await db.selectFrom('mail_queue').selectAll().where('sent_at', 'is not', null).execute(),
    ]);
    for (const [name, secret] of Object.entries(secrets).filter(([n]) => n !== 'idNumber')) {
      expect(stored.includes(secret), `${name} stored in clear`).toBe(false);
    }
    const row = await db.selectFrom('registration').select('access_code_hash').where('uid', '=', first.uid).executeTakeFirstOrThrow();
    expect(row.access_code_hash).toMatch(/^scrypt\$/);
  });
});
