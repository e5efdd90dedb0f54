// Two server instances against one PostgreSQL database and one shared files directory (issue 7), as
// behind a load balancer: a session from one works on the other, sign-out on one ends it on both,
// rate limits are counted together, and a whole registration flow passes with its requests
// alternating between the instances. PostgreSQL only (the embedded database is one process by
// design): runs when TEST_DATABASE_URL names a server (.ci/with-postgres.sh does in CI).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../../src/server/platform/guards/throttle';
import { solveCaptcha } from '../helpers/captcha';
import { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { groupBody, readLookups, register, type Envelope } from './registration-fixtures';
import { fillRequiredSet } from './upload-fixtures';

let a: TestServer;
let b: TestServer;

/** A visitor whose requests go to A and B in turn, with one cookie jar (the browser's). */
function alternating(): TestClient {
  const client = new TestClient(a.url);
  let turn = 0;
  Object.defineProperty(client, 'baseUrl', { get: () => (turn++ % 2 === 0 ? a.url : b.url) });
  return client;
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances, one PostgreSQL, one files directory', () => {
  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({ DATABASE_URL: a.config.databaseUrl, FILES_DIR: a.config.filesDir });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a session signed in on one instance works on the other; sign-out on the other ends it everywhere', async () => {
    const client = a.client();
    const body = groupBody(await readLookups(client));
    const created = await register(client, body);
    expect(created.status).toBe(200);
    const { uid, registrationNumber, accessCode } = created.body.data;
    // The security challenge comes from B, the answer goes to A: the signing key is shared.
    const viaB = new TestClient(b.url);
    const token = await solveCaptcha(viaB);
    const signIn = await client.post('/api/auth/v1/sign-in', { registrationNumber, accessCode, cfToken: token });
    expect(signIn.status).toBe(200);
    // The same token is spent on both.
    expect((await viaB.post('/api/auth/v1/sign-in', { registrationNumber, accessCode, cfToken: token })).status).toBe(401);

    const onB = new TestClient(b.url);
    for (const name of ['ta_access', 'ta_refresh']) onB.setCookie(name, client.cookie(name));
    const me = await onB.get<Envelope>('/api/auth/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ sub: uid });
    expect((await onB.get('/api/auth/v1/sign-out')).status).toBe(200);
    const signedOut = await client.get<Envelope>('/api/auth/v1/me');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe(2001);
  });

  it('sign-in failures are counted across instances (429 from either)', async () => {
    const client = a.client();
    const created = await register(client, groupBody(await readLookups(client)));
    const { registrationNumber } = created.body.data;
    const statuses: number[] = [];
    for (let i = 0; i <= THROTTLE.perNumberAndIp; i++) {
      const c = new TestClient(i % 2 === 0 ? a.url : b.url);
      statuses.push((await c.post('/api/auth/v1/sign-in', { registrationNumber, accessCode: 'WRONGCODE2', cfToken: await solveCaptcha(c) })).status);
    }
    expect(statuses.slice(0, THROTTLE.perNumberAndIp).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('40 wrong codes at once, split between the instances: no more 401s than the limit, the rest 429', async () => {
    const client = a.client();
    const { registrationNumber } = (await register(client, groupBody(await readLookups(client)))).body.data;
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) tokens.push(await solveCaptcha(client));
    const answers = await Promise.all(
      tokens.map((cfToken, i) => new TestClient(i % 2 === 0 ? a.url : b.url).post('/api/auth/v1/sign-in', { registrationNumber, accessCode: 'WRONGCODE2', cfToken })),
    );
    const statuses = answers.map((r) => r.status);
    const unauthorized = statuses.filter((s) => s === 401).length;
    expect(unauthorized).toBeGreaterThan(0);
    expect(unauthorized).toBeLessThanOrEqual(THROTTLE.perNumberAndIp);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - unauthorized);
  });

  it('a whole registration flow passes with requests alternating between the instances', async () => {
    const client = alternating();
    const created = await register(client, groupBody(await readLookups(client)));
    expect(created.status).toBe(200);
    const who = created.body.data;
    const signIn = await client.post('/api/auth/v1/sign-in', { registrationNumber: who.registrationNumber, accessCode: who.accessCode, cfToken: await solveCaptcha(client) });
    expect(signIn.status).toBe(200);
    await fillRequiredSet(client, who);
    const confirm = await client.post<Envelope>(`/api/registrations/v1/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });
    expect(confirm.status, confirm.text).toBe(200);
    const read = await client.get<Envelope>(`/api/registrations/v1/read/${who.uid}`);
    expect(read.body.data).toMatchObject({ registrationStatus: 'submitted' });

    // Every file uploaded through either instance downloads from both, byte for byte.
    const files = await a.app.services.db.selectFrom('resource').select(['uid', 'file_size']).where('owner_registration_uid', '=', who.uid).execute();
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const one = await client.get(`/api/resources/v1/${f.uid}`);
      const other = await client.get(`/api/resources/v1/${f.uid}`);
      expect([one.status, other.status]).toEqual([200, 200]);
      expect(one.headers.get('content-length')).toBe(String(f.file_size));
      expect(other.text).toBe(one.text);
    }
  });
});
