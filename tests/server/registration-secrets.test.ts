// Upload login codes exist in clear only in the letter that carries them: once delivered, the mail
// queue keeps the envelope, not the text. And one anonymous upload belongs to one registration only,
// even when two registrations claim it at the same moment.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { groupBody, individualBody, lettersTo, readLookups, register, uploadCandidatePhoto, type Lookups } from './registration-fixtures';

let server: TestServer;
let lookups: Lookups;
beforeAll(async () => {
  server = await startTestServer();
  lookups = await readLookups(server.client());
});
afterAll(() => server.close());

it('keeps no upload login code in the mail queue once the letter is delivered', async () => {
  const body = groupBody(lookups);
  const res = await register(server.client(), body);
  expect(res.status).toBe(200);
  const code = res.body.data.accessCode;
  const [letter] = await lettersTo(server, String(body.contactEmail));
  expect(letter?.text).toContain(code);

  const rows = await server.app.services.db.selectFrom('mail_queue').select(['message', 'sent_at']).execute();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.sent_at).not.toBeNull();
    expect(JSON.stringify(row.message)).not.toContain(code);
  }
});

it('lets only one of two simultaneous registrations claim the same candidate photo', async () => {
  const photo = await uploadCandidatePhoto(server.client());
  const [a, b] = await Promise.all([
    register(server.client(), individualBody(lookups, photo)),
    register(server.client(), individualBody(lookups, photo)),
  ]);
  expect([a.status, b.status].sort()).toEqual([200, 400]);
  const refused = a.status === 400 ? a : b;
  expect(refused.body.data.errors).toEqual([{ field: 'indAvatarResourcesUid', message: '找不到上傳的檔案，請重新上傳' }]);
});
