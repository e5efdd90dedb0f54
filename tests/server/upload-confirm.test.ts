// The final submission over real HTTP (issue 5): the required set, the lock, idempotence, the
// receipt letter with its PDF, and the receipt download.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from '../../src/server/platform/contract/operations';
import { solveCaptcha } from '../helpers/captcha';
import { jpeg } from '../helpers/files';
import { pdfText } from '../helpers/pdf-text';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addTourismPhoto, API, b64, fillRequiredSet, type Envelope } from './upload-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function signedIn(opts: Parameters<typeof createRegistrant>[1] = {}): Promise<{ who: TestRegistrant; client: TestClient }> {
  const who = await createRegistrant(server.app, opts);
  const client = server.client();
  await signIn(client, who);
  return { who, client };
}

const confirm = async (client: TestClient, who: TestRegistrant) =>
  client.post<Envelope<{ registrationStatus: string; editable: boolean } & { errors: { field: string; message: string }[] }>>(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });

async function receiptMails(to: string): Promise<ParsedMail[]> {
  // The letter goes out after the answer (its receipt is rendered first): wait for it to leave.
  await server.app.services.mail.settled();
  const dir = server.config.outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes('-receipt-'));
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(dir, f)))));
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === to));
}


/** The whole required set, then the employment proof taken away again (saved as null). */
async function completeWithoutProof(client: TestClient, who: TestRegistrant) {
  await fillRequiredSet(client, who);
  const removed = await client.post(`${API}/certificate-employment/update/${who.uid}`, { certificateEmploymentResourcesUid: null });
  expect(removed.status, removed.text).toBe(200);
}

const statusOf = async (who: TestRegistrant) =>
  (await server.app.services.db.selectFrom('registration').select('status').where('uid', '=', who.uid).executeTakeFirstOrThrow()).status;

// SPEC.md section 1: seniority proof is for non-travel-agency staff applying on their own.
describe('confirm: the employment proof', () => {
  it('is not asked of a group', async () => {
    const { who, client } = await signedIn({ entityType: 'group' });
    await completeWithoutProof(client, who);
    const res = await confirm(client, who);
    expect(res.status, res.text).toBe(200);
    expect(await statusOf(who)).toBe('submitted');
  });

  it('is not asked of travel-agency staff applying on their own', async () => {
    const { who, client } = await signedIn({ entityType: 'individual', category: 'org-ind_travel-industry-class-a' });
    await completeWithoutProof(client, who);
    const check = await client.get<Envelope<{ facts: Record<string, unknown> }>>(`${API}/submission-check/${who.uid}`);
    expect(check.body.data.facts).toMatchObject({ employmentProofNeed: 'optional', employmentProof: false });
    const res = await confirm(client, who);
    expect(res.status, res.text).toBe(200);
    expect(await statusOf(who)).toBe('submitted');
  });

  it('is required of hotel staff applying on their own: the submission refuses without it and changes nothing', async () => {
    const { who, client } = await signedIn({ entityType: 'individual', category: 'org-ind_hotel-industry-staff' });
    await completeWithoutProof(client, who);
    const res = await confirm(client, who);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('請完成以下必填項目：年資證明');
    expect(await statusOf(who)).toBe('in_progress');
  });
});

describe('confirm: the required set', () => {
  it('lists every missing item in zh-TW and changes nothing', async () => {
    const { who, client } = await signedIn({ entityType: 'individual', category: 'org-ind_hotel-industry-staff' });
    const res = await confirm(client, who);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('請完成以下必填項目：觀光優良事蹟、觀光活動照片、年資證明、推薦書或推薦編號、工作場所照片 5 張');
    expect(res.body.data.errors.map((e) => e.field)).toEqual(['excellentAchievements', 'achievementPhotos', 'employmentProof', 'recommendation', 'workplacePhotos']);
    const me = await client.get<Envelope<{ registrationStatus: string }>>('/api/auth/v1/me');
    expect(me.body.data.registrationStatus).toBe('in_progress');
  });

  it('lists only what is still missing; bonus merits do not count as excellent achievements', async () => {
    const { who, client } = await signedIn({ entityType: 'individual', category: 'org-ind_hotel-industry-staff' });
    await client.post(`${API}/achievements/create`, { registrationUid: who.uid, year: 113, month: 2, achievementCategory: 'tech_progress', description: b64('科技') });
    await addTourismPhoto(client, who);
    const res = await confirm(client, who);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('請完成以下必填項目：觀光優良事蹟、年資證明、推薦書或推薦編號、工作場所照片 5 張');
  });

  it('accepts a validated recommendation number in place of the letter', async () => {
    const { who, client } = await signedIn();
    const other = await createRegistrant(server.app);
    await fillRequiredSet(client, who);
    const saved = await client.post(`${API}/recommendation/update/${who.uid}`, { referralMethod: 'referred', recommendationNumber: other.registrationNumber, recommendationSource: '丁協會' });
    expect(saved.status).toBe(200);
    const done = await confirm(client, who);
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ registrationStatus: 'submitted', editable: false });
  });
});

describe('confirm: lock, idempotence, receipt', () => {
  let who: TestRegistrant;
  let client: TestClient;
  beforeAll(async () => {
    ({ who, client } = await signedIn());
    await fillRequiredSet(client, who);
  });

  it('has no receipt before the submission', async () => {
    const res = await client.get<Envelope>(`${API}/receipt/${who.uid}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('資料尚未送出，尚無收據');
  });

  it('locks the registration, answers the same success twice and mails one receipt with the PDF', async () => {
    const first = await confirm(client, who);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ registrationStatus: 'submitted', editable: false });
    const row = await server.app.services.db.selectFrom('registration').select(['status', 'submitted_at']).where('uid', '=', who.uid).executeTakeFirstOrThrow();
    expect(row.status).toBe('submitted');
    expect(row.submitted_at).not.toBeNull();

    const second = await confirm(client, who);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);

    const email = (await server.app.services.db.selectFrom('registration').select('contact_email').where('uid', '=', who.uid).executeTakeFirstOrThrow()).contact_email;
    const mails = await receiptMails(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain(who.registrationNumber);
    expect(mail.text).toContain('推薦書.pdf');
    expect(mail.html).toContain('報名資料已送出');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`送出收據-${who.registrationNumber}-1.pdf`, 'application/pdf']]);
    const attached = mail.attachments[0]!.content;
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(attached);
    expect(text).toContain(who.registrationNumber);
    expect(text).toContain('推薦書.pdf');
  });

  it('serves the receipt PDF to the owner only, listing every file with its SHA-256', async () => {
    // Read as bytes (the test client reads text): the owner's session cookie, sent by hand.
    const res = await fetch(server.url + `${API}/receipt/${who.uid}`, { headers: { cookie: `ta_access=${client.cookie('ta_access')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(decodeURIComponent(res.headers.get('content-disposition')!)).toContain(`送出收據-${who.registrationNumber}-1.pdf`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    const files = await server.app.services.db.selectFrom('resource').select(['sha256', 'original_filename']).where('owner_registration_uid', '=', who.uid).where('attached_at', 'is not', null).execute();
    expect(files.length).toBe(8); // 1 photo, 1 letter, 5 workplace photos, 1 proof
    for (const f of files) expect(text).toContain(f.sha256);
    expect(text).toContain('臺北時間');
    // Times with the ROC year, as every programme date on pages and letters (README.md "Dates").
    expect(text).toMatch(/\d{3} 年 \d{1,2} 月 \d{1,2} 日 \d{2}:\d{2}:\d{2}/);
    expect(text).not.toMatch(/20\d\d-\d\d-\d\d/);

    const { client: stranger } = await signedIn();
    const denied = await stranger.get<Envelope>(`${API}/receipt/${who.uid}`);
    expect(denied.status).toBe(403);
    expect(denied.body.data).toBeNull();
  });

  it('refuses every write of the upload workflow after the lock with 409', async () => {
    const editable = loadOperations().filter((op) => op.editable);
    expect(editable.map((op) => op.operationId)).toEqual(expect.arrayContaining([
      'achievementsCreate', 'achievementsDelete', 'picturesCreate', 'picturesDelete', 'recommendationUpdate',
      'certificateEmploymentUpdate', 'selfIntroductionUpdate', 'professionPicturesCreate', 'professionPicturesDelete',
    ]));
    const db = server.app.services.db;
    const owned = {
      registration: who.uid,
      achievement: (await db.selectFrom('achievement').select('uid').where('registration_uid', '=', who.uid).executeTakeFirstOrThrow()).uid,
      picture: (await db.selectFrom('picture').select('uid').where('registration_uid', '=', who.uid).executeTakeFirstOrThrow()).uid,
      'profession-picture': (await db.selectFrom('profession_picture').select('uid').where('registration_uid', '=', who.uid).executeTakeFirstOrThrow()).uid,
    } as Record<string, string>;
    for (const op of editable) {
      const url = op.owner ? op.path.replace(/\{\w+\}/, owned[op.owner.kind]!) : op.path;
      const res = await client.post<Envelope>(url, { registrationUid: who.uid });
      expect(res.status, `${op.operationId}: ${res.text}`).toBe(409);
      expect(res.body.message).toBe('資料已送出，無法再修改');
    }
    const upload = await client.upload<Envelope>('/api/resources/v1/create', { purpose: 'workplace-photo' }, { name: 'late.jpg', content: await jpeg() });
    expect(upload.status).toBe(409);
    expect((await client.get<Envelope<unknown[]>>(`${API}/profession-pictures/read/${who.uid}`)).body.data).toHaveLength(5);
  });
});
