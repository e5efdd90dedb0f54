// Attaching an uploaded file to a registration, the one way (storage/resources.ts attachResource) that
// registration create/update and every upload step use: one file, one slot; saving the same file in
// the same slot again changes nothing; a refusal leaves the file as it was; two racing claims of one
// file never both win.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachResource } from '../../src/server/features/resources/resources';
import { jpeg, pdf } from '../helpers/files';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, uploadFile, type Envelope } from './upload-fixtures';

let server: TestServer;
let alice: TestRegistrant;
let asAlice: TestClient;
const NOT_USABLE = '找不到上傳的檔案，請重新上傳';
const IN_USE = '此檔案已使用，請重新上傳';

beforeAll(async () => {
  server = await startTestServer();
  alice = await createRegistrant(server.app);
  asAlice = server.client();
  await signIn(asAlice, alice);
});
afterAll(async () => server?.close());

const resource = (uid: string) => server.app.services.db.selectFrom('resource').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
const proofOf = async (who: TestRegistrant) =>
  (await server.app.services.db.selectFrom('registration').select('certificate_employment_resource_uid').where('uid', '=', who.uid).executeTakeFirstOrThrow())
    .certificate_employment_resource_uid;

describe('attaching an uploaded file', () => {
  it('saving the same file in the same slot again is accepted and changes nothing', async () => {
    const proof = await uploadFile(asAlice, 'employment-proof', '在職證明.pdf', pdf('proof'));
    const first = await asAlice.post<Envelope>(`${API}/certificate-employment/update/${alice.uid}`, { certificateEmploymentResourcesUid: proof });
    expect(first.status, first.text).toBe(200);
    const stored = await resource(proof);
    const again = await asAlice.post<Envelope>(`${API}/certificate-employment/update/${alice.uid}`, { certificateEmploymentResourcesUid: proof });
    expect(again.status, again.text).toBe(200);
    expect(await proofOf(alice)).toBe(proof);
    expect(await resource(proof)).toEqual(stored);
    expect(stored.attached_at).not.toBeNull();
  });

  it("refuses another registrant's file with the one message, and leaves it as it was", async () => {
    const bob = await createRegistrant(server.app);
    const asBob = server.client();
    await signIn(asBob, bob);
    const bobs = await uploadFile(asBob, 'employment-proof', 'bob.pdf', pdf('bob'));
    const before = await resource(bobs);
    const aliceProof = await proofOf(alice);
    const res = await asAlice.post<Envelope<{ errors: unknown[] }>>(`${API}/certificate-employment/update/${alice.uid}`, { certificateEmploymentResourcesUid: bobs });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NOT_USABLE);
    expect(res.body.data.errors).toEqual([{ field: 'certificateEmploymentResourcesUid', message: NOT_USABLE }]);
    expect(await resource(bobs)).toEqual(before);
    expect(await proofOf(alice)).toBe(aliceProof);
  });

  it('of two simultaneous claims of one file exactly one wins; the other is told it is in use', async () => {
    const photo = await uploadFile(asAlice, 'tourism-photo', 'race.jpg', await jpeg());
    const db = server.app.services.db;
    const results = await Promise.allSettled([
      attachResource(db, photo, alice.uid, 'tourism-photo', 'pictureResourcesUid'),
      attachResource(db, photo, alice.uid, 'tourism-photo', 'pictureResourcesUid'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ status: 400, message: IN_USE, data: { errors: [{ field: 'pictureResourcesUid', message: IN_USE }] } });
    expect(await resource(photo)).toMatchObject({ owner_registration_uid: alice.uid });
  });

  it('refuses a file of another purpose with the same message as a missing one (nothing attached)', async () => {
    const photo = await uploadFile(asAlice, 'tourism-photo', 'not-a-proof.jpg', await jpeg());
    const before = await resource(photo);
    const res = await asAlice.post<Envelope>(`${API}/certificate-employment/update/${alice.uid}`, { certificateEmploymentResourcesUid: photo });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NOT_USABLE);
    expect(await resource(photo)).toEqual(before);
  });
});
