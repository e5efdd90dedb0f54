// Mail transport down (issue 7): SMTP_URL points at a closed port. Registration still succeeds, the
// confirmation letter stays queued with the error, and it is delivered once the transport answers
// again (an in-process SMTP server on that very port) by the periodic retry.
import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { groupBody, readLookups, register } from '../server/registration-fixtures';

let port = 0;
let server: TestServer;
let smtp: SMTPServer | undefined;
const received: Promise<ParsedMail>[] = [];

beforeAll(async () => {
  port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server?.close();
  if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
});

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      received.push(
        new Promise((resolve) => {
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            callback();
            resolve(simpleParser(Buffer.concat(chunks)));
          });
        }),
      );
    },
  });
  return new Promise((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
}

describe('mail transport down', () => {
  it('registration succeeds, the letter waits in the queue, and goes out when the transport is back', async () => {
    const client = server.client();
    const body = groupBody(await readLookups(client));
    const created = await register(client, body);
    expect(created.status).toBe(200);
    const { registrationNumber } = created.body.data;

    await server.app.services.mail.settled(); // its delivery, tried right after the answer, has failed
    const db = server.app.services.db;
    const queued = await db.selectFrom('mail_queue').selectAll().where('to_address', '=', String(body.contactEmail)).execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.sent_at).toBeNull();
    expect(queued[0]!.last_error).toBeTruthy();

    await startSmtp();
    // The retry is due (its backoff has passed); the periodic worker's round delivers it.
    await db.updateTable('mail_queue').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', queued[0]!.id).execute();
    await server.app.services.mail.deliverDue();

    expect(received).toHaveLength(1);
    const letter = await received[0]!;
    expect(letter.text).toContain(registrationNumber);
    const after = await db.selectFrom('mail_queue').selectAll().where('id', '=', queued[0]!.id).executeTakeFirstOrThrow();
    expect(after.sent_at).not.toBeNull();
  });
});
