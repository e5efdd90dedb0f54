// Sessions under attack (issue 7): cookie flags on plain HTTP and behind HTTPS, cross-site writes,
// sign-out and refresh-token reuse judged server-side, and sign-in brute force per IP.
// (Per-number sign-in and resend throttling: tests/server/auth.test.ts, registration-resend.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '../../src/shared/api-codes';
import { THROTTLE } from '../../src/server/platform/guards/throttle';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Envelope = { code: number; message: string; data: unknown };

let server: TestServer;
let https: TestServer;
let alice: TestRegistrant;
beforeAll(async () => {
  server = await startTestServer();
  https = await startTestServer({ PUBLIC_URL: 'https://award.example' });
  alice = await createRegistrant(server.app);
});
afterAll(async () => {
  await server?.close();
  await https?.close();
});

function cookieLines(res: { headers: Headers }): string[] {
  return res.headers.getSetCookie();
}

/** Makes every session of the client's registrant lapse, as time would. */
async function lapseAccess(s: TestServer) {
  await s.app.services.db.updateTable('session').set({ access_expires_at: new Date(Date.now() - 1000) }).execute();
}

describe('cookies', () => {
  it('are httpOnly, SameSite=Strict, scoped to the API and not Secure on plain HTTP', async () => {
    const res = await signIn(server.client(), alice);
    const lines = cookieLines(res);
    expect(lines.length).toBe(2);
    for (const line of lines) {
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Strict/i);
      expect(line).not.toMatch(/;\s*Secure/i);
    }
  });

  it('are Secure as well when PUBLIC_URL is https, on sign-in and on refresh', async () => {
    const bob = await createRegistrant(https.app);
    const client = https.client();
    const lines = cookieLines(await signIn(client, bob));
    await lapseAccess(https);
    const refreshed = await client.post('/api/auth/v1/token', { grantType: 'refreshToken' });
    expect(refreshed.status).toBe(200);
    lines.push(...cookieLines(refreshed));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      expect(line).toMatch(/;\s*Secure/i);
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Strict/i);
    }
  });
});

describe('cross-site requests', () => {
  it('a state-changing request from another origin is refused before any handler, with or without a session', async () => {
    const client = server.client();
    await signIn(client, alice);
    for (const origin of ['https://evil.example', 'null', `${server.url}.evil.example`, server.url.replace('127.0.0.1', 'localhost')]) {
      const out = await client.request<Envelope>('GET', '/api/auth/v1/me');
      expect(out.status).toBe(200);
      const write = await client.post<Envelope>(`/api/registrations/v1/self-introduction/update/${alice.uid}`, { selfIntroductionResourcesUid: null }, { origin });
      expect(write.status, origin).toBe(403);
      expect(write.body).toMatchObject({ code: ApiCode.forbidden, data: null });
      const refresh = await client.post<Envelope>('/api/auth/v1/token', { grantType: 'refreshToken' }, { origin });
      expect(refresh.status, origin).toBe(403);
    }
  });

  it('the same request from the site itself passes', async () => {
    const client = server.client();
    await signIn(client, alice);
    const write = await client.post<Envelope>(`/api/registrations/v1/self-introduction/update/${alice.uid}`, { selfIntroductionResourcesUid: null }, { origin: server.url });
    expect(write.status).toBe(200);
    expect(write.body).toMatchObject({ code: ApiCode.ok, data: { selfIntroductionResourcesResp: null } });
  });

  it('behind a proxy, a write from PUBLIC_URL passes although the Host the server sees is its own address', async () => {
    const bob = await createRegistrant(https.app);
    const client = https.client();
    await signIn(client, bob);
    const path = `/api/registrations/v1/self-introduction/update/${bob.uid}`;
    const fromSite = await client.post<Envelope>(path, { selfIntroductionResourcesUid: null }, { origin: 'https://award.example' });
    expect(fromSite.status).toBe(200);
    expect(fromSite.body.code).toBe(ApiCode.ok);
    const elsewhere = await client.post<Envelope>(path, { selfIntroductionResourcesUid: null }, { origin: 'https://award.example.evil.example' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toMatchObject({ code: ApiCode.forbidden, data: null });
  });
});

describe('sign-out and refresh are decided by the server', () => {
  it('after sign-out the old access and refresh cookies are dead, even replayed by someone else', async () => {
    const client = server.client();
    await signIn(client, alice);
    const stolen = { access: client.cookie('ta_access')!, refresh: client.cookie('ta_refresh')! };
    expect((await client.get('/api/auth/v1/sign-out')).status).toBe(200);
    const thief = replay(server, stolen);
    expect((await thief.get<Envelope>('/api/auth/v1/me')).status).toBe(401);
    expect((await thief.post<Envelope>('/api/auth/v1/token', { grantType: 'refreshToken' })).status).toBe(401);
    expect((await thief.get<Envelope>(`/api/registrations/v1/read/${alice.uid}`)).body.data).toBeNull();
  });

  it('an expired access token is 401/2007; a refresh works once, a reused refresh token is refused', async () => {
    const client = server.client();
    await signIn(client, alice);
    await lapseAccess(server);
    const expired = await client.get<Envelope>('/api/auth/v1/me');
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(ApiCode.tokenExpired);
    expect(expired.body.data).toBeNull();

    const used = client.cookie('ta_refresh')!;
    const first = await client.post<Envelope>('/api/auth/v1/token', { grantType: 'refreshToken' });
    expect(first.status).toBe(200);
    expect(client.cookie('ta_refresh')).not.toBe(used);
    expect((await client.get('/api/auth/v1/me')).status).toBe(200);

    const reuse = replay(server, { refresh: used });
    const again = await reuse.post<Envelope>('/api/auth/v1/token', { grantType: 'refreshToken' });
    expect(again.status).toBe(401);
    expect(again.body.code).not.toBe(ApiCode.tokenExpired);
    // The rightful holder keeps working with the new pair.
    await lapseAccess(server);
    expect((await client.post('/api/auth/v1/token', { grantType: 'refreshToken' })).status).toBe(200);
    const me = await client.get<Envelope>('/api/auth/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ sub: alice.uid });
  });
});

describe('brute force', () => {
  it('sign-in failures from one IP across many registration numbers are throttled with 429', async () => {
    const s = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= THROTTLE.perIp; i++) {
        const c = s.client();
        const res = await c.post<Envelope>('/api/auth/v1/sign-in', { registrationNumber: `NOSUCH${i}`, accessCode: 'WRONGCODE2', cfToken: await solveCaptcha(c) });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, THROTTLE.perIp).every((st) => st === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // The right code from the same IP waits as well: the throttle reveals nothing.
      const bob = await createRegistrant(s.app);
      const c = s.client();
      const right = await c.post<Envelope>('/api/auth/v1/sign-in', { registrationNumber: bob.registrationNumber, accessCode: bob.accessCode, cfToken: await solveCaptcha(c) });
      expect(right.status).toBe(429);
      expect(right.body.message).toBe('嘗試次數過多，請稍後再試');
    } finally {
      await s.close();
    }
  });
});

function replay(s: TestServer, cookies: { access?: string; refresh?: string }): TestClient {
  const c = s.client();
  if (cookies.access) c.setCookie('ta_access', cookies.access);
  if (cookies.refresh) c.setCookie('ta_refresh', cookies.refresh);
  return c;
}
