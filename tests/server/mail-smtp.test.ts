// With SMTP_URL set, the confirmation letter goes out over real SMTP: an in-process SMTP server on
// 127.0.0.1 receives it, and a mail parser reads what a registrant's mail client would show.
import { readdir } from 'node:fs/promises';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { groupBody, readLookups, register } from './registration-fixtures';

interface Received {
  from: string;
  to: string[];
  mail: Promise<ParsedMail>;
}

let smtp: SMTPServer;
let server: TestServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let done!: (b: Buffer) => void;
      const raw = new Promise<Buffer>((resolve) => (done = resolve));
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        done(Buffer.concat(chunks));
        callback();
      });
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        mail: raw.then((b) => simpleParser(b)),
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('confirmation letter over SMTP', () => {
  it('is delivered to the contact address with the number, the code and the contact data, in HTML and text', async () => {
    const client = server.client();
    const body = groupBody(await readLookups(client));
    const res = await register(client, body);
    expect(res.status).toBe(200);
    const { registrationNumber, accessCode } = res.body.data;
    await server.app.services.mail.settled(); // sent right after the answer

    expect(received).toHaveLength(1);
    const [envelope] = received;
    expect(envelope!.to).toEqual([body.contactEmail]);
    expect(envelope!.from).toBe('no-reply@tourism-award.example');
    const mail = await envelope!.mail;
    expect(mail.subject).toBe(`【第三屆觀光金質獎】報名完成通知（報名編號 ${registrationNumber}）`);
    expect(mail.from?.text).toContain('觀光獎報名小組');
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain(registrationNumber);
      expect(part).toContain(accessCode);
      expect(part).toContain(server.config.programme.contactHours);
    }
    // Sent, not written to the outbox.
    expect(await readdir(server.config.outboxDir).catch(() => [])).toEqual([]);
    const queued = await server.app.services.db.selectFrom('mail_queue').select(['sent_at', 'attempts']).execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.sent_at).not.toBeNull();
  });
});
