// The back office's reminder operations over HTTP (issue 17): the plan of each kind, a preview of the
// letter, a dry run that writes nothing and "send now" that queues each letter once, with an audit row
// naming who sent it. Admins and reviewers may (reminders are review-side work), editors may not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { taipeiEndOfDay, taipeiIso } from '../../src/shared/taipei-time';
import { createRegistrant, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { lettersTo } from './registration-fixtures';

type Envelope<T> = { code: number; message: string; data: T };
type Plan = components['schemas']['ReminderPlan'];
type Preview = components['schemas']['ReminderPreview'];
type SendResult = components['schemas']['ReminderSendResult'];

const API = '/api/admin/v1/reminders';
const now = new Date();
const env = { REGISTRATION_CLOSES_AT: taipeiEndOfDay(now, 1), UPLOAD_CLOSES_AT: taipeiEndOfDay(now, 3), REMINDER_DAYS: '7,1' };
const CJK = /[\u4e00-\u9fff]/;

let server: TestServer;
let asAdmin: TestClient;
let asReviewer: TestClient;
let asEditor: TestClient;
let reviewer: TestStaff;
let inProgress: (TestRegistrant & { email: string })[];
let submitted: TestRegistrant;

const emailOf = async (uid: string) =>
  (await server.app.services.db.selectFrom('registration').select('contact_email').where('uid', '=', uid).executeTakeFirstOrThrow()).contact_email;
const count = async (table: 'mail_queue' | 'reminder_sent' | 'audit_event') =>
  Number((await server.app.services.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const reminderLetters = async (email: string) => (await lettersTo(server, email)).filter((m) => m.subject?.includes('上傳截止前提醒'));

beforeAll(async () => {
  server = await startTestServer(env);
  inProgress = [];
  for (let i = 0; i < 2; i++) {
    const who = await createRegistrant(server.app);
    inProgress.push({ ...who, email: await emailOf(who.uid) });
  }
  submitted = await createRegistrant(server.app, { status: 'submitted' });
  asAdmin = (await signedInStaff(server, 'admin')).client;
  ({ client: asReviewer, staff: reviewer } = await signedInStaff(server, 'reviewer'));
  asEditor = (await signedInStaff(server, 'editor')).client;
});
afterAll(async () => server?.close());

describe('the plan', () => {
  it.each([['admin'], ['reviewer']] as const)('as %s: each kind, its run at 09:00 Taipei, not done, and whom it would reach', async (role) => {
    const res = await (role === 'admin' ? asAdmin : asReviewer).get<Envelope<Plan>>(`${API}/plan`);
    expect(res.status, res.text).toBe(200);
    const plan = res.body.data;
    expect(plan.uploadOpen).toBe(true);
    expect(plan.uploadClosesAt).toBe(new Date(env.UPLOAD_CLOSES_AT).toISOString());
    expect(plan.kinds.map((k) => [k.days, k.doneAt, k.lastError, k.recipients])).toEqual([
      [7, null, null, 2],
      [1, null, null, 2],
    ]);
    for (const kind of plan.kinds) {
      expect(taipeiIso(kind.runAt)).toMatch(/T09:00:00\+08:00$/);
      expect(Date.parse(kind.runAt)).toBeLessThan(Date.parse(plan.uploadClosesAt));
    }
  });
});

describe('the preview', () => {
  it('shows the letter the first registration in progress would get, as subject, html and text', async () => {
    const res = await asReviewer.get<Envelope<Preview>>(`${API}/preview?days=7`);
    expect(res.status, res.text).toBe(200);
    const letter = res.body.data;
    expect(inProgress.map((r) => r.uid)).toContain(letter.registrationUid);
    const who = inProgress.find((r) => r.uid === letter.registrationUid)!;
    expect(letter).toMatchObject({ registrationNumber: who.registrationNumber, to: expect.stringContaining(who.email) });
    expect(letter.subject).toContain('上傳截止前提醒');
    expect(letter.html).toContain(who.registrationNumber);
    expect(letter.text).toContain(`registrationId=${who.registrationNumber}`);
  });

  it('shows the letter of a registration named by uid', async () => {
    const who = inProgress[1]!;
    const res = await asAdmin.get<Envelope<Preview>>(`${API}/preview?days=1&registrationUid=${who.uid}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ registrationUid: who.uid, registrationNumber: who.registrationNumber });
  });

  it('answers a kind not in the settings or an unknown registration 404, a missing kind a zh-TW 400', async () => {
    expect((await asAdmin.get(`${API}/preview?days=5`)).status).toBe(404);
    expect((await asAdmin.get(`${API}/preview?days=7&registrationUid=${crypto.randomUUID()}`)).status).toBe(404);
    const bad = await asAdmin.get<Envelope<{ errors: { field: string; message: string }[] }>>(`${API}/preview`);
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]!.message).toMatch(CJK);
  });
});

describe('an editor', () => {
  it('is refused every reminder operation with 403 and no data', async () => {
    for (const res of [
      await asEditor.get<Envelope<null>>(`${API}/plan`),
      await asEditor.get<Envelope<null>>(`${API}/preview?days=7`),
      await asEditor.post<Envelope<null>>(`${API}/send`, { days: 7, dryRun: true }),
      await asEditor.post<Envelope<null>>(`${API}/send`, { days: 7, dryRun: false }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.data).toBeNull();
    }
    expect(await count('reminder_sent')).toBe(0);
  });
});

describe('send now', () => {
  it('refuses a body without its fields with zh-TW messages naming them', async () => {
    const res = await asAdmin.post<Envelope<{ errors: { field: string; message: string }[] }>>(`${API}/send`, {});
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e) => e.field).sort()).toEqual(['days', 'dryRun']);
    for (const e of res.body.data.errors) expect(e.message).toMatch(CJK);
    expect((await asAdmin.post(`${API}/send`, { days: 5, dryRun: true })).status).toBe(404);
  });

  it.each([['admin'], ['reviewer']] as const)('as %s, a dry run answers the count and a letter, writing and sending nothing', async (role) => {
    const before = [await count('mail_queue'), await count('reminder_sent'), await count('audit_event')];
    const res = await (role === 'admin' ? asAdmin : asReviewer).post<Envelope<SendResult>>(`${API}/send`, { days: 7, dryRun: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ dryRun: true, recipients: 2, preview: { subject: expect.stringContaining('上傳截止前提醒') } });
    expect([await count('mail_queue'), await count('reminder_sent'), await count('audit_event')]).toEqual(before);
    for (const who of inProgress) expect(await reminderLetters(who.email)).toHaveLength(0);
  });

  it('as a reviewer queues one letter per registration in progress, with an audit row naming the reviewer', async () => {
    const res = await asReviewer.post<Envelope<SendResult>>(`${API}/send`, { days: 7, dryRun: false });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ dryRun: false, sent: 2 });
    for (const who of inProgress) expect(await reminderLetters(who.email)).toHaveLength(1);
    expect(await reminderLetters(await emailOf(submitted.uid))).toHaveLength(0);
    const audit = await server.app.services.db.selectFrom('audit_event').selectAll().where('action', '=', 'reminder.send').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_kind: 'staff', actor_uid: reviewer.uid, actor_label: reviewer.email, detail: { days: 7, letters: 2, trigger: 'send-now' } });
    expect(audit[0]!.client_address).toBeTruthy();
  });

  it('a second send of the same kind queues nothing; the plan then reaches nobody of it', async () => {
    const queued = await count('mail_queue');
    const res = await asAdmin.post<Envelope<SendResult>>(`${API}/send`, { days: 7, dryRun: false });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ dryRun: false, sent: 0 });
    expect(await count('mail_queue')).toBe(queued);
    for (const who of inProgress) expect(await reminderLetters(who.email)).toHaveLength(1);
    const dry = await asAdmin.post<Envelope<SendResult>>(`${API}/send`, { days: 7, dryRun: true });
    expect(dry.body.data).toEqual({ dryRun: true, recipients: 0, preview: null });
    expect((await asAdmin.get<Envelope<Preview | null>>(`${API}/preview?days=7`)).body.data).toBeNull();
    const plan = (await asAdmin.get<Envelope<Plan>>(`${API}/plan`)).body.data;
    expect(plan.kinds.map((k) => [k.days, k.recipients])).toEqual([
      [7, 0],
      [1, 2],
    ]);
  });
});

describe('once the upload window has closed', () => {
  it('the plan says so and send answers 409, dry or real, sending nothing', async () => {
    const closed = await startTestServer({ REGISTRATION_CLOSES_AT: taipeiEndOfDay(now, -3), UPLOAD_CLOSES_AT: taipeiEndOfDay(now, -1), REMINDER_DAYS: '7,1' });
    try {
      await createRegistrant(closed.app);
      const { client } = await signedInStaff(closed, 'reviewer');
      expect((await client.get<Envelope<Plan>>(`${API}/plan`)).body.data.uploadOpen).toBe(false);
      for (const dryRun of [true, false]) {
        const res = await client.post<Envelope<null>>(`${API}/send`, { days: 1, dryRun });
        expect(res.status).toBe(409);
        expect(res.body.message).toMatch(CJK);
      }
      expect(await closed.app.services.db.selectFrom('reminder_sent').selectAll().execute()).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});
