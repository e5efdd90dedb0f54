// The final submission stalls nobody (issue 13 section 3): the confirm commits and answers without
// waiting for the receipt PDF; while a receipt is being rendered other requests are answered; the
// receipt is rendered once, stored, mailed and served as the very same bytes; and a receipt whose
// rendering failed after the commit is still rendered and mailed by the letter queue's retry.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReceiptContent } from '../../src/server/platform/db/column-types';
import { solveCaptcha } from '../helpers/captcha';
import { pdfText } from '../helpers/pdf-text';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, fillRequiredSet, type Envelope } from './upload-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
afterEach(() => vi.restoreAllMocks());

async function readyToConfirm(): Promise<{ who: TestRegistrant; client: TestClient }> {
  const who = await createRegistrant(server.app);
  const client = server.client();
  await signIn(client, who);
  await fillRequiredSet(client, who);
  return { who, client };
}

const confirm = async (client: TestClient, who: TestRegistrant) =>
  client.post<Envelope<{ registrationStatus: string }>>(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });

/** The receipt as bytes (the test client reads text), with the owner's session cookie. */
async function download(client: TestClient, who: TestRegistrant): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(server.url + `${API}/receipt/${who.uid}`, { headers: { cookie: `ta_access=${client.cookie('ta_access')}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function receiptMailsTo(who: TestRegistrant): Promise<ParsedMail[]> {
  const { contact_email: to } = await server.app.services.db.selectFrom('registration').select('contact_email').where('uid', '=', who.uid).executeTakeFirstOrThrow();
  const dir = server.config.outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes('-receipt-'));
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(dir, f)))));
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === to));
}

const storedKey = async (who: TestRegistrant) =>
  (await server.app.services.db.selectFrom('receipt').select('storage_key').where('registration_uid', '=', who.uid).executeTakeFirstOrThrow()).storage_key;

describe('the receipt is rendered after the commit', () => {
  it('answers the confirm and other requests while the receipt is held; renders it once; serves and mails the same bytes', async () => {
    const { who, client } = await readyToConfirm();
    const receipts = server.app.services.receipts;
    const render = receipts.render.bind(receipts);
    let renderStarted!: () => void;
    const rendering = new Promise<void>((resolve) => (renderStarted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The seam: rendering starts, then waits until the test lets it go on.
    const held = vi.spyOn(receipts, 'render').mockImplementation(async (s: ReceiptContent) => {
      renderStarted();
      await released;
      return render(s);
    });

    // The confirm answers although its receipt cannot be rendered yet: it committed first.
    const confirmed = await confirm(client, who);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.data.registrationStatus).toBe('submitted');
    await rendering;
    // Other requests are answered meanwhile, reading the database.
    const news = await server.client().post<Envelope<unknown[]>>('/api/news/v1/list', { newsCategory: null });
    expect(news.status).toBe(200);
    const read = await client.get<Envelope<{ registrationStatus: string }>>(`${API}/read/${who.uid}`);
    expect(read.body.data.registrationStatus).toBe('submitted');
    expect(await storedKey(who)).toBeNull();

    // Two clicks on "download" while it renders wait for that one rendering.
    const clicks = [download(client, who), download(client, who)];
    release();
    const [first, second] = await Promise.all(clicks);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect(second!.bytes.equals(first!.bytes)).toBe(true);
    const text = await pdfText(first!.bytes);
    expect(text).toContain(who.registrationNumber);
    const files = await server.app.services.db.selectFrom('resource').select('sha256').where('owner_registration_uid', '=', who.uid).where('attached_at', 'is not', null).execute();
    expect(files).toHaveLength(8);
    for (const f of files) expect(text).toContain(f.sha256);

    // Stored once, in the files store; later downloads and the letter carry those bytes.
    const key = await storedKey(who);
    expect(key).not.toBeNull();
    expect((await readFile(join(server.config.filesDir, key!))).equals(first!.bytes)).toBe(true);
    const later = await download(client, who);
    expect(later.bytes.equals(first!.bytes)).toBe(true);
    await server.app.services.mail.settled();
    const mails = await receiptMailsTo(who);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments[0]!.content.equals(first!.bytes)).toBe(true);
    expect(held).toHaveBeenCalledTimes(1);
  });

  it('a receipt whose rendering failed after the commit is rendered and mailed by the retry', async () => {
    const { who, client } = await readyToConfirm();
    const receipts = server.app.services.receipts;
    // The renderer fails until the test lets it work again (as a crash would leave it undone).
    const failing = vi.spyOn(receipts, 'render').mockRejectedValue(new Error('renderer crashed'));

    expect((await confirm(client, who)).status).toBe(200);
    await server.app.services.mail.settled();
    const db = server.app.services.db;
    const { contact_email: to } = await db.selectFrom('registration').select('contact_email').where('uid', '=', who.uid).executeTakeFirstOrThrow();
    const queued = await db.selectFrom('mail_queue').selectAll().where('to_address', '=', to).where('kind', '=', 'receipt').execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.sent_at).toBeNull();
    expect(queued[0]!.last_error).toContain('renderer crashed');
    expect(await storedKey(who)).toBeNull();
    expect(await receiptMailsTo(who)).toHaveLength(0);

    // The renderer works again and the retry is due (its backoff has passed): the periodic round delivers it.
    failing.mockRestore();
    await db.updateTable('mail_queue').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', queued[0]!.id).execute();
    await server.app.services.mail.deliverDue();
    const mails = await receiptMailsTo(who);
    expect(mails).toHaveLength(1);
    const attached = mails[0]!.attachments[0]!.content;
    expect(await pdfText(attached)).toContain(who.registrationNumber);
    expect(await storedKey(who)).not.toBeNull();
    expect((await download(client, who)).bytes.equals(attached)).toBe(true);
  });
});
