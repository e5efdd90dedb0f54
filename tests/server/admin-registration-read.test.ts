// A registration's page in the back office (issue 17), over real HTTP against a real database: each
// role reads what it may (an editor: the national ID masked, no files, no notes, no downloads), staff
// download files and thumbnails (each an audit row), a reviewer returns a registration for correction
// and the registrant sees it, the review machine refuses wrong roles (403) and wrong moments (409), and
// staff add notes.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealNationalId } from '../../src/server/features/registration/national-id';
import type { components } from '../../src/shared/generated/api';
import { reviewMessages } from '../../src/shared/review-messages';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, fillRequiredSet, type Envelope } from './upload-fixtures';

type Detail = components['schemas']['AdminRegistrationDetail'];
const ADMIN_API = '/api/admin/v1';
const NATIONAL_ID = 'A123456789';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let server: TestServer;
const as = {} as Record<'admin' | 'reviewer' | 'editor', { client: TestClient; staff: TestStaff }>;
let submitted: TestRegistrant;

const db = () => server.app.services.db;
const read = (client: TestClient, uid: string) => client.get<Envelope<Detail>>(`${ADMIN_API}/registrations/${uid}`);
const decide = (client: TestClient, uid: string, body: Record<string, unknown>) =>
  client.post<Envelope<{ from: string; status: string } | null>>(`${ADMIN_API}/registrations/${uid}/transition`, body);
const auditRows = (action: string, subjectUid: string) =>
  db().selectFrom('audit_event').selectAll().where('action', '=', action).where('subject_uid', '=', subjectUid).orderBy('id').execute();

/** The raw bytes of a staff download (the test client reads text). */
async function fetchBytes(client: TestClient, path: string) {
  const cookie = client.cookie('ta_staff');
  const res = await fetch(server.url + path, { headers: cookie ? { cookie: `ta_staff=${cookie}` } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** An individual registrant with a national ID number, the required set filled, confirmed: submitted. */
async function submittedIndividual(): Promise<{ who: TestRegistrant; client: TestClient }> {
  const who = await createRegistrant(server.app, { entityType: 'individual' });
  await db()
    .updateTable('registration')
    .set({ ind_personal_id_number: sealNationalId(server.app.services.pii, who.uid, NATIONAL_ID), ind_birthday: '1980-05-17' })
    .where('uid', '=', who.uid)
    .execute();
  const client = server.client();
  await signIn(client, who);
  await fillRequiredSet(client, who);
  const res = await client.post(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });
  expect(res.status, res.text).toBe(200);
  return { who, client };
}

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['admin', 'reviewer', 'editor'] as const) as[role] = await signedInStaff(server, role);
  ({ who: submitted } = await submittedIndividual());
  await server.app.services.mail.settled();
});
afterAll(async () => server?.close());

describe('reading a registration', () => {
  it('shows a reviewer every part: the national ID, files, receipt list, mails, and the actions the machine allows', async () => {
    const res = await read(as.reviewer.client, submitted.uid);
    expect(res.status, res.text).toBe(200);
    const d = res.body.data;
    expect(d.brief).toMatchObject({ uid: submitted.uid, registrationNumber: submitted.registrationNumber, status: 'submitted', personName: '林美華' });
    expect(d.brief.submittedAt).not.toBeNull();
    const a = d.applicant!;
    expect(a.registration).toMatchObject({ uid: submitted.uid, registrationNumber: submitted.registrationNumber, registrationStatus: 'submitted', indName: '林美華' });
    expect(a.registration.indPersonalIdNumber).toBe(NATIONAL_ID);
    expect(a.nationalIdMasked).toBe(false);
    expect(a.achievements).toHaveLength(1);
    expect(a.recommendation).toMatchObject({ referralMethod: 'self_registration', recommendationSource: '臺北市觀光協會', recommending: null });
    expect(d.files!.tourismPhotos).toHaveLength(1);
    expect(d.files!.tourismPhotos[0]).toMatchObject({ note: '活動照片', thumbnailUrl: `${ADMIN_API}/files/${d.files!.tourismPhotos[0]!.uid}/thumbnail` });
    expect(d.files!.workplacePhotos).toHaveLength(5);
    expect(d.files!.recommendationLetter).toMatchObject({ originalFilename: '推薦書.pdf', thumbnailUrl: null });
    expect(d.files!.employmentProof).toMatchObject({ originalFilename: '在職證明.pdf' });
    // The receipt's list: every file with its SHA-256, as the receipt PDF lists them.
    expect(d.receipt!.items).toHaveLength(1 + 1 + 5 + 1);
    for (const item of d.receipt!.items) expect(item.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(a.mails.map((m) => m.kind)).toContain('receipt');
    for (const m of a.mails) expect(m.subject.length).toBeGreaterThan(0);
    expect(d.notes).toEqual([]);
    expect(a.submissionCheck.missing).toEqual([]);
    expect(d.availableActions).toEqual(['RETURN', 'STAGE1_ELIGIBLE', 'STAGE1_INELIGIBLE']);
  });

  it('offers an admin the admin-only actions too', async () => {
    const res = await read(as.admin.client, submitted.uid);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.applicant!.registration.indPersonalIdNumber).toBe(NATIONAL_ID);
    expect(res.body.data.availableActions).toEqual(['RETURN', 'STAGE1_ELIGIBLE', 'STAGE1_INELIGIBLE', 'WITHDRAW']);
  });

  it('shows an editor only the brief the winner picker needs: no birthday, contact data, mails, history, notes, files or actions', async () => {
    const res = await read(as.editor.client, submitted.uid);
    expect(res.status, res.text).toBe(200);
    const d = res.body.data;
    expect(d.brief).toEqual({
      uid: submitted.uid,
      registrationNumber: submitted.registrationNumber,
      entityType: 'individual',
      organizationName: expect.any(String),
      personName: '林美華',
      categoryName: expect.any(String),
      status: 'submitted',
      submittedAt: expect.any(String),
      statusChangedAt: expect.any(String),
    });
    expect(d.applicant).toBeNull();
    expect(d.files).toBeNull();
    expect(d.receipt).toBeNull();
    expect(d.notes).toBeNull();
    expect(d.availableActions).toEqual([]);
    // Nothing of what a reviewer reads beyond the brief reaches the editor, masked or not.
    const full = (await read(as.reviewer.client, submitted.uid)).body.data.applicant!.registration;
    const personal = [NATIONAL_ID, 'A12****789', full.indBirthday, full.contactName, full.contactEmail, full.contactPhoneNumber, full.contactAddressLine];
    expect(personal.filter((value) => !value), JSON.stringify(personal)).toEqual([]);
    for (const value of personal) expect(res.text).not.toContain(value!);
  });

  it('names the recommending registration when the recommendation number is one', async () => {
    const who = await createRegistrant(server.app);
    const client = server.client();
    await signIn(client, who);
    const saved = await client.post(`${API}/recommendation/update/${who.uid}`, {
      referralMethod: 'referred',
      recommendationNumber: submitted.registrationNumber.toLowerCase(),
      recommendationSource: '新北市觀光協會',
    });
    expect(saved.status, saved.text).toBe(200);
    const res = await read(as.reviewer.client, who.uid);
    expect(res.body.data.applicant!.recommendation).toEqual({
      referralMethod: 'referred',
      recommendationNumber: submitted.registrationNumber,
      recommendationSource: '新北市觀光協會',
      recommending: { uid: submitted.uid, registrationNumber: submitted.registrationNumber, organizationName: '測試觀光協會' },
    });
  });

  it('answers 404 for a registration that does not exist', async () => {
    const res = await read(as.reviewer.client, '00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
  });
});

describe('staff file downloads', () => {
  it('streams the file to a reviewer and records who downloaded which file', async () => {
    const d = (await read(as.reviewer.client, submitted.uid)).body.data;
    const proof = d.files!.employmentProof!;
    const res = await fetchBytes(as.reviewer.client, proof.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(createHash('sha256').update(res.bytes).digest('hex')).toBe(proof.sha256);
    const [row, ...more] = await auditRows('file.download', proof.uid);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ actor_kind: 'staff', actor_uid: as.reviewer.staff.uid, actor_label: as.reviewer.staff.email, subject_kind: 'resource' });
    expect(row!.detail).toMatchObject({ registrationUid: submitted.uid, purpose: 'employment-proof', filename: '在職證明.pdf' });
  });

  it('makes a WebP thumbnail at most 320 px of a photo, private to the browser, and writes no audit row (the download is what is recorded)', async () => {
    const d = (await read(as.admin.client, submitted.uid)).body.data;
    const photo = d.files!.workplacePhotos[0]!;
    const res = await fetchBytes(as.admin.client, photo.thumbnailUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    const meta = await sharp(res.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(320);
    const rows = await server.app.services.db.selectFrom('audit_event').select('action').where('subject_uid', '=', photo.uid).execute();
    expect(rows).toEqual([]);
  });

  it('refuses an editor (403) and records nothing; a file of no registration is 404', async () => {
    const d = (await read(as.reviewer.client, submitted.uid)).body.data;
    const photo = d.files!.tourismPhotos[0]!;
    expect((await fetchBytes(as.editor.client, photo.url)).status).toBe(403);
    expect((await fetchBytes(as.editor.client, photo.thumbnailUrl!)).status).toBe(403);
    expect(await auditRows('file.download', photo.uid)).toHaveLength(0);
    expect((await fetchBytes(as.reviewer.client, `${ADMIN_API}/files/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });
});

describe('review decisions over HTTP', () => {
  it('lets a reviewer return a registration for correction; the registrant sees it, and the history and audit log keep it', async () => {
    const { who, client } = await submittedIndividual();
    const reason = '請補上觀光活動照片的說明。';
    const deadline = inDays(10);
    const res = await decide(as.reviewer.client, who.uid, { action: 'RETURN', reason, correctionDeadline: deadline });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ from: 'submitted', status: 'reviewed_awaiting' });

    const me = await client.get<Envelope<{ registrationStatus: string; editable: boolean; correctionRequest: unknown }>>('/api/auth/v1/me');
    expect(me.body.data).toMatchObject({ registrationStatus: 'reviewed_awaiting', editable: true, correctionRequest: { reason, deadline } });

    const [row] = await auditRows('registration.transition', who.uid).then((rows) => rows.filter((r) => r.actor_kind === 'staff'));
    expect(row).toMatchObject({ actor_uid: as.reviewer.staff.uid, actor_label: as.reviewer.staff.email });
    expect(row!.detail).toMatchObject({ event: 'RETURN', from: 'submitted', to: 'reviewed_awaiting', reason, deadline });

    await server.app.services.mail.settled();
    const d = (await read(as.reviewer.client, who.uid)).body.data;
    expect(d.applicant!.correctionRequest).toEqual({ reason, deadline });
    expect(d.applicant!.history.map((h) => [h.event, h.from, h.to])).toEqual([
      ['CONFIRM', 'in_progress', 'submitted'],
      ['RETURN', 'submitted', 'reviewed_awaiting'],
    ]);
    expect(d.applicant!.history[1]).toMatchObject({ reason, deadline, actorKind: 'staff', actorLabel: as.reviewer.staff.email });
    expect(d.applicant!.mails.find((m) => m.kind === 'correction-request')).toMatchObject({ status: 'sent' });
    // Only an admin may undo; a reviewer now has nothing but EXPIRE-after-the-deadline, which is not yet.
    expect(d.availableActions).toEqual([]);
    expect((await read(as.admin.client, who.uid)).body.data.availableActions).toEqual(['UNDO']);
  });

  it('refuses a role the machine does not let act with 403, and an editor at the door with 403; nothing changes', async () => {
    const finalist = await createRegistrant(server.app, { status: 'finalist' });
    const byReviewer = await decide(as.reviewer.client, finalist.uid, { action: 'FINAL_AWARDED' });
    expect(byReviewer.status).toBe(403);
    expect(byReviewer.body.message).toBe(reviewMessages.role);
    const byEditor = await decide(as.editor.client, finalist.uid, { action: 'STAGE2_FINALIST' });
    expect(byEditor.status).toBe(403);
    expect(await auditRows('registration.transition', finalist.uid)).toHaveLength(0);

    // Who won follows from the jury's decision (docs/judging.md), never from a button of its own.
    const byAdmin = await decide(as.admin.client, finalist.uid, { action: 'FINAL_AWARDED' });
    expect(byAdmin.status, byAdmin.text).toBe(409);
    expect(byAdmin.body.message).toBe(reviewMessages.decisionRequired);
    expect(await auditRows('registration.transition', finalist.uid)).toHaveLength(0);
  });

  it('answers 409 with the machine message for a wrong moment or a missing reason, 400 for a reason too long', async () => {
    const fresh = await createRegistrant(server.app);
    const early = await decide(as.reviewer.client, fresh.uid, { action: 'STAGE1_ELIGIBLE' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(reviewMessages.notFromStatus);

    const noReason = await decide(as.reviewer.client, submitted.uid, { action: 'STAGE1_INELIGIBLE' });
    expect(noReason.status).toBe(409);
    expect(noReason.body.message).toBe(reviewMessages.reasonRequired);

    const pastDeadline = await decide(as.reviewer.client, submitted.uid, { action: 'RETURN', reason: '補件', correctionDeadline: inDays(-1) });
    expect(pastDeadline.status).toBe(409);
    expect(pastDeadline.body.message).toBe(reviewMessages.deadlineNotInFuture);

    const tooLong = await client400(as.reviewer.client, submitted.uid, { action: 'STAGE1_INELIGIBLE', reason: '字'.repeat(1001) });
    expect(tooLong).toContainEqual({ field: 'reason', message: '理由不得超過 1000 字' });
    const badAction = await client400(as.reviewer.client, submitted.uid, { action: 'CONFIRM' });
    expect(badAction).toContainEqual({ field: 'action', message: '請選擇審查操作' });

    expect((await read(as.reviewer.client, submitted.uid)).body.data.brief.status).toBe('submitted');
  });
});

async function client400(client: TestClient, uid: string, body: Record<string, unknown>) {
  const res = await client.post<Envelope<{ errors: { field: string; message: string }[] }>>(`${ADMIN_API}/registrations/${uid}/transition`, body);
  expect(res.status, res.text).toBe(400);
  return res.body.data.errors;
}

describe('staff notes', () => {
  it('keeps each note with its author and time, oldest first; an editor may not write one', async () => {
    const first = await as.reviewer.client.post<Envelope<components['schemas']['StaffNote']>>(`${ADMIN_API}/registrations/${submitted.uid}/notes`, { text: '照片清楚，待第二階段。' });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ text: '照片清楚，待第二階段。', authorEmail: as.reviewer.staff.email, authorName: '測試reviewer' });
    const second = await as.admin.client.post(`${ADMIN_API}/registrations/${submitted.uid}/notes`, { text: '已與承辦確認。' });
    expect(second.status, second.text).toBe(200);

    const empty = await as.reviewer.client.post<Envelope<{ errors: { field: string; message: string }[] }>>(`${ADMIN_API}/registrations/${submitted.uid}/notes`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors).toContainEqual({ field: 'text', message: '備註不可空白' });
    expect((await as.editor.client.post(`${ADMIN_API}/registrations/${submitted.uid}/notes`, { text: '編輯的備註' })).status).toBe(403);

    const notes = (await read(as.reviewer.client, submitted.uid)).body.data.notes!;
    expect(notes.map((n) => [n.text, n.authorEmail])).toEqual([
      ['照片清楚，待第二階段。', as.reviewer.staff.email],
      ['已與承辦確認。', as.admin.staff.email],
    ]);
    // Append-only: the database refuses to rewrite a note.
    await expect(db().updateTable('registration_note').set({ text: '改寫' }).where('uid', '=', notes[0]!.uid).execute()).rejects.toThrow(/append-only/);
  });

  it('answers 404 for a note on a registration that does not exist', async () => {
    const res = await as.reviewer.client.post(`${ADMIN_API}/registrations/00000000-0000-4000-8000-000000000000/notes`, { text: '備註' });
    expect(res.status).toBe(404);
  });
});
