// No ID number and no login code in the logs: the server runs as `npm start` runs it (main.ts, its own
// process) at the most verbose level, a registrant registers, signs in, fails a sign-in, asks for a
// new code; the whole log is then searched for the secrets.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../helpers/captcha';
import { TestClient } from '../helpers/test-client';
import { individualBody, readLookups, register, uploadCandidatePhoto, type Envelope } from './registration-fixtures';

let child: ChildProcess;
let dataDir: string;
let log = '';
let url = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ta-logs-'));
  child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'src', 'server', 'main.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'trace', ALTCHA_COST: '1', SMTP_URL: '', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${log}`)));
    child.stdout!.on('data', (c: Buffer) => {
      log += c.toString();
      const match = /網站已啟動：(http:\/\/\S+)/.exec(log);
      if (match) resolve(match[1]!);
    });
  });
});
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('logs', () => {
  it('never hold an ID number or an upload login code', async () => {
    const client = new TestClient(url);
    const l = await readLookups(client);
    const photo = await uploadCandidatePhoto(client);
    const body = individualBody(l, photo, { indPersonalIdNumber: 'F131104093' });
    const created = await register(client, body);
    expect(created.status).toBe(200);
    const { registrationNumber, accessCode } = created.body.data;

    const signIn = async (code: string) =>
      new TestClient(url).post('/api/auth/v1/sign-in', { registrationNumber, accessCode: code, cfToken: await solveCaptcha(client) });
    // Refused before any check (no security token): the code still travelled in the body.
    expect((await client.post('/api/auth/v1/sign-in', { registrationNumber, accessCode, cfToken: '' })).status).toBe(400);
    expect((await signIn(accessCode)).status).toBe(200);
    expect((await signIn('WRONGWRONG')).status).toBe(401);
    // A refused body with an ID number in it, and a resend that mails a new code.
    expect((await client.post('/api/registrations/v1/create', { ...body, indPersonalIdNumber: 'F131104094', cfToken: 'x' })).status).toBe(400);
    const resend = await client.post<Envelope>('/api/registrations/v1/notify-registration-number', {
      entityType: 'individual',
      contactName: body.contactName,
      contactPhoneNumber: body.contactPhoneNumber,
      contactEmail: body.contactEmail,
      cfToken: await solveCaptcha(client),
    });
    expect(resend.status).toBe(200);

    // The letter is written right after the answer: wait for it.
    const outbox = join(dataDir, 'outbox');
    const readNewCode = async () => {
      const letters = await Promise.all((await readdir(outbox)).map(async (f) => simpleParser(await readFile(join(outbox, f)))));
      return letters.map((m) => /新的上傳登入碼：(\S+)/.exec(m.text ?? '')?.[1]).find(Boolean);
    };
    await expect.poll(readNewCode).toBeDefined();
    const newCode = await readNewCode();

    expect(log).toContain('mail written to outbox'); // the log was captured
    expect(log).toContain('/api/auth/v1/sign-in');
    for (const secret of ['F131104093', 'F131104094', accessCode, newCode!]) expect(log).not.toContain(secret);
  });
});
