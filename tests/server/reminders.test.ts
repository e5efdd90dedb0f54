// Reminder letters before the upload deadline (issue 17) on a real server whose upload window closes
// in a few days: each registration still in progress gets one letter of each kind (REMINDER_DAYS),
// listing exactly what the final submission still lacks (as the submission check answers it), never a
// second one of a kind — not on a second run, not after a restart, not by "send now"; a dry run writes
// nothing. The scheduler's rounds are run by hand with the clock passed in.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewReminder, reminderPlan, sendRemindersNow } from '../../src/server/features/reminders/reminder-admin';
import { createScheduler } from '../../src/server/jobs';
import { rocDateTimeWeekday, taipeiEndOfDay, taipeiIso } from '../../src/shared/taipei-time';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { freshPostgres, startTestServer, type TestServer } from '../helpers/test-server';
import { lettersTo } from './registration-fixtures';
import { addTourismPhoto, API, b64, fillRequiredSet, type Envelope } from './upload-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const env = {
  REGISTRATION_CLOSES_AT: taipeiEndOfDay(now, 1),
  UPLOAD_CLOSES_AT: taipeiEndOfDay(now, 3),
  REMINDER_DAYS: '7,1',
};
const closesAt = env.UPLOAD_CLOSES_AT;

let server: TestServer;
let dataDir: string;
let pg: Awaited<ReturnType<typeof freshPostgres>> | undefined;

/** A server on the given data (a restart keeps the database and the outbox). */
function startOn(dir: string, database: typeof pg, settings: Record<string, string> = env): Promise<TestServer> {
  return startTestServer({ ...settings, DATA_DIR: dir, ...(database ? { DATABASE_URL: database.url } : {}) });
}
const start = () => startOn(dataDir, pg);

interface Person extends TestRegistrant {
  email: string;
}
let bare: Person;
let partial: Person;
let hotelStaff: Person;
let submitted: Person;

async function person(opts: Parameters<typeof createRegistrant>[1]): Promise<Person> {
  const who = await createRegistrant(server.app, opts);
  const { contact_email } = await server.app.services.db.selectFrom('registration').select('contact_email').where('uid', '=', who.uid).executeTakeFirstOrThrow();
  return { ...who, email: contact_email };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ta-reminders-'));
  if (process.env.TEST_DATABASE_URL) pg = await freshPostgres(process.env.TEST_DATABASE_URL);
  server = await start();
  bare = await person({ entityType: 'group' });
  partial = await person({ entityType: 'group' });
  hotelStaff = await person({ entityType: 'individual', category: 'org-ind_hotel-industry-staff' });
  submitted = await person({ entityType: 'group', status: 'submitted' });
  // `partial` has done steps 1 and 2.
  const client = server.client();
  await signIn(client, partial);
  const achievement = await client.post(`${API}/achievements/create`, { registrationUid: partial.uid, year: 114, month: 3, achievementCategory: '{product}_tourism', description: b64('推動在地觀光') });
  expect(achievement.status, achievement.text).toBe(200);
  expect((await addTourismPhoto(client, partial)).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await pg?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const reminders = async (who: Person): Promise<ParsedMail[]> => (await lettersTo(server, who.email)).filter((m) => m.subject?.includes('上傳截止前提醒'));
/** The items a letter lists as missing. */
const listed = (mail: { text?: string }) => (mail.text ?? '').split('\n').filter((l) => l.startsWith('・')).map((l) => l.slice(1));

/** What the submission check (the upload page's, the final submission's) says is missing, asked as the registrant. */
async function missingPerCheck(who: Person): Promise<string[]> {
  const client = server.client();
  await signIn(client, who);
  const check = await client.get<Envelope<{ missing: { message: string }[] }>>(`${API}/submission-check/${who.uid}`);
  expect(check.status).toBe(200);
  return check.body.data.missing.map((m) => m.message);
}

describe('reminders before the upload deadline', () => {
  it('the plan names each kind, when it runs (09:00 Taipei, N days before the closing day) and how many it would reach', async () => {
    const plan = await reminderPlan(server.app.services);
    expect(plan.map((p) => [p.days, p.doneAt, p.recipients])).toEqual([
      [7, null, 3],
      [1, null, 3],
    ]);
    for (const entry of plan) {
      expect(taipeiIso(entry.runAt)).toMatch(/T09:00:00\+08:00$/);
      const before = Date.parse(closesAt) - Date.parse(entry.runAt);
      // The closing day is the 23:59:59 of its day: 09:00 N days earlier is N days and 15 hours before.
      expect(before).toBe(entry.days * DAY + (14 * 3600 + 59 * 60 + 59) * 1000);
    }
  });

  it('the 7-day run (already due) mails each registration in progress once, listing exactly what it lacks', async () => {
    await createScheduler(server.app.services).runDue(now);
    expect(await reminders(submitted)).toHaveLength(0);
    for (const who of [bare, partial, hotelStaff]) {
      const mails = await reminders(who);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(listed(mail)).toEqual(await missingPerCheck(who));
      expect(mail.text).toContain(rocDateTimeWeekday(closesAt));
      expect(mail.text).toContain(`/pages/register/upload?registrationId=${who.registrationNumber}`);
      expect(mail.html).toContain(who.registrationNumber);
    }
    // Concretely: steps 1 and 2 done are not asked again; the seniority proof only of whom it is required.
    expect(listed((await reminders(bare))[0]!)).toEqual(['觀光優良事蹟', '觀光活動照片', '推薦書或推薦編號', '工作場所照片 5 張']);
    expect(listed((await reminders(partial))[0]!)).toEqual(['推薦書或推薦編號', '工作場所照片 5 張']);
    expect(listed((await reminders(hotelStaff))[0]!)).toContain('年資證明');
    const plan = await reminderPlan(server.app.services);
    expect(plan[0]).toMatchObject({ days: 7, recipients: 0 });
    expect(plan[0]!.doneAt).not.toBeNull();
  });

  it('sends nothing more of that kind: not on another round, not after a restart, not by "send now"', async () => {
    await createScheduler(server.app.services).runDue(new Date());
    await server.close();
    server = await start();
    await createScheduler(server.app.services).runDue(new Date());
    expect(await sendRemindersNow(server.app.services, 7, { dryRun: false, actor: { kind: 'staff', uid: 'staff-1', label: 'admin@example.com' } })).toEqual({ dryRun: false, sent: 0 });
    for (const who of [bare, partial, hotelStaff]) expect(await reminders(who)).toHaveLength(1);
  });

  it('the 1-day reminder goes out on its day, once, to those still in progress', async () => {
    const [, oneDay] = await reminderPlan(server.app.services);
    const scheduler = createScheduler(server.app.services);
    await scheduler.runDue(new Date(Date.parse(oneDay!.runAt) - 60_000));
    expect(await reminders(bare)).toHaveLength(1);
    await server.app.services.db.updateTable('registration').set({ status: 'submitted' }).where('uid', '=', partial.uid).execute();
    await scheduler.runDue(new Date(Date.parse(oneDay!.runAt) + 60_000));
    await scheduler.runDue(new Date(Date.parse(oneDay!.runAt) + 120_000));
    expect(await reminders(bare)).toHaveLength(2);
    expect(await reminders(hotelStaff)).toHaveLength(2);
    expect(await reminders(partial)).toHaveLength(1);
  });

  it('a dry run counts and previews and writes nothing; a real "send now" reaches a new registration once, with an audit row', async () => {
    const latecomer = await person({ entityType: 'group' });
    const db = server.app.services.db;
    const count = async (table: 'mail_queue' | 'reminder_sent' | 'audit_event') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const snapshot = async () => [await count('mail_queue'), await count('reminder_sent'), await count('audit_event'), (await readdir(server.config.outboxDir)).length];
    const before = await snapshot();
    const actor = { kind: 'staff' as const, uid: 'staff-1', label: 'admin@example.com' };

    const dry = await sendRemindersNow(server.app.services, 1, { dryRun: true, actor });
    expect(dry).toMatchObject({ dryRun: true, recipients: 1, preview: { registrationUid: latecomer.uid, message: { to: latecomer.email } } });
    if (!dry.dryRun) throw new Error('not a dry run');
    expect(dry.preview!.message.subject).toContain(latecomer.registrationNumber);
    expect(dry.preview!.message.text).toContain('・觀光優良事蹟');
    expect(await snapshot()).toEqual(before);

    expect(await sendRemindersNow(server.app.services, 1, { dryRun: false, actor })).toEqual({ dryRun: false, sent: 1 });
    expect(await sendRemindersNow(server.app.services, 1, { dryRun: false, actor })).toEqual({ dryRun: false, sent: 0 });
    expect(await reminders(latecomer)).toHaveLength(1);
    const audit = await db.selectFrom('audit_event').selectAll().where('action', '=', 'reminder.send').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_kind: 'staff', actor_label: 'admin@example.com', detail: { days: 1, letters: 1, trigger: 'send-now' } });
  });

  it('previews the letter of a named registration; an unknown kind is refused', async () => {
    const preview = await previewReminder(server.app.services, 7, submitted.uid);
    expect(preview).toMatchObject({ registrationNumber: submitted.registrationNumber, message: { to: submitted.email } });
    expect(preview!.message.html).toContain('上傳截止前提醒');
    await expect(previewReminder(server.app.services, 3)).rejects.toMatchObject({ status: 404 });
  });

  it('tells a registration with the whole required set that only the final submission is left', async () => {
    const ready = await person({ entityType: 'group' });
    const client = server.client();
    await signIn(client, ready);
    await fillRequiredSet(client, ready);
    expect(await missingPerCheck(ready)).toEqual([]);
    const preview = await previewReminder(server.app.services, 1, ready.uid);
    expect(listed(preview!.message)).toEqual([]);
    expect(preview!.message.text).toContain('必填資料均已齊備');
  });
});

describe('when the dates move or the server was down', () => {
  let dir: string;
  let database: typeof pg;
  let s: TestServer | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ta-reminders-'));
    if (process.env.TEST_DATABASE_URL) database = await freshPostgres(process.env.TEST_DATABASE_URL);
  });
  afterAll(async () => {
    await s?.close();
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });
  const lettersOf = async (who: TestRegistrant) => {
    const { contact_email } = await s!.app.services.db.selectFrom('registration').select('contact_email').where('uid', '=', who.uid).executeTakeFirstOrThrow();
    return (await lettersTo(s!, contact_email)).filter((m) => m.subject?.includes('上傳截止前提醒'));
  };

  it('a changed close date makes a new job, which says the new date; the old job, when due, sends nothing', async () => {
    const first = { ...env, UPLOAD_CLOSES_AT: taipeiEndOfDay(now, 20) };
    s = await startOn(dir, database, first);
    const who = await createRegistrant(s.app, { entityType: 'group' });
    const [oldWeek] = await reminderPlan(s.app.services);
    await createScheduler(s.app.services).runDue(now);
    expect(await lettersOf(who)).toHaveLength(0);

    await s.close();
    s = await startOn(dir, database, env);
    const [newWeek] = await reminderPlan(s.app.services);
    expect(newWeek!.jobKey).not.toBe(oldWeek!.jobKey);
    const scheduler = createScheduler(s.app.services);
    await scheduler.runDue(now);
    const letters = await lettersOf(who);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.text).toContain(rocDateTimeWeekday(closesAt));
    // The job made for the first date comes due (after the window has closed, too): nothing more.
    await scheduler.runDue(new Date(Date.parse(oldWeek!.runAt) + 60_000));
    expect(await lettersOf(who)).toHaveLength(1);
    const old = await s.app.services.db.selectFrom('scheduled_job').select('done_at').where('key', '=', oldWeek!.jobKey).executeTakeFirstOrThrow();
    expect(old.done_at).not.toBeNull();
  });

  it('a server that was down past both reminder times sends the nearer one only', async () => {
    // Dates of their own: the jobs of the dates above have all run.
    await s!.close();
    s = await startOn(dir, database, { ...env, UPLOAD_CLOSES_AT: taipeiEndOfDay(now, 5) });
    const who = await createRegistrant(s.app, { entityType: 'group' });
    const [, oneDay] = await reminderPlan(s.app.services);
    await createScheduler(s!.app.services).runDue(new Date(Date.parse(oneDay!.runAt) + 60_000));
    const letters = await lettersOf(who);
    expect(letters).toHaveLength(1);
    expect(await s!.app.services.db.selectFrom('reminder_sent').select('days').where('registration_uid', '=', who.uid).execute()).toEqual([{ days: 1 }]);
  });
});

describe('after the upload window has closed', () => {
  let closed: TestServer;
  beforeAll(async () => {
    closed = await startTestServer({ REGISTRATION_CLOSES_AT: taipeiEndOfDay(now, -9), UPLOAD_CLOSES_AT: taipeiEndOfDay(now, -3) });
  });
  afterAll(async () => closed?.close());

  it('no reminder goes out, scheduled or sent by hand', async () => {
    const who = await createRegistrant(closed.app, { entityType: 'group' });
    await createScheduler(closed.app.services).runDue(now);
    const actor = { kind: 'staff' as const, uid: 'staff-1', label: 'admin@example.com' };
    await expect(sendRemindersNow(closed.app.services, 7, { dryRun: true, actor })).rejects.toMatchObject({ status: 409 });
    await expect(sendRemindersNow(closed.app.services, 1, { dryRun: false, actor })).rejects.toMatchObject({ status: 409 });
    expect(await closed.app.services.db.selectFrom('reminder_sent').select('days').where('registration_uid', '=', who.uid).execute()).toEqual([]);
    expect(await closed.app.services.db.selectFrom('mail_queue').select('id').where('kind', '=', 'upload-reminder').execute()).toEqual([]);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two server instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer(env);
    b = await startTestServer({ ...env, DATABASE_URL: a.config.databaseUrl, FILES_DIR: a.config.filesDir });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('queue one letter per registration and kind, however their rounds and "send now" race', async () => {
    // One at a time: createRegistrant numbers its e-mail addresses as it goes.
    const people: TestRegistrant[] = [];
    for (let i = 0; i < 30; i++) people.push(await createRegistrant(a.app, { entityType: 'group' }));
    const actor = { kind: 'staff' as const, uid: 'staff-1', label: 'admin@example.com' };
    await Promise.all([
      createScheduler(a.app.services).runDue(now),
      createScheduler(b.app.services).runDue(now),
      sendRemindersNow(a.app.services, 7, { dryRun: false, actor }),
      sendRemindersNow(b.app.services, 7, { dryRun: false, actor }),
    ]);
    const queued = await a.app.services.db
      .selectFrom('mail_queue')
      .innerJoin('registration', 'registration.contact_email', 'mail_queue.to_address')
      .select(['registration.uid as uid', (eb) => eb.fn.countAll<string>().as('n')])
      .where('mail_queue.kind', '=', 'upload-reminder')
      .groupBy('registration.uid')
      .execute();
    expect(queued.map((q) => [q.uid, Number(q.n)]).sort()).toEqual(people.map((p) => [p.uid, 1]).sort());
  });
});
