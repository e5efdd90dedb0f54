// The site's API client (src/web/api/client.ts) against a real server, as the browser uses it: a
// cookie jar stands in for the browser's cookies. 401/2007 -> one shared refresh -> the original
// request once more (body included); the toast rules of SPEC.md section 8; quiet calls; the
// "not authenticated" answer ends the session.
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { installBrowserFetch } from '../helpers/browser-fetch';

const { site, jar, calls } = installBrowserFetch();

const { api, quiet } = await import('../../src/web/api/client');
const { onSessionEnded } = await import('../../src/web/api/session-events');

let server: TestServer;
let alice: TestRegistrant;
let bob: TestRegistrant;
let locked: TestRegistrant;
let sessionsEnded = 0;
beforeAll(async () => {
  server = await startTestServer();
  site.url = server.url;
  alice = await createRegistrant(server.app);
  bob = await createRegistrant(server.app);
  locked = await createRegistrant(server.app, { status: 'submitted' });
  onSessionEnded(() => sessionsEnded++);
});
afterAll(async () => server?.close());
afterEach(() => {
  cleanNotifications();
  calls.length = 0;
  jar.clear();
  sessionsEnded = 0;
});

/** Signs in as `who` and puts the session cookies in the browser's jar. */
async function signInAs(who: TestRegistrant) {
  const client = server.client();
  await signIn(client, who);
  for (const name of ['ta_access', 'ta_refresh']) jar.set(name, client.cookie(name)!);
  calls.length = 0;
  return client;
}

const toasts = () => [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue].map((n) => String(n.message));
const merit = (registrationUid: string, text: string) => ({
  registrationUid,
  year: 113 as const,
  month: 5,
  achievementCategory: '{product}_tourism' as const,
  description: Buffer.from(text, 'utf8').toString('base64'),
});

describe('expired access token (401, code 2007)', () => {
  it('refreshes the session and answers the original call, with no toast', async () => {
    await signInAs(alice);
    jar.delete('ta_access'); // the browser dropped the lapsed access cookie; the refresh cookie lives
    const { data, error } = await api.GET('/api/auth/v1/me');
    expect(error).toBeUndefined();
    expect(data?.data.sub).toBe(alice.uid);
    expect(calls).toEqual(['GET /api/auth/v1/me', 'POST /api/auth/v1/token', 'GET /api/auth/v1/me']);
    expect(jar.has('ta_access')).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('sends the original body again: a POST retried after the refresh is saved once', async () => {
    await signInAs(alice);
    jar.delete('ta_access');
    const { data } = await api.POST('/api/registrations/v1/achievements/create', { body: merit(alice.uid, '重送後仍完整的內容') });
    expect(data?.code).toBe(0);
    const list = await api.GET('/api/registrations/v1/achievements/read/{uid}', { params: { path: { uid: alice.uid } } });
    const texts = (list.data?.data ?? []).map((a) => a.description);
    expect(texts.filter((t) => t === '重送後仍完整的內容')).toHaveLength(1);
  });

  it('renews a token that really lapsed: the clock moves past its lifetime while the browser still sends it', async () => {
    await signInAs(alice);
    // The server runs in this process: a faked clock is the server's clock too. Only Date is faked,
    // so sockets and timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (server.config.accessTokenTtlSeconds + 1) * 1000);
      const { data } = await api.GET('/api/auth/v1/me');
      expect(data?.data.sub).toBe(alice.uid);
      expect(calls).toEqual(['GET /api/auth/v1/me', 'POST /api/auth/v1/token', 'GET /api/auth/v1/me']);
      expect(toasts()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs ONE refresh for many calls that expire together', async () => {
    await signInAs(alice);
    jar.delete('ta_access');
    const answers = await Promise.all([1, 2, 3, 4].map(() => api.GET('/api/auth/v1/me')));
    expect(answers.map((a) => a.data?.data.sub)).toEqual([alice.uid, alice.uid, alice.uid, alice.uid]);
    expect(calls.filter((c) => c === 'POST /api/auth/v1/token')).toHaveLength(1);
  });
});

describe('other errors', () => {
  it('401 "not authenticated": toasts the message and ends the session locally', async () => {
    const client = await signInAs(alice);
    await client.get('/api/auth/v1/sign-out'); // revoked elsewhere (another device, an administrator)
    jar.delete('ta_access');
    const { error, response } = await api.GET('/api/auth/v1/me');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ message: '尚未登入或登入已失效，請重新登入' });
    expect(toasts()).toEqual(['尚未登入或登入已失效，請重新登入']);
    expect(sessionsEnded).toBe(1);
  });

  it('403 is passed on without a message', async () => {
    await signInAs(alice);
    const { response } = await api.GET('/api/registrations/v1/achievements/read/{uid}', { params: { path: { uid: bob.uid } } });
    expect(response.status).toBe(403);
    expect(toasts()).toEqual([]);
    expect(sessionsEnded).toBe(0);
  });

  it('409 toasts the server message', async () => {
    await signInAs(locked);
    const { response } = await api.POST('/api/registrations/v1/achievements/create', { body: merit(locked.uid, '已鎖定') });
    expect(response.status).toBe(409);
    expect(toasts()).toEqual(['資料已送出，無法再修改']);
  });

  it('400 toasts the server message', async () => {
    await signInAs(alice);
    const { response, error } = await api.POST('/api/registrations/v1/achievements/create', {
      body: { ...merit(alice.uid, 'x'), month: 13 },
    });
    expect(response.status).toBe(400);
    expect(toasts()).toEqual([(error as { message: string }).message]);
  });

  it('quiet calls show their own texts: no toast, no sign-out', async () => {
    const { response } = await api.POST('/api/auth/v1/sign-in', {
      body: { registrationNumber: alice.registrationNumber, accessCode: 'WRONGCODE2', cfToken: await solveCaptcha(server.client()) },
      ...quiet,
    });
    expect(response.status).toBe(401);
    expect(toasts()).toEqual([]);
    expect(sessionsEnded).toBe(0);
  });

  it('news failures are only logged by their pages: no toast', async () => {
    const { response } = await api.GET('/api/news/v1/read/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    expect(response.status).toBe(404);
    expect(toasts()).toEqual([]);
  });
});
