// 送出時間 and the status history tell one time (issue 29, item 18): the registration's submittedAt and
// the history's 「送出」 step are the same instant, so the page can never show 13:31 beside 13:30. The
// minutes themselves are cut, never rounded (tests/shared/taipei-time.test.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { rocDateTime } from '../../src/shared/taipei-time';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, signIn } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, fillRequiredSet, type Envelope } from './upload-fixtures';

type Detail = components['schemas']['AdminRegistrationDetail'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

it('a confirm shows one time as 送出時間 and in the status history', async () => {
  const who = await createRegistrant(server.app, { entityType: 'group' });
  const client = server.client();
  await signIn(client, who);
  await fillRequiredSet(client, who);
  const confirmed = await client.post(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });
  expect(confirmed.status, confirmed.text).toBe(200);

  const { client: reviewer } = await signedInStaff(server, 'reviewer');
  const res = await reviewer.get<Envelope<Detail>>(`/api/admin/v1/registrations/${who.uid}`);
  expect(res.status, res.text).toBe(200);
  const { brief, applicant } = res.body.data;
  const step = applicant!.history.find((h) => h.event === 'CONFIRM')!;
  expect(step.at).toBe(brief.submittedAt);
  expect(rocDateTime(step.at)).toBe(rocDateTime(brief.submittedAt!));
});
