// Sign-in, session check, refresh and sign-out over real HTTP; throttling; ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let alice: TestRegistrant;
let bob: TestRegistrant;
beforeAll(async () => {
  server = await startTestServer({ ACCESS_TOKEN_TTL_SECONDS: '10' });
  alice = await createRegistrant(server.app);
  bob = await createRegistrant(server.app, { entityType: 'individual' });
});
afterAll(async () => server?.close());

type Envelope = { code: number; message: string; data: Record<string, unknown> | null };

describe('sign-in', () => {
  it('signs in with number, code and a solved security check; cookies are httpOnly and SameSite=Strict', async () => {
    const client = server.client();
    const res = await signIn(client, alice);
    expect((res.body as Envelope).data).toMatchObject({ sub: alice.uid, registrationNumber: alice.registrationNumber, registrationStatus: 'in_progress', editable: true });
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const c of cookies) {
      expect(c).toMatch(/HttpOnly/i);
      expect(c).toMatch(/SameSite=Strict/i);
    }
    const me = await client.get<Envelope>('/api/auth/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ sub: alice.uid });
  });

  it('accepts the code in lower case and with spaces, as people type it', async () => {
    const client = server.client();
    const res = await client.post<Envelope>('/api/auth/v1/sign-in', {
      registrationNumber: alice.registrationNumber.toLowerCase(),
      accessCode: ` ${alice.accessCode.slice(0, 5).toLowerCase()} ${alice.accessCode.slice(5)} `,
      cfToken: await solveCaptcha(client),
    });
    expect(res.status).toBe(200);
    expect(client.cookie('ta_access')).toBeDefined();
    const me = await client.get<Envelope>('/api/auth/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ sub: alice.uid, registrationNumber: alice.registrationNumber });
  });

  it('gives the same 401 text for a wrong code and an unknown number', async () => {
    const client = server.client();
    const wrong = await client.post<Envelope>('/api/auth/v1/sign-in', { registrationNumber: bob.registrationNumber, accessCode: 'WRONGCODE2', cfToken: await solveCaptcha(client) });
    const unknown = await client.post<Envelope>('/api/auth/v1/sign-in', { registrationNumber: 'NOSUCH1', accessCode: 'WRONGCODE2', cfToken: await solveCaptcha(client) });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('報名編號或上傳登入碼錯誤，請重新輸入');
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(wrong.body.code).not.toBe(2007);
  });

  it('refuses a reused security token and a forged one', async () => {
    const client = server.client();
    const token = await solveCaptcha(client);
    const first = await client.post<Envelope>('/api/auth/v1/sign-in', { registrationNumber: bob.registrationNumber, accessCode: bob.accessCode, cfToken: token });
    expect(first.status).toBe(200);
    const again = await server.client().post<Envelope>('/api/auth/v1/sign-in', { registrationNumber: bob.registrationNumber, accessCode: bob.accessCode, cfToken: token });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: 2005, message: '安全驗證失敗，請重新整理' });
    const forged = await server.client().post<Envelope>('/api/auth/v1/sign-in', { registrationNumber: bob.registrationNumber, accessCode: bob.accessCode, cfToken: 'bm90IGEgdG9rZW4=' });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe(2005);
    expect(forged.headers.getSetCookie()).toEqual([]);
  });

  it('throttles repeated failures on one registration number with 429', async () => {
    const carol = await createRegistrant(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const client = server.client();
      const res = await client.post('/api/auth/v1/sign-in', { registrationNumber: carol.registrationNumber, accessCode: 'BADBADBAD2', cfToken: await solveCaptcha(client) });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right code waits out the window: the throttle does not reveal which guess was right.
    const client = server.client();
    const right = await client.post<Envelope>('/api/auth/v1/sign-in', { registrationNumber: carol.registrationNumber, accessCode: carol.accessCode, cfToken: await solveCaptcha(client) });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('嘗試次數過多，請稍後再試');
  });
});

describe('session lifecycle', () => {
  it('an anonymous session check is 401 code 2001', async () => {
    const res = await server.client().get<Envelope>('/api/auth/v1/me');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(2001);
  });

  it('an expired access token is 401 code 2007; the refresh renews it and the retry works', async () => {
    const client = server.client();
    await signIn(client, alice);
    await server.app.services.db.updateTable('session').set({ access_expires_at: new Date(Date.now() - 1000) }).execute();
    const expired = await client.get<Envelope>('/api/auth/v1/me');
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(2007);
    const refreshed = await client.post<Envelope>('/api/auth/v1/token', { grantType: 'refreshToken' });
    expect(refreshed.status).toBe(200);
    const me = await client.get<Envelope>('/api/auth/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ sub: alice.uid });
  });

  it('sign-out revokes the session server-side: the old cookies no longer work, not even to refresh', async () => {
    const client = server.client();
    await signIn(client, alice);
    const access = client.cookie('ta_access')!;
    const refresh = client.cookie('ta_refresh')!;
    const out = await client.get<Envelope>('/api/auth/v1/sign-out');
    expect(out.status).toBe(200);
    expect(client.cookie('ta_access')).toBeUndefined();
    const replay = server.client();
    replay.setCookie('ta_access', access);
    replay.setCookie('ta_refresh', refresh);
    expect((await replay.get<Envelope>('/api/auth/v1/me')).body.code).toBe(2001);
    const renewed = await replay.post<Envelope>('/api/auth/v1/token', {});
    expect(renewed.status).toBe(401);
    expect(renewed.headers.getSetCookie().filter((c) => !/=;|Expires=Thu, 01 Jan 1970/i.test(c))).toEqual([]);
  });
});

describe('ownership', () => {
  it("another registrant's session gets 403 on a {uid} route; anonymous gets 401", async () => {
    const client = server.client();
    await signIn(client, bob);
    const res = await client.get<Envelope>(`/api/registrations/v1/read/${alice.uid}`);
    expect(res.status).toBe(403);
    expect(res.body.data).toBeNull();
    const anonymous = await server.client().get<Envelope>(`/api/registrations/v1/read/${alice.uid}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 2001, data: null });
  });

  it('a body naming another registration is 403', async () => {
    const client = server.client();
    await signIn(client, bob);
    const res = await client.post('/api/registrations/v1/achievements/create', {
      registrationUid: alice.uid, year: 114, month: 5, achievementCategory: 'tech_progress', description: Buffer.from('x').toString('base64'),
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 2003, data: null });
    const stored = await server.app.services.db.selectFrom('achievement').select('uid').where('registration_uid', 'in', [alice.uid, bob.uid]).execute();
    expect(stored).toEqual([]);
  });

  it('a cross-site write is refused before it reaches a handler', async () => {
    const client = server.client();
    // Good credentials: had the handler run, they would have signed in.
    const body = { registrationNumber: alice.registrationNumber, accessCode: alice.accessCode, cfToken: await solveCaptcha(client) };
    const res = await client.post<Envelope>('/api/auth/v1/sign-in', body, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 2003, data: null });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('locked registrations', () => {
  it('a registrant write (x-editable) on a submitted registration is 409 with a clear message', async () => {
    const done = await createRegistrant(server.app, { status: 'submitted' });
    const client = server.client();
    const res = await signIn(client, done);
    expect((res.body as Envelope).data).toMatchObject({ registrationStatus: 'submitted', editable: false });
    const write = await client.post<Envelope>(`/api/registrations/v1/self-introduction/update/${done.uid}`, { selfIntroductionResourcesUid: null });
    expect(write.status).toBe(409);
    expect(write.body.message).toBe('資料已送出，無法再修改');
  });
});
