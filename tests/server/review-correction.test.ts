// "Return for correction" as the registrant lives it (DESIGN.md section 11), over real HTTP: the test
// plays the reviewer by calling transitionRegistration on the running server's services (the staff
// API comes later and calls the same function). The registrant sees the request on /me, gets the
// letter, edits and confirms again; after the correction deadline their writes are refused as after
// the upload window; a refused transition changes nothing and records nothing.
import { candidateName } from '../../src/shared/candidate-name';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransitionRefused, transitionRegistration, type TransitionActor, type TransitionEvent } from '../../src/server/features/registration/transition';
import { ApiCode } from '../../src/shared/api-codes';
import { messages } from '../../src/shared/messages';
import { reviewMessages } from '../../src/shared/review-messages';
import { rocDateTimeWeekday } from '../../src/shared/taipei-time';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, b64, fillRequiredSet, type Envelope } from './upload-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const db = () => server.app.services.db;
const REVIEWER: TransitionActor = { role: 'reviewer', kind: 'staff', uid: 'staff-reviewer-1', label: 'reviewer@example.tw' };
const REASON = '請補上 113 年度觀光活動照片的說明，並更新觀光優良事蹟的描述。';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Me = { registrationStatus: string; editable: boolean; correctionRequest: { reason: string; deadline: string } | null };
const me = async (client: TestClient) => (await client.get<Envelope<Me>>('/api/auth/v1/me')).body.data;
const confirm = async (client: TestClient, who: TestRegistrant) =>
  client.post<Envelope<Me>>(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });
const addMerit = (client: TestClient, who: TestRegistrant, text: string) =>
  client.post<Envelope>(`${API}/achievements/create`, { registrationUid: who.uid, year: 114, month: 5, achievementCategory: '{product}_tourism', description: b64(text) });
const reviewAs = (actor: TransitionActor, who: TestRegistrant, event: TransitionEvent) =>
  transitionRegistration(server.app.services, { registrationUid: who.uid, event, actor });
const transitions = (who: TestRegistrant) =>
  db().selectFrom('audit_event').selectAll().where('action', '=', 'registration.transition').where('subject_uid', '=', who.uid).orderBy('id').execute();

/** A registrant who filled the required set and confirmed: status submitted. */
async function submittedRegistrant(entityType: 'group' | 'individual' = 'group'): Promise<{ who: TestRegistrant; client: TestClient }> {
  const who = await createRegistrant(server.app, { entityType });
  const client = server.client();
  await signIn(client, who);
  await fillRequiredSet(client, who);
  const res = await confirm(client, who);
  expect(res.status, res.text).toBe(200);
  return { who, client };
}

async function correctionLetters(to: string) {
  await server.app.services.mail.settled();
  const files = (await readdir(server.config.outboxDir).catch(() => [] as string[])).filter((f) => f.includes('-correction-request-'));
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(server.config.outboxDir, f)))));
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === to));
}

describe('return for correction', () => {
  it('names an individual candidate as every other letter does: the candidate and the unit', async () => {
    const { who } = await submittedRegistrant('individual');
    await reviewAs(REVIEWER, who, { type: 'RETURN', reason: REASON, deadline: inDays(7) });
    const row = await db().selectFrom('registration').select(['contact_email', 'entity_type', 'ind_name', 'organization_name']).where('uid', '=', who.uid).executeTakeFirstOrThrow();
    const [letter] = await correctionLetters(row.contact_email);
    const named = candidateName({ entityType: row.entity_type, personName: row.ind_name, organizationName: row.organization_name });
    expect(named).toBe(`林美華（${row.organization_name}）`);
    expect(letter!.text).toContain(named);
  });

  it('shows the request to the registrant, mails it, and ends when they confirm again; the audit log keeps every step', async () => {
    const { who, client } = await submittedRegistrant();
    expect(await me(client)).toMatchObject({ registrationStatus: 'submitted', editable: false, correctionRequest: null });

    const deadline = inDays(7);
    await reviewAs(REVIEWER, who, { type: 'RETURN', reason: REASON, deadline });
    expect(await me(client)).toEqual(expect.objectContaining({ registrationStatus: 'reviewed_awaiting', editable: true, correctionRequest: { reason: REASON, deadline } }));

    const row = await db().selectFrom('registration').select(['contact_email', 'registration_number']).where('uid', '=', who.uid).executeTakeFirstOrThrow();
    const [letter, ...more] = await correctionLetters(row.contact_email);
    expect(more).toHaveLength(0);
    expect(letter!.subject).toContain(row.registration_number);
    for (const body of [letter!.text ?? '', String(letter!.html)]) {
      expect(body).toContain(REASON);
      expect(body).toContain(rocDateTimeWeekday(deadline));
      expect(body).toContain(`registrationId=${row.registration_number}`);
      expect(body).toContain(server.config.programme.mailbox);
    }

    const edited = await addMerit(client, who, '補正：更新後的觀光優良事蹟');
    expect(edited.status, edited.text).toBe(200);
    const again = await confirm(client, who);
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ registrationStatus: 'submitted', editable: false, correctionRequest: null });
    expect(await me(client)).toMatchObject({ registrationStatus: 'submitted', correctionRequest: null });
    const after = await db().selectFrom('registration').select(['status', 'correction_reason', 'correction_deadline']).where('uid', '=', who.uid).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'submitted', correction_reason: null, correction_deadline: null });

    const log = await transitions(who);
    expect(log.map((r) => [r.actor_kind, r.detail.from, r.detail.to])).toEqual([
      ['registrant', 'in_progress', 'submitted'],
      ['staff', 'submitted', 'reviewed_awaiting'],
      ['registrant', 'reviewed_awaiting', 'submitted'],
    ]);
    expect(log[1]).toMatchObject({ actor_uid: REVIEWER.uid, actor_label: REVIEWER.label, detail: { reason: REASON, deadline } });
    expect(log[2]).toMatchObject({ actor_uid: who.uid, actor_label: who.registrationNumber });
  });

  it('after the correction deadline refuses the registrant\'s writes as after the upload window, and the reviewer may expire it', async () => {
    const { who, client } = await submittedRegistrant();
    await reviewAs(REVIEWER, who, { type: 'RETURN', reason: REASON, deadline: inDays(3) });
    expect((await addMerit(client, who, '期限內的修改')).status).toBe(200);
    // Time passes: the deadline is now behind us.
    await db().updateTable('registration').set({ correction_deadline: new Date(Date.now() - 60_000) }).where('uid', '=', who.uid).execute();

    expect(await me(client)).toMatchObject({ registrationStatus: 'reviewed_awaiting', editable: false });
    for (const res of [await addMerit(client, who, '期限後的修改'), await confirm(client, who)]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: ApiCode.conflict, message: messages.correctionClosed });
    }
    expect((await db().selectFrom('registration').select('status').where('uid', '=', who.uid).executeTakeFirstOrThrow()).status).toBe('reviewed_awaiting');

    await reviewAs(REVIEWER, who, { type: 'EXPIRE' });
    expect(await me(client)).toMatchObject({ registrationStatus: 'ineligible', editable: false, correctionRequest: null });
  });
});

describe('a refused transition', () => {
  it('changes nothing and records nothing: wrong role, wrong status, missing reason, past deadline', async () => {
    const { who } = await submittedRegistrant();
    // The receipt is rendered and stored after the confirm's answer (receipt.storage_key): done before
    // the row is compared, so only the refused transitions could change it.
    await server.app.services.receipts.pdf(who.uid);
    const snapshot = async () => ({
      row: await db().selectFrom('registration').selectAll().where('uid', '=', who.uid).executeTakeFirstOrThrow(),
      audit: (await transitions(who)).length,
      mail: (await db().selectFrom('mail_queue').select('id').execute()).length,
    });
    const before = await snapshot();
    const refusals: [TransitionActor, TransitionEvent, string, number, string][] = [
      [{ role: 'registrant', kind: 'registrant', uid: who.uid, label: who.registrationNumber }, { type: 'RETURN', reason: REASON, deadline: inDays(7) }, 'role', 403, reviewMessages.role],
      [{ role: 'editor', kind: 'staff', uid: 'staff-editor', label: 'editor@example.tw' }, { type: 'STAGE1_ELIGIBLE' }, 'role', 403, reviewMessages.role],
      [REVIEWER, { type: 'FINAL_AWARDED' }, 'notFromStatus', 409, reviewMessages.notFromStatus],
      [REVIEWER, { type: 'STAGE2_FINALIST' }, 'notFromStatus', 409, reviewMessages.notFromStatus],
      [REVIEWER, { type: 'RETURN', reason: '   ', deadline: inDays(7) }, 'correctionRequired', 409, reviewMessages.correctionRequired],
      [REVIEWER, { type: 'RETURN', reason: REASON }, 'deadlineRequired', 409, reviewMessages.deadlineRequired],
      [REVIEWER, { type: 'STAGE1_INELIGIBLE' }, 'reasonRequired', 409, reviewMessages.reasonRequired],
      [REVIEWER, { type: 'RETURN', reason: REASON, deadline: inDays(-1) }, 'deadlineNotInFuture', 409, reviewMessages.deadlineNotInFuture],
    ];
    for (const [actor, event, refusal, status, message] of refusals) {
      const error = await reviewAs(actor, who, event).then(
        () => null,
        (err: unknown) => err,
      );
      expect(error, `${actor.role} ${event.type}`).toBeInstanceOf(TransitionRefused);
      expect(error).toMatchObject({ refusal, status, message });
    }
    expect(await snapshot()).toEqual(before);
  });
});
