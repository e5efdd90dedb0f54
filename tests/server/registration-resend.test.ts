// "Forgot the login code? Resend" over real HTTP: 404 without a match, a fresh code by mail that
// signs in while the old one and its sessions stop working, matching as people type, throttling.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../helpers/captcha';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { groupBody, lettersTo, readLookups, register, type Created, type Envelope, type Lookups } from './registration-fixtures';

const RESEND = '/api/registrations/v1/notify-registration-number';
const CODE = /上傳登入碼：([23456789A-Z]{10})/;

let server: TestServer;
let l: Lookups;
beforeAll(async () => {
  server = await startTestServer();
  l = await readLookups(server.client());
});
afterAll(async () => server?.close());
// Every test here comes from the same address: start each with the IP's allowance untouched.
beforeEach(async () => {
  await server.app.services.db.deleteFrom('rate_limit').execute();
});

async function resend(client: TestClient, body: Record<string, unknown>) {
  return client.post<Envelope>(RESEND, { ...body, cfToken: await solveCaptcha(client) });
}

async function signInWith(client: TestClient, registrationNumber: string, accessCode: string) {
  return client.post<Envelope>('/api/auth/v1/sign-in', { registrationNumber, accessCode, cfToken: await solveCaptcha(client) });
}

async function registered(): Promise<{ body: Record<string, unknown>; created: Created }> {
  const body = groupBody(l);
  const res = await register(server.client(), body);
  expect(res.status).toBe(200);
  return { body, created: res.body.data };
}

const contactOf = (body: Record<string, unknown>) => ({
  entityType: body.entityType,
  contactName: body.contactName,
  contactPhoneNumber: body.contactPhoneNumber,
  contactEmail: body.contactEmail,
});

describe('resend the upload login code', () => {
  it('answers 404 with the SPEC.md text when nothing matches, and sends nothing', async () => {
    const { body } = await registered();
    const client = server.client();
    for (const wrong of [{ contactName: '李大同' }, { contactPhoneNumber: '02-1111-2222' }, { entityType: 'individual' }, { contactEmail: 'other@example.com' }]) {
      const res = await resend(client, { ...contactOf(body), ...wrong });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('查無符合的報名資料，請確認聯絡資訊');
    }
    expect(await lettersTo(server, body.contactEmail as string)).toHaveLength(1); // the confirmation only
  });

  it('mails a fresh code: the new one signs in, the old one and its sessions no longer work', async () => {
    const { body, created } = await registered();
    const before = server.client();
    expect((await signInWith(before, created.registrationNumber, created.accessCode)).status).toBe(200);

    const res = await resend(server.client(), contactOf(body));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, message: '已送出補寄申請，請至信箱收信' });

    const letters = await lettersTo(server, body.contactEmail as string);
    expect(letters).toHaveLength(2);
    const letter = letters.find((m) => m.subject?.includes('新的上傳登入碼'))!;
    expect(letter.subject).toContain(created.registrationNumber);
    const code = CODE.exec(letter.text!)?.[1];
    expect(code).toBeDefined();
    expect(code).not.toBe(created.accessCode);
    expect(letter.html).toContain(code);

    expect((await before.get('/api/auth/v1/me')).status).toBe(401);
    const old = await signInWith(server.client(), created.registrationNumber, created.accessCode);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('報名編號或上傳登入碼錯誤，請重新輸入');
    const after = server.client();
    const fresh = await signInWith(after, created.registrationNumber, code!);
    expect(fresh.status).toBe(200);
    expect((await after.get<Envelope>('/api/auth/v1/me')).body.data).toMatchObject({ sub: created.uid, registrationNumber: created.registrationNumber });
  });

  it('matches contact details as people type them: spaces, dashes and letter case do not matter', async () => {
    const { body } = await registered();
    const res = await resend(server.client(), {
      ...contactOf(body),
      contactName: ' 王小明 ',
      contactPhoneNumber: ' 02 2345 6789 #12 ',
      contactEmail: (body.contactEmail as string).toUpperCase(),
    });
    expect(res.status).toBe(200);
    const letters = await lettersTo(server, body.contactEmail as string);
    expect(letters.map((m) => m.subject).filter((s) => s?.includes('新的上傳登入碼'))).toHaveLength(1);
  });

  it('refuses a reused security token', async () => {
    const { body } = await registered();
    const client = server.client();
    const token = await solveCaptcha(client);
    expect((await client.post(RESEND, { ...contactOf(body), cfToken: token })).status).toBe(200);
    const again = await client.post<Envelope>(RESEND, { ...contactOf(body), cfToken: token });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('安全驗證失敗，請重新整理');
  });

  it('throttles one address after three letters, found or not, with 429 in zh-TW', async () => {
    const { body } = await registered();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await resend(server.client(), contactOf(body))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const last = await resend(server.client(), contactOf(body));
    expect(last.body.message).toBe('嘗試次數過多，請稍後再試');
    // Three letters were sent, not four.
    expect((await lettersTo(server, body.contactEmail as string)).filter((m) => m.subject?.includes('新的上傳登入碼'))).toHaveLength(3);
  });

  it('counts user+1@, user+2@ and user@ as one mailbox (issue 30), and still finds the registration by the address it holds', async () => {
    const { body } = await registered();
    const [local, domain] = (body.contactEmail as string).split('@');
    const statuses: number[] = [];
    for (const email of [`${local}+1@${domain}`, `${local}+2@${domain}`, body.contactEmail, `${local}+3@${domain}`]) {
      statuses.push((await resend(server.client(), { ...contactOf(body), contactEmail: email })).status);
    }
    // Sub-addresses find nothing (the registration holds the plain address) but use up the mailbox's allowance.
    expect(statuses).toEqual([404, 404, 200, 429]);
  });

  it('throttles one IP across addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await resend(server.client(), { entityType: 'group', contactName: '王小明', contactPhoneNumber: '02-2345-6789', contactEmail: `nobody${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});
