// The upload workflow's writes follow the programme's calendar and the registration's status: after
// the upload deadline every write answers 409 with the closed notice (reads still work), and a
// registration sent back for changes (reviewed_awaiting) is editable again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../helpers/captcha';
import { jpeg } from '../helpers/files';
import { createRegistrant, signIn } from '../helpers/registrant';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, b64, fillRequiredSet, type Envelope } from './upload-fixtures';

describe('after the upload deadline', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      REGISTRATION_OPENS_AT: '2025-08-29T10:00:00+08:00',
      REGISTRATION_CLOSES_AT: '2025-10-09T23:59:59+08:00',
      UPLOAD_CLOSES_AT: '2025-10-15T23:59:59+08:00',
    });
  });
  afterAll(async () => server?.close());

  it('refuses adding, uploading and the final submission with the closed notice; reading still works', async () => {
    const who = await createRegistrant(server.app);
    const client = server.client();
    await signIn(client, who);
    const closed = '資料上傳已於 114 年 10 月 15 日截止，感謝您的參與。';
    const add = await client.post<Envelope>(`${API}/achievements/create`, { registrationUid: who.uid, year: 114, month: 1, achievementCategory: '{product}_tourism', description: b64('事蹟') });
    expect(add.status).toBe(409);
    expect(add.body.message).toBe(closed);
    const upload = await client.upload<Envelope>('/api/resources/v1/create', { purpose: 'workplace-photo' }, { name: 'w.jpg', content: await jpeg() });
    expect(upload.status).toBe(409);
    const confirm = await client.post<Envelope>(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe(closed);
    const read = await client.get<Envelope<unknown[]>>(`${API}/achievements/read/${who.uid}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([]);
  });
});

describe('a registration sent back for changes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('is editable again and can be submitted again', async () => {
    const who = await createRegistrant(server.app, { status: 'reviewed_awaiting' });
    const client = server.client();
    await signIn(client, who);
    await fillRequiredSet(client, who);
    const confirm = await client.post<Envelope<{ registrationStatus: string }>>(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });
    expect(confirm.status, confirm.text).toBe(200);
    expect(confirm.body.data.registrationStatus).toBe('submitted');
  });
});
