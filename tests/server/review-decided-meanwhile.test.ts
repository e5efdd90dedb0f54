// Issue 29 item 5: two reviewers deciding at once. Each decision says which status the reviewer saw
// (fromStatus); when another decision came first the server refuses (409) and says who decided what and
// when, so the refused reviewer's page can tell them, and nothing of the refused decision is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDeskMessages } from '../../src/shared/review-messages';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, signIn } from '../helpers/registrant';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, fillRequiredSet, type Envelope } from './upload-fixtures';

let server: TestServer;
let first: { client: TestClient; staff: TestStaff };
let second: { client: TestClient; staff: TestStaff };
beforeAll(async () => {
  server = await startTestServer();
  first = await signedInStaff(server, 'reviewer');
  second = await signedInStaff(server, 'reviewer');
});
afterAll(async () => server?.close());

interface LastChange {
  event: string;
  from: string;
  to: string;
  at: string;
  actorName: string | null;
  actorLabel: string | null;
}
const decide = (client: TestClient, uid: string, body: Record<string, unknown>) =>
  client.post<Envelope<{ status?: string; current?: string; lastChange?: LastChange | null }>>(`/api/admin/v1/registrations/${uid}/transition`, body);

async function submitted(): Promise<string> {
  const who = await createRegistrant(server.app);
  const client = server.client();
  await signIn(client, who);
  await fillRequiredSet(client, who);
  const res = await client.post(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });
  expect(res.status, res.text).toBe(200);
  return who.uid;
}

describe('two reviewers deciding at once', () => {
  it('refuses the second decision made on what the page showed before, naming who decided what and when', async () => {
    const uid = await submitted();
    const accepted = await decide(first.client, uid, { action: 'STAGE1_ELIGIBLE', fromStatus: 'submitted' });
    expect(accepted.status, accepted.text).toBe(200);

    const refused = await decide(second.client, uid, { action: 'STAGE1_INELIGIBLE', reason: '缺少在職證明的用印。', fromStatus: 'submitted' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(reviewDeskMessages.decidedMeanwhile);
    const { display_name: firstName } = await server.app.services.db.selectFrom('staff_account').select('display_name').where('uid', '=', first.staff.uid).executeTakeFirstOrThrow();
    expect(refused.body.data).toMatchObject({
      current: 'eligible',
      lastChange: { event: 'STAGE1_ELIGIBLE', from: 'submitted', to: 'eligible', actorName: firstName, actorLabel: first.staff.email },
    });
    expect(Date.parse(refused.body.data.lastChange!.at)).toBeGreaterThan(Date.now() - 60_000);

    // The same decision again, on the stale page, is refused the same way: nothing is decided twice.
    const again = await decide(second.client, uid, { action: 'STAGE1_ELIGIBLE', fromStatus: 'submitted' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(reviewDeskMessages.decidedMeanwhile);
    const rows = await server.app.services.db.selectFrom('audit_event').select('actor_uid').where('action', '=', 'registration.transition').where('subject_uid', '=', uid).where('actor_kind', '=', 'staff').execute();
    expect(rows.map((r) => r.actor_uid)).toEqual([first.staff.uid]);
  });

  it('takes a decision made on the status as it is', async () => {
    const uid = await submitted();
    const res = await decide(second.client, uid, { action: 'STAGE1_ELIGIBLE', fromStatus: 'submitted' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status).toBe('eligible');
  });
});
