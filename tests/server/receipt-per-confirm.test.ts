// Issue 29 item 1: every confirm has its own receipt. A registration returned for correction, whose
// recommendation letter is replaced and which is confirmed again, gets a second receipt naming the new
// letter at the second time; the first receipt is kept (numbered); the registration's ZIP holds both
// beside a summary that agrees with the latest; the registrant still downloads the latest after review.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationZipContent } from '../../src/server/features/exports/registration-zip-content';
import { transitionRegistration, type TransitionActor, type TransitionEvent } from '../../src/server/features/registration/transition';
import { solveCaptcha } from '../helpers/captcha';
import { pdf } from '../helpers/files';
import { pdfText } from '../helpers/pdf-text';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import type { components } from '../../src/shared/generated/api';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, fillRequiredSet, uploadFile, type Envelope } from './upload-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const REVIEWER: TransitionActor = { role: 'reviewer', kind: 'staff', uid: 'staff-reviewer-1', label: 'reviewer@example.tw' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const review = (who: TestRegistrant, event: TransitionEvent) => transitionRegistration(server.app.services, { registrationUid: who.uid, event, actor: REVIEWER });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function confirm(client: TestClient, who: TestRegistrant) {
  const res = await client.post<Envelope>(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });
  expect(res.status, res.text).toBe(200);
  await server.app.services.mail.settled();
}

/** What the session calls answer (sign-in, /me), as the contract defines it. */
type UserInfo = components['schemas']['UserInfo'];

/** The receipt a sign-in's answer names (null: never confirmed). */
const receiptOf = (res: Awaited<ReturnType<typeof signIn>>) => (res.body as Envelope<UserInfo>).data.receipt;

/** The latest receipt as the registrant downloads it (bytes and the name the browser saves it under). */
async function download(client: TestClient, who: TestRegistrant) {
  const res = await fetch(server.url + `${API}/receipt/${who.uid}`, { headers: { cookie: `ta_access=${client.cookie('ta_access')}` } });
  return { status: res.status, disposition: res.headers.get('content-disposition') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
}

async function receiptMails(who: TestRegistrant): Promise<ParsedMail[]> {
  const { contact_email: to } = await server.app.services.db.selectFrom('registration').select('contact_email').where('uid', '=', who.uid).executeTakeFirstOrThrow();
  const files = (await readdir(server.config.outboxDir)).filter((f) => f.includes('-receipt-')).sort();
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(server.config.outboxDir, f)))));
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === to)).sort((a, b) => a.date!.getTime() - b.date!.getTime());
}

/** The registrant replaces the recommendation letter in step 3, as the stepper saves it. */
async function replaceLetter(client: TestClient, who: TestRegistrant, name: string, bytes: Buffer) {
  const letter = await uploadFile(client, 'recommendation-letter', name, bytes);
  const saved = await client.post(`${API}/recommendation/update/${who.uid}`, {
    referralMethod: 'self_registration',
    recommendationResourcesUid: letter,
    recommendationNumber: null,
    recommendationSource: '臺北市觀光協會',
  });
  expect(saved.status, saved.text).toBe(200);
}

describe('a receipt per confirm', () => {
  it('the confirm after a correction has a receipt of its own; the first is kept; the registrant downloads the latest, after review too', async () => {
    const who = await createRegistrant(server.app);
    const client = server.client();
    // The sign-in's answer names the latest receipt (the upload page's download link): none yet.
    expect(receiptOf(await signIn(client, who))).toBeNull();
    await fillRequiredSet(client, who);
    await confirm(client, who);
    const first = await download(client, who);
    expect(first.status).toBe(200);
    const firstText = await pdfText(first.bytes);
    expect(firstText).toContain('推薦書.pdf');

    await review(who, { type: 'RETURN', reason: '請更換推薦書為用印版本。', deadline: inDays(7) });
    const corrected = pdf('the corrected, stamped letter');
    await replaceLetter(client, who, '推薦書-用印版.pdf', corrected);
    // A second apart at least, so the two submission times differ on the receipt (to the second).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await confirm(client, who);

    const second = await download(client, who);
    expect(second.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(false);
    const secondText = await pdfText(second.bytes);
    expect(secondText).toContain('推薦書-用印版.pdf');
    expect(secondText).toContain(sha256(corrected));
    expect(secondText).not.toContain(sha256(pdf('letter')));
    const submittedAt = (text: string) => /送出時間：(\d{3} 年[^（\n]*)/.exec(text)?.[1];
    expect(submittedAt(secondText)).not.toBe(submittedAt(firstText));
    // Numbered: the second receipt says it is the second, under a name of its own.
    expect(secondText).toContain('第 2 次送出');
    expect(decodeURIComponent(second.disposition)).toContain(`${who.registrationNumber}-2.pdf`);

    // Each letter carries the receipt of its own confirm.
    const mails = await receiptMails(who);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.attachments[0]!.content.equals(first.bytes)).toBe(true);
    expect(mails[1]!.attachments[0]!.content.equals(second.bytes)).toBe(true);

    // The ZIP keeps both receipts, numbered; the latest is the one the registrant has.
    const zip = await registrationZipContent(server.app.services, who.uid);
    const receipts = zip.entries.filter((e) => e.name.includes('收據'));
    expect(receipts.map((e) => e.name)).toEqual([`送出收據-${who.registrationNumber}-1.pdf`, `送出收據-${who.registrationNumber}-2.pdf`]);
    expect(Buffer.from((await receipts[0]!.open()) as Buffer).equals(first.bytes)).toBe(true);
    expect(Buffer.from((await receipts[1]!.open()) as Buffer).equals(second.bytes)).toBe(true);

    // After review the locked registration still offers its latest receipt, and /me says there is one.
    await review(who, { type: 'STAGE1_ELIGIBLE' });
    const afterReview = await download(client, who);
    expect(afterReview.status).toBe(200);
    expect(afterReview.bytes.equals(second.bytes)).toBe(true);
    const me = await client.get<Envelope<UserInfo>>('/api/auth/v1/me');
    expect(me.body.data.registrationStatus).toBe('eligible');
    expect(me.body.data.receipt?.sequence).toBe(2);
    // Signing in again answers the same latest receipt as /me: the second, at its own time.
    const again = receiptOf(await signIn(server.client(), who));
    expect(again).toEqual(me.body.data.receipt);
    expect(again?.sequence).toBe(2);
  });

  it('a receipt rendered late still shows what was confirmed then, not what was changed after a return', async () => {
    const who = await createRegistrant(server.app);
    const client = server.client();
    await signIn(client, who);
    await fillRequiredSet(client, who);
    // The first receipt is never rendered before the return (a crash, a renderer down): only its row exists.
    const receipts = server.app.services.receipts;
    const start = receipts.start.bind(receipts);
    receipts.start = () => undefined;
    const deliver = server.app.services.mail.deliverSoon.bind(server.app.services.mail);
    server.app.services.mail.deliverSoon = () => undefined;
    try {
      const res = await client.post<Envelope>(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });
      expect(res.status, res.text).toBe(200);
      await review(who, { type: 'RETURN', reason: '請更換推薦書。', deadline: inDays(7) });
      await replaceLetter(client, who, '推薦書-新版.pdf', pdf('a newer letter'));
    } finally {
      receipts.start = start;
      server.app.services.mail.deliverSoon = deliver;
    }
    // The first letter is delivered now: its receipt lists the letter confirmed then.
    await server.app.services.mail.deliverDue();
    await server.app.services.mail.settled();
    const [mail] = await receiptMails(who);
    const text = await pdfText(mail!.attachments[0]!.content);
    expect(text).toContain('推薦書.pdf');
    expect(text).not.toContain('推薦書-新版.pdf');
  });
});
