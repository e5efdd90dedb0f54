// Abuse that gets nowhere (issue 15): limits that hold when attempts arrive all at once, a sign-in
// throttle that never locks the owner out, a client address that a forged X-Forwarded-For cannot
// change, and registration (which mails a letter) limited per address and per e-mail address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailKey, mailboxKey, numberDelayMs, signInKeys, THROTTLE } from '../../src/server/platform/guards/throttle';
import { loadConfig } from '../../src/server/platform/config/config';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { groupBody, lettersTo, readLookups, register, uniqueEmail, type Envelope, type Lookups } from '../server/registration-fixtures';

const SIGN_IN = '/api/auth/v1/sign-in';

async function attempt(client: TestClient, who: Pick<TestRegistrant, 'registrationNumber'>, accessCode: string, headers: Record<string, string> = {}) {
  return client.post<Envelope>(SIGN_IN, { registrationNumber: who.registrationNumber, accessCode, cfToken: await solveCaptcha(client) }, headers);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in throttling', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.app.services.db.deleteFrom('rate_limit').execute();
  });

  it('40 wrong codes at once on one number: no more 401s than the limit, the rest 429', async () => {
    const victim = await createRegistrant(server.app);
    const client = server.client();
    // Tokens solved first, so that the 40 attempts really arrive together.
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) tokens.push(await solveCaptcha(client));
    const answers = await Promise.all(
      tokens.map((cfToken) => server.client().post(SIGN_IN, { registrationNumber: victim.registrationNumber, accessCode: 'WRONGCODE2', cfToken })),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(THROTTLE.perNumberAndIp);
    expect(count(statuses, 401)).toBeGreaterThan(0);
    expect(count(statuses, 429)).toBe(40 - count(statuses, 401));
  });

  it('failures from other addresses past every limit never refuse the owner’s right code', async () => {
    const owner = await createRegistrant(server.app);
    const attackers = ['127.0.0.2', '127.0.0.3', '127.0.0.4'].map((localAddress) => server.client({ localAddress }));
    // Each attacking address exhausts its allowance on the owner's number: together they pass the
    // number's own threshold (THROTTLE.numberSlowAfter), which only slows attempts on it.
    for (const attacker of attackers) {
      const statuses: number[] = [];
      for (let i = 0; i <= THROTTLE.perNumberAndIp; i++) statuses.push((await attempt(attacker, owner, 'WRONGCODE2')).status);
      expect(statuses.slice(0, THROTTLE.perNumberAndIp).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    }
    expect(attackers.length * THROTTLE.perNumberAndIp).toBeGreaterThanOrEqual(THROTTLE.numberSlowAfter);
    // The first attacker goes on with other numbers until its address is refused altogether.
    const [first] = attackers;
    let last = 0;
    for (let i = 0; i < THROTTLE.perIp; i++) last = (await attempt(first!, { registrationNumber: `NOSUCH${i}` }, 'WRONGCODE2')).status;
    expect(last).toBe(429);

    // The owner, from an address that has not failed: signed in, and the session works.
    const ownerClient = server.client();
    const res = await attempt(ownerClient, owner, owner.accessCode);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sub: owner.uid });
    const me = await ownerClient.get<Envelope>('/api/auth/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ sub: owner.uid, registrationNumber: owner.registrationNumber });

    // An attacking address stays refused, even with the right code: a throttled answer never tells
    // a guesser which guess was right.
    const refused = await attempt(attackers[1]!, owner, owner.accessCode);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('嘗試次數過多，請稍後再試');
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('a right code gives its slot back, and clears the address’s failures on that number', async () => {
    const owner = await createRegistrant(server.app);
    const client = server.client();
    for (let i = 0; i < THROTTLE.perNumberAndIp - 1; i++) expect((await attempt(client, owner, 'WRONGCODE2')).status).toBe(401);
    expect((await attempt(client, owner, owner.accessCode)).status).toBe(200);
    // A fresh allowance on the number after the success.
    for (let i = 0; i < THROTTLE.perNumberAndIp; i++) expect((await attempt(client, owner, 'WRONGCODE2')).status).toBe(401);
    expect((await attempt(client, owner, 'WRONGCODE2')).status).toBe(429);
  });

  it('an attempt refused on one counter takes nothing from the others; a right code gives the address’s slot back', async () => {
    const owner = await createRegistrant(server.app);
    const client = server.client();
    const keys = signInKeys(owner.registrationNumber, '127.0.0.1');
    const { rateLimits } = server.app.services;
    for (let i = 0; i < THROTTLE.perNumberAndIp; i++) expect((await attempt(client, owner, 'WRONGCODE2')).status).toBe(401);
    expect((await attempt(client, owner, 'WRONGCODE2')).status).toBe(429);
    // Refused on the number-and-address counter: the address's own allowance is as the failures left it.
    expect(await rateLimits.count(keys.ip)).toBe(THROTTLE.perNumberAndIp);
    expect(await rateLimits.count(keys.pair)).toBe(THROTTLE.perNumberAndIp);

    await server.app.services.db.deleteFrom('rate_limit').where('key', '=', keys.pair).execute();
    expect((await attempt(client, owner, owner.accessCode)).status).toBe(200);
    expect(await rateLimits.count(keys.ip)).toBe(THROTTLE.perNumberAndIp);
    expect(await rateLimits.count(keys.pair)).toBe(0);
  });

  it('a number many addresses failed on slows every attempt on it, a number nobody holds alike', async () => {
    const owner = await createRegistrant(server.app);
    const failures = THROTTLE.numberSlowAfter + 2;
    const delay = numberDelayMs(failures);
    expect(delay).toBeGreaterThan(0);
    for (const number of [owner.registrationNumber, 'NOSUCH0001']) {
      for (let i = 0; i < failures; i++) await server.app.services.rateLimits.hit(signInKeys(number, '').number, THROTTLE.windowSeconds);
    }
    for (const [who, code, status] of [[owner, owner.accessCode, 200], [{ registrationNumber: 'NOSUCH0001' }, 'WRONGCODE2', 401]] as const) {
      const client = server.client();
      const cfToken = await solveCaptcha(client);
      const started = performance.now();
      const res = await client.post<Envelope>(SIGN_IN, { registrationNumber: who.registrationNumber, accessCode: code, cfToken });
      expect(res.status).toBe(status);
      expect(performance.now() - started).toBeGreaterThanOrEqual(delay - 5); // the timer's own rounding
    }
  });

  it('a failed security check does not use up the address’s attempts', async () => {
    const owner = await createRegistrant(server.app);
    const client = server.client();
    for (let i = 0; i < THROTTLE.perNumberAndIp + 3; i++) {
      const res = await client.post<Envelope>(SIGN_IN, { registrationNumber: owner.registrationNumber, accessCode: 'WRONGCODE2', cfToken: 'bm90IGEgdG9rZW4=' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(2005);
    }
    expect((await attempt(client, owner, owner.accessCode)).status).toBe(200);
  });

  it('a security token used once is refused after, and its refusals use up no attempts', async () => {
    const owner = await createRegistrant(server.app);
    const client = server.client();
    const cfToken = await solveCaptcha(client);
    const first = await client.post<Envelope>(SIGN_IN, { registrationNumber: owner.registrationNumber, accessCode: 'WRONGCODE2', cfToken });
    expect(first.status).toBe(401);
    expect(first.body.code).toBe(2002);
    for (let i = 0; i < THROTTLE.perNumberAndIp + 3; i++) {
      const again = await client.post<Envelope>(SIGN_IN, { registrationNumber: owner.registrationNumber, accessCode: 'WRONGCODE2', cfToken });
      expect(again.status).toBe(401);
      expect(again.body.code).toBe(2005);
    }
    // Only the first attempt counted: the address has the rest of its allowance on the number.
    for (let i = 1; i < THROTTLE.perNumberAndIp; i++) expect((await attempt(client, owner, 'WRONGCODE2')).status).toBe(401);
    expect((await attempt(client, owner, owner.accessCode)).status).toBe(429);
  });

  it('an attempt refused for its address’s failures leaves its security token unused', async () => {
    const owner = await createRegistrant(server.app);
    const guesser = server.client({ localAddress: '127.0.0.5' });
    for (let i = 0; i < THROTTLE.perNumberAndIp; i++) expect((await attempt(guesser, owner, 'WRONGCODE2')).status).toBe(401);
    const cfToken = await solveCaptcha(guesser);
    const refused = await guesser.post<Envelope>(SIGN_IN, { registrationNumber: owner.registrationNumber, accessCode: owner.accessCode, cfToken });
    expect(refused.status).toBe(429);
    // The token was not spent on the refusal: from an address with attempts left, it signs in.
    const owners = server.client();
    const res = await owners.post<Envelope>(SIGN_IN, { registrationNumber: owner.registrationNumber, accessCode: owner.accessCode, cfToken });
    expect(res.status).toBe(200);
    expect((await owners.get<Envelope>('/api/auth/v1/me')).status).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or proxy addresses; refuses true and malformed addresses with a clear boot error', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(() => trust('true')).toThrow(/TRUST_PROXY=true.*number of proxies.*1 for nginx on the same host.*addresses/);
    expect(() => trust('TRUE')).toThrow(/TRUST_PROXY=true/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY must be false, a number of proxies.*10\.0\.0\.0\/33/);
    expect(() => trust('nginx')).toThrow(/TRUST_PROXY must be/);
    expect(() => trust('-1')).toThrow(/TRUST_PROXY must be/);
  });

  // The test client plays the proxy: each request carries a forged X-Forwarded-For entry written by
  // the client, then the address the proxy saw, appended by the proxy (nginx's $proxy_add_x_forwarded_for).
  for (const setting of ['1', '127.0.0.1', '10.0.0.0/8,127.0.0.0/8']) {
    it(`TRUST_PROXY=${setting}: rotating forged X-Forwarded-For entries cannot escape the per-address limit`, async () => {
      const s = await startTestServer({ TRUST_PROXY: setting });
      try {
        const statuses: number[] = [];
        for (let i = 0; i <= THROTTLE.perIp; i++) {
          const forged = `198.51.100.${i + 1}`;
          const res = await attempt(s.client(), { registrationNumber: `NOSUCH${i}` }, 'WRONGCODE2', { 'x-forwarded-for': `${forged}, 203.0.113.7` });
          statuses.push(res.status);
        }
        expect(statuses.slice(0, THROTTLE.perIp).every((st) => st === 401)).toBe(true);
        expect(statuses.at(-1)).toBe(429);
        // The counter is the address the proxy saw, not the socket's (the proxy's) nor a forged one.
        expect(await s.app.services.rateLimits.count('login:ip:203.0.113.7')).toBe(THROTTLE.perIp);
        // Another visitor behind the same proxy is not throttled with the first.
        const other = await attempt(s.client(), { registrationNumber: 'NOSUCH-OTHER' }, 'WRONGCODE2', { 'x-forwarded-for': '203.0.113.8' });
        expect(other.status).toBe(401);
      } finally {
        await s.close();
      }
    });
  }
});

describe('registration limits', () => {
  let server: TestServer;
  let l: Lookups;
  beforeAll(async () => {
    server = await startTestServer({ REGISTRATIONS_PER_ADDRESS: '3' });
    l = await readLookups(server.client());
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.app.services.db.deleteFrom('rate_limit').execute();
  });

  it('the default allowance per client address is a setting, 20 an hour', () => {
    expect(loadConfig({}).registrationsPerAddress).toBe(20);
    expect(THROTTLE.createWindowSeconds).toBe(3600);
  });

  it('one client address: REGISTRATIONS_PER_ADDRESS registrations, then 429 in zh-TW; refused ones send nothing', async () => {
    const statuses: number[] = [];
    const emails: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = uniqueEmail('per-ip');
      emails.push(email);
      statuses.push((await register(server.client(), groupBody(l, { contactEmail: email }))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await register(server.client(), groupBody(l, { contactEmail: uniqueEmail('per-ip') }));
    expect(refused.body).toMatchObject({ code: 4029, message: '短時間內從同一網路或以同一電子信箱送出的報名過多，請一小時後再試', data: null });
    expect(await lettersTo(server, emails[3]!)).toEqual([]);
    // Another address is not throttled with this one.
    expect((await register(server.client({ localAddress: '127.0.0.2' }), groupBody(l))).status).toBe(200);
  });

  it('an e-mail address counts as one however it is written (surrounding spaces, letter case)', () => {
    expect(emailKey('  Wang.Xiaoming@Example.COM ')).toBe('wang.xiaoming@example.com');
  });

  it('one e-mail address, in any letter case: THROTTLE.createPerEmail registrations, then 429', async () => {
    const email = uniqueEmail('per-email');
    // (The form's schema refuses surrounding spaces, so over HTTP only the letter case varies.)
    const spellings = [email, email.toUpperCase(), email.replace(/^p/, 'P')];
    const statuses: number[] = [];
    // From several client addresses, so that only the e-mail address's limit applies.
    for (let i = 0; i <= THROTTLE.createPerEmail; i++) {
      const client = server.client({ localAddress: `127.0.0.${10 + i}` });
      statuses.push((await register(client, groupBody(l, { contactEmail: spellings[i % spellings.length] }))).status);
    }
    expect(statuses.slice(0, THROTTLE.createPerEmail)).toEqual(Array(THROTTLE.createPerEmail).fill(200));
    expect(statuses.at(-1)).toBe(429);
    const letters = (await lettersTo(server, '')).filter((m) => JSON.stringify(m.to).toLowerCase().includes(email));
    expect(letters).toHaveLength(THROTTLE.createPerEmail);
  });

  it('a mailbox counts as one however it is sub-addressed: user+tag@ is user@, and Gmail ignores dots (issue 30)', () => {
    expect(mailboxKey('User+1@Example.com')).toBe('user@example.com');
    expect(mailboxKey('user+a+b@example.com')).toBe('user@example.com');
    expect(mailboxKey('wang.xiao+award@example.com')).toBe('wang.xiao@example.com');
    expect(mailboxKey('Wang.Xiao.Ming+2@GoogleMail.com')).toBe('wangxiaoming@gmail.com');
    expect(mailboxKey('w.angxiaoming@gmail.com')).toBe('wangxiaoming@gmail.com');
  });

  it('user+1@, user+2@… and user@ share one mailbox\'s allowance; each letter still goes to the address typed', async () => {
    const [local, domain] = uniqueEmail('per-mailbox').split('@');
    const typed = Array.from({ length: THROTTLE.createPerEmail }, (_, i) => `${local}+${i + 1}@${domain}`);
    const statuses: number[] = [];
    // From several client addresses, so that only the mailbox's limit applies.
    for (const [i, email] of [...typed, `${local}@${domain}`].entries()) {
      statuses.push((await register(server.client({ localAddress: `127.0.0.${40 + i}` }), groupBody(l, { contactEmail: email }))).status);
    }
    expect(statuses).toEqual([...Array(THROTTLE.createPerEmail).fill(200), 429]);
    expect(await lettersTo(server, typed[0]!)).toHaveLength(1);
    expect(await lettersTo(server, `${local}@${domain}`)).toEqual([]);
  });

  it('registrations refused for their content or security check do not use up the allowance', async () => {
    const client = server.client();
    for (let i = 0; i < 4; i++) {
      const bad = await client.post<Envelope>('/api/registrations/v1/create', { ...groupBody(l), cfToken: 'bm90IGEgdG9rZW4=' });
      expect(bad.status).toBe(401);
      const invalid = await register(client, groupBody(l, { contactDistrictCategory: l.foreignDistrict }));
      expect(invalid.status).toBe(400);
    }
    for (let i = 0; i < 3; i++) expect((await register(client, groupBody(l))).status).toBe(200);
  });

  it('parallel registrations from one address: no more than the allowance pass', async () => {
    const client = server.client();
    const bodies: Record<string, unknown>[] = [];
    for (let i = 0; i < 10; i++) bodies.push({ ...groupBody(l), cfToken: await solveCaptcha(client) });
    const answers = await Promise.all(bodies.map((b) => server.client().post('/api/registrations/v1/create', b)));
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 200)).toBe(3);
    expect(count(statuses, 429)).toBe(7);
  });
});
