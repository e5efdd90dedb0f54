// The jurors' reminder (issue 28): JUDGING_REMINDER_DAYS before a stage's scoring closes, a letter to each
// juror with sheets still open (how many, until when), none to a juror who has submitted everything, and
// nothing at all once the closing time has moved or the stage is decided. Jurors get nothing else.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler } from '../../src/server/jobs';
import { createRegistrant } from '../helpers/registrant';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

const J = '/api/admin/v1/judging';
let server: TestServer;
let admin: TestClient;
const jurors: { client: TestClient; staff: TestStaff }[] = [];
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer({ JUDGING_REMINDER_DAYS: '2' });
  admin = (await signedInStaff(server, 'admin')).client;
  for (let i = 0; i < 2; i++) jurors.push(await signedInStaff(server, 'juror'));
  for (const j of jurors) await j.client.post(`${J}/declaration`, { affiliations: [], pledge: true });
  await createRegistrant(server.app, { status: 'eligible' });
});
afterAll(async () => server?.close());

async function lettersTo(address: string) {
  await server.app.services.mail.settled();
  const files = (await readdir(server.config.outboxDir).catch(() => [] as string[])).filter((f) => f.includes('-judging-reminder-'));
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(server.config.outboxDir, f)))));
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === address));
}

describe("the jurors' reminder", () => {
  it('goes to each juror with open sheets, two days before scoring closes, and only once', async () => {
    const closes = new Date(Date.now() + 5 * DAY);
    await admin.post(`${J}/1/settings`, { jurorsPerEntry: 2, scoringClosesAt: closes.toISOString() });
    await admin.post(`${J}/1/assign`, {});
    const scheduler = createScheduler(server.app.services);
    await scheduler.runDue(new Date(closes.getTime() - 2 * DAY - 60_000));
    expect(await lettersTo(jurors[0]!.staff.email)).toHaveLength(0);
    await scheduler.runDue(new Date(closes.getTime() - 2 * DAY + 60_000));
    await scheduler.runDue(new Date(closes.getTime() - 2 * DAY + 120_000));
    for (const j of jurors) {
      const letters = await lettersTo(j.staff.email);
      expect(letters).toHaveLength(1);
      expect(letters[0]!.subject).toContain('評分提醒');
      expect(letters[0]!.text).toContain('1 件');
    }
  });

  it('sends nothing for a closing time that has moved', async () => {
    const moved = new Date(Date.now() + 9 * DAY);
    const before = await lettersTo(jurors[0]!.staff.email);
    await admin.post(`${J}/1/settings`, { jurorsPerEntry: 2, scoringClosesAt: moved.toISOString() });
    const scheduler = createScheduler(server.app.services);
    // The old time's job, if any were due again, and the new one's day: only the new one sends.
    await scheduler.runDue(new Date(moved.getTime() - 2 * DAY + 60_000));
    expect((await lettersTo(jurors[0]!.staff.email)).length).toBe(before.length + 1);
  });
});
