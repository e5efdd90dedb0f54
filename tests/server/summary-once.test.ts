// The back office's summary page is made once per content (issue 33), not once per ZIP: a second ZIP of an
// unchanged registration carries the very same PDF and renders nothing; a review decision makes a new one
// (in the background, after the answer) that shows the new status, and the ZIP then carries that one; a
// change the ZIP meets first (a status written elsewhere) is rendered by the ZIP and stored for the next;
// erasing a registrant's data removes the stored page (it prints their contact details).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_STATUS_LABELS } from '../../src/shared/back-office-labels';
import { STAFF_COOKIE } from '../../src/server/features/staff/staff-sessions';
import { solveCaptcha } from '../helpers/captcha';
import { pdfText } from '../helpers/pdf-text';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { readZip } from '../helpers/zip-read';
import { API, fillRequiredSet } from './upload-fixtures';

const SUMMARY = '報名資料摘要.pdf';
let server: TestServer;
let alice: TestRegistrant;
let admin: { client: TestClient; staff: TestStaff };

beforeAll(async () => {
  server = await startTestServer();
  alice = await createRegistrant(server.app, { entityType: 'individual' });
  const client = server.client();
  await signIn(client, alice);
  await fillRequiredSet(client, alice);
  const confirmed = await client.post(`${API}/confirm/${alice.uid}`, { cfToken: await solveCaptcha(client) });
  expect(confirmed.status, confirmed.text).toBe(200);
  admin = await signedInStaff(server, 'admin');
});
afterAll(async () => server?.close());

/** The summary PDF of alice's ZIP, downloaded as the back office does (a link, then the GET). */
async function summaryOfZip(): Promise<Buffer> {
  const link = await admin.client.post<{ data: { url: string } }>(`/api/admin/v1/registrations/${alice.uid}/zip-link`);
  expect(link.status, link.text).toBe(200);
  const res = await fetch(server.client().baseUrl + link.body.data.url, { headers: { cookie: `${STAFF_COOKIE}=${admin.client.cookie(STAFF_COOKIE)}` } });
  expect(res.status).toBe(200);
  const summary = (await readZip(Buffer.from(await res.arrayBuffer()))).get(SUMMARY);
  expect(summary).toBeDefined();
  return summary!;
}

const storedRow = () => server.app.services.db.selectFrom('registration_summary').selectAll().where('registration_uid', '=', alice.uid).executeTakeFirst();
const rendered = () => server.app.services.receipts.summariesRendered;
const statusLine = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, '').match(/狀態：([^\s：]+?)組別/)?.[1];

describe('the summary page of a ZIP', () => {
  it('is made after the confirm and reused by every ZIP while the registration is unchanged: same bytes, no new render', async () => {
    await server.app.services.receipts.settled();
    const made = await storedRow();
    expect(made).toBeDefined();
    const before = rendered();
    const first = await summaryOfZip();
    const second = await summaryOfZip();
    expect(rendered()).toBe(before);
    expect(second.equals(first)).toBe(true);
    expect(first.equals(await server.app.services.files.readAll(made!.storage_key))).toBe(true);
    expect(await storedRow()).toEqual(made);
    expect(await statusLine(first)).toBe(REGISTRATION_STATUS_LABELS.submitted);
  });

  it('is made again after a review decision, showing the new status; the old one is removed', async () => {
    const old = (await storedRow())!;
    const decided = await admin.client.post(`/api/admin/v1/registrations/${alice.uid}/transition`, { action: 'STAGE1_ELIGIBLE' });
    expect(decided.status, decided.text).toBe(200);
    await server.app.services.receipts.settled();
    const made = (await storedRow())!;
    expect(made.content_sha256).not.toBe(old.content_sha256);
    expect(await server.app.services.files.exists(old.storage_key)).toBe(false);
    const before = rendered();
    const pdf = await summaryOfZip();
    expect(rendered()).toBe(before);
    expect(await statusLine(pdf)).toBe(REGISTRATION_STATUS_LABELS.eligible);
  });

  it('is rendered by the ZIP when the status changed without a decision here, then stored for the next ZIP', async () => {
    const old = (await storedRow())!;
    await server.app.services.db.updateTable('registration').set({ status: 'finalist' }).where('uid', '=', alice.uid).execute();
    const before = rendered();
    const first = await summaryOfZip();
    expect(rendered()).toBe(before + 1);
    expect(await statusLine(first)).toBe(REGISTRATION_STATUS_LABELS.finalist);
    const made = (await storedRow())!;
    expect(made.content_sha256).not.toBe(old.content_sha256);
    const second = await summaryOfZip();
    expect(rendered()).toBe(before + 1);
    expect(second.equals(first)).toBe(true);
  });

  it("goes with the contact details it prints when a withdrawn registrant's data is erased", async () => {
    const old = (await storedRow())!;
    await server.app.services.db.updateTable('registration').set({ status: 'withdrawn', previous_status: 'finalist' }).where('uid', '=', alice.uid).execute();
    const erased = await admin.client.post(`/api/admin/v1/registrations/${alice.uid}/erase`, { reason: '當事人來信請求刪除' });
    expect(erased.status, erased.text).toBe(200);
    expect(await storedRow()).toBeUndefined();
    expect(await server.app.services.files.exists(old.storage_key)).toBe(false);
  });
});
