// Two server instances on one PostgreSQL database and ONE bucket (FILES_BACKEND=s3 on one s3rver), each
// with a files directory of its own (only its temp files live there): the deployment docs/operations.md
// describes, where instances share no disk. A registrant's files uploaded and confirmed through instance A
// download byte for byte through instance B, with the receipt A made, and a staff ZIP asked of B holds
// every file A stored. PostgreSQL only (the embedded database is one process by design): runs when
// TEST_DATABASE_URL names a server (.ci/with-postgres.sh does in CI).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '../../src/server/features/staff/staff-sessions';
import { loadSubmission } from '../../src/server/features/upload/submission';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { startS3, type TestS3 } from '../helpers/s3-server';
import { signedInStaff } from '../helpers/staff';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { readZip } from '../helpers/zip-read';
import { API, fillRequiredSet } from './upload-fixtures';

let s3: TestS3;
let a: TestServer;
let b: TestServer;
let who: TestRegistrant;
/** The registrant's access cookie, valid on both instances (one database, one signing key). */
let access: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A download as the browser makes it, from `server`, with `cookie`; the bytes as they came. */
async function bytesFrom(server: TestServer, path: string, cookie: string) {
  const res = await fetch(server.url + path, { headers: { cookie } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances, one PostgreSQL, one bucket, no shared disk', () => {
  beforeAll(async () => {
    s3 = await startS3();
    a = await startTestServer(s3.settings);
    // B's FILES_DIR is its own (in its own data directory): whatever it serves came from the bucket.
    b = await startTestServer({ ...s3.settings, DATABASE_URL: a.config.databaseUrl! });
    expect(b.config.filesDir).not.toBe(a.config.filesDir);

    who = await createRegistrant(a.app, { entityType: 'group' });
    const client = a.client();
    await signIn(client, who);
    await fillRequiredSet(client, who);
    const confirmed = await client.post(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });
    expect(confirmed.status, confirmed.text).toBe(200);
    access = `ta_access=${client.cookie('ta_access')}`;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('every file uploaded through A downloads byte-identical through B, and B answers the receipt A made', async () => {
    const files = await a.app.services.db.selectFrom('resource').select(['uid', 'sha256', 'file_size']).where('owner_registration_uid', '=', who.uid).execute();
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const [fromA, fromB] = [await bytesFrom(a, `/api/resources/v1/${f.uid}`, access), await bytesFrom(b, `/api/resources/v1/${f.uid}`, access)];
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(fromB.bytes.length).toBe(Number(f.file_size));
      expect(sha256(fromB.bytes)).toBe(f.sha256);
      expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    }
    const receiptA = await bytesFrom(a, `${API}/receipt/${who.uid}`, access);
    const receiptB = await bytesFrom(b, `${API}/receipt/${who.uid}`, access);
    expect([receiptA.status, receiptB.status]).toEqual([200, 200]);
    expect(receiptB.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(receiptB.bytes.equals(receiptA.bytes)).toBe(true);
  });

  it("a reviewer's ZIP asked of B holds every file A stored, byte for byte", async () => {
    const reviewer = await signedInStaff(b, 'reviewer');
    const link = await reviewer.client.post<{ data: { url: string } }>(`/api/admin/v1/registrations/${who.uid}/zip-link`, undefined);
    expect(link.status, link.text).toBe(200);
    const zip = await bytesFrom(b, link.body.data.url, `${STAFF_COOKIE}=${reviewer.client.cookie(STAFF_COOKIE)}`);
    expect(zip.status).toBe(200);
    const entries = await readZip(zip.bytes);
    const submission = await loadSubmission(a.app.services.db, who.uid);
    const fileEntries = [...entries].filter(([name]) => /^\d\d-/.test(name));
    expect(fileEntries.length).toBe(submission.files.length);
    expect(new Set(fileEntries.map(([, bytes]) => sha256(bytes)))).toEqual(new Set(submission.files.map((f) => f.resource.sha256)));
    expect([...entries.keys()]).toContain(`送出收據-${who.registrationNumber}-1.pdf`);
  });
});
