// Issue 32, Retention: after an edition's winners are published and RETENTION_MONTHS have passed, the
// personal data of its entries that did not win go (national ID numbers, contact details, uploaded files,
// stored receipt PDFs), with old outbox letters and expired rate-limit and session rows; winners and the
// statistics stay. Seeded edition 3: a submitted group entry not awarded (files, receipt, letters), an
// ineligible individual (ID number, photo), one still in progress, and an awarded individual on the public
// winner list (ID number, photo).
import { randomUUID } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOVED_MARKER } from '../../src/server/features/retention';
import { openNationalId } from '../../src/server/features/registration';
import { keyBeforeRemoval } from '../../src/server/platform/storage/removed-file';
import type { components } from '../../src/shared/generated/api';
import { messages } from '../../src/shared/messages';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { STAFF_COOKIE } from '../../src/server/features/staff/staff-sessions';
import { readZip } from '../helpers/zip-read';
import { uploadCandidatePhoto } from './registration-fixtures';
import { API, fillRequiredSet, type Envelope } from './upload-fixtures';

type Plan = components['schemas']['RetentionPlan'];
type Result = components['schemas']['RetentionResult'];

const DAY = 86_400_000;
const monthsAgo = (months: number) => new Date(Date.now() - months * 31 * DAY);

let server: TestServer;
let asAdmin: TestClient;
let adminUid: string;
let loser: TestRegistrant; // submitted, not awarded: files, a receipt, letters
let loserClient: TestClient;
let ineligible: TestRegistrant; // individual: ID number, photo
let inProgress: TestRegistrant;
let winner: TestRegistrant; // individual, awarded, on the public list
const db = () => server.app.services.db;

/** An uploaded, attached candidate photo and a sealed ID number; then the status (uploads need an editable one). */
async function withPhotoAndId(who: TestRegistrant, id: string, status: 'ineligible' | 'awarded') {
  const client = server.client();
  await signIn(client, who);
  const photo = await uploadCandidatePhoto(client);
  await db().updateTable('resource').set({ owner_registration_uid: who.uid, attached_at: new Date() }).where('uid', '=', photo).execute();
  const sealed = server.app.services.pii.seal(id, `registration.ind_personal_id_number/${who.uid}`);
  await db().updateTable('registration').set({ ind_avatar_resource_uid: photo, ind_personal_id_number: sealed, ind_birthday: '1980-05-01', status }).where('uid', '=', who.uid).execute();
  return photo;
}

async function publishWinners(at: Date) {
  await db().deleteFrom('edition_publication').where('edition_category', '=', 'edition_3rd').where('board', '=', 'awards').execute();
  await db().insertInto('edition_publication').values({ edition_category: 'edition_3rd', board: 'awards', published_at: at, published_by: null }).execute();
}

const plan = async () => {
  const res = await asAdmin.get<Envelope<Plan>>('/api/admin/v1/retention/plan?edition=3');
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const apply = async () => {
  const res = await asAdmin.post<Envelope<Result>>('/api/admin/v1/retention/apply', { edition: 3 });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const counts = (kinds: { kind: string; count: number }[]) => Object.fromEntries(kinds.map((k) => [k.kind, k.count]));
const registration = (uid: string) => db().selectFrom('registration').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
const filesOf = (uid: string) => db().selectFrom('resource').select(['uid', 'storage_key']).where('owner_registration_uid', '=', uid).execute();
const retentionAudit = () => db().selectFrom('audit_event').select(['detail', 'actor_label']).where('action', '=', 'retention.apply').orderBy('id').execute();
const statusCounts = async () =>
  (await db().selectFrom('registration').select(['status', 'organization_category']).select((eb) => eb.fn.countAll<string>().as('n')).groupBy(['status', 'organization_category']).orderBy('status').orderBy('organization_category').execute()).map(
    (r) => `${r.status}/${r.organization_category}/${r.n}`,
  );
const publicWinners = async () => {
  const res = await server.client().post<Envelope<unknown>>('/api/awards/v1/list-all', { editionCategory: 'edition_3rd' });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signedInStaff(server, 'admin');
  asAdmin = admin.client;
  adminUid = admin.staff.uid;

  loser = await createRegistrant(server.app);
  loserClient = server.client();
  await signIn(loserClient, loser);
  await fillRequiredSet(loserClient, loser);
  const confirmed = await loserClient.post(`${API}/confirm/${loser.uid}`, { cfToken: await solveCaptcha(loserClient) });
  expect(confirmed.status, confirmed.text).toBe(200);
  await server.app.services.mail.settled();
  await server.app.services.receipts.pdf(loser.uid);
  await db().updateTable('registration').set({ status: 'not_awarded' }).where('uid', '=', loser.uid).execute();

  ineligible = await createRegistrant(server.app, { entityType: 'individual' });
  await withPhotoAndId(ineligible, 'A123456789', 'ineligible');
  inProgress = await createRegistrant(server.app);
  winner = await createRegistrant(server.app, { entityType: 'individual' });
  await withPhotoAndId(winner, 'B223456780', 'awarded');
  const award = randomUUID();
  await db().insertInto('award').values({ uid: award, edition_category: 'edition_3rd', title: '測試獎', order_index: 99 }).execute();
  await db()
    .insertInto('award_winner')
    .values({ uid: randomUUID(), award_uid: award, entity_type: 'individual', registration_uid: winner.uid, organization_name: '測試觀光協會', person_name: null, ind_name: '林美華', ind_job_title: '導遊', order_index: 0 })
    .execute();
}, 180_000);
afterAll(async () => server?.close());

describe('retention of an ended edition', () => {
  it('before the period has passed, nothing of the entries is due and apply removes none of it', async () => {
    const published = new Date(Date.now() - 10 * DAY);
    await publishWinners(published);
    const before = await plan();
    expect(before.months).toBe(6);
    expect(before.winnersPublishedAt).toBe(published.toISOString());
    for (const kind of ['nationalIds', 'contacts', 'files', 'receiptPdfs']) {
      const k = before.kinds.find((x) => x.kind === kind)!;
      expect(k.count, kind).toBe(0);
      expect(new Date(k.appliesFrom!).getTime()).toBeGreaterThan(Date.now());
    }
    const result = await apply();
    expect(counts(result.removed)).toMatchObject({ nationalIds: 0, contacts: 0, files: 0, receiptPdfs: 0 });
    expect((await registration(ineligible.uid)).ind_personal_id_number).not.toBeNull();
  });

  it('after it, plan lists exactly what would go, and changes nothing', async () => {
    await publishWinners(monthsAgo(7));
    // Old letters, expired rows, beside live ones that stay.
    const letter = await db().selectFrom('mail_queue').select('id').orderBy('created_at').executeTakeFirstOrThrow();
    await db().updateTable('mail_queue').set({ created_at: monthsAgo(8) }).where('id', '=', letter.id).execute();
    const emls = (await readdir(server.config.outboxDir)).filter((f) => f.endsWith('.eml')).sort();
    expect(emls.length).toBeGreaterThan(0);
    await utimes(join(server.config.outboxDir, emls[0]!), monthsAgo(8), monthsAgo(8));
    await writeFile(join(server.config.outboxDir, 'recent-letter.eml'), 'Subject: recent\r\n\r\nstays');
    await db().deleteFrom('rate_limit').where('window_ends_at', '<', new Date()).execute();
    await db().insertInto('rate_limit').values([
      { key: 'test:expired', count: 3, window_ends_at: new Date(Date.now() - DAY) },
      { key: 'test:live', count: 1, window_ends_at: new Date(Date.now() + DAY) },
    ]).execute();
    await db().insertInto('session').values({ id: randomUUID(), registration_uid: inProgress.uid, access_token_hash: 'x'.repeat(64), refresh_token_hash: 'y'.repeat(64), access_expires_at: new Date(Date.now() - 2 * DAY), refresh_expires_at: new Date(Date.now() - DAY) }).execute();
    await db().insertInto('staff_session').values({ id_hash: 'z'.repeat(64), staff_uid: adminUid, expires_at: new Date(Date.now() - DAY), last_seen_at: new Date(Date.now() - 2 * DAY) }).execute();

    const loserFiles = (await filesOf(loser.uid)).length;
    expect(loserFiles).toBeGreaterThan(5);
    const auditBefore = (await retentionAudit()).length;
    const p = await plan();
    expect(counts(p.kinds)).toEqual({
      nationalIds: 1, // the ineligible individual's (the winner's stays)
      contacts: 3, // the three non-winners
      files: loserFiles + 1,
      receiptPdfs: 1,
      outboxRows: 1,
      outboxFiles: 1,
      rateLimits: 1,
      sessions: 2,
    });
    expect(new Date(p.kinds.find((k) => k.kind === 'files')!.appliesFrom!).getTime()).toBeLessThan(Date.now());
    // A dry run: everything is still there.
    expect((await registration(ineligible.uid)).ind_personal_id_number).not.toBeNull();
    for (const f of await filesOf(loser.uid)) expect(await server.app.services.files.exists(f.storage_key)).toBe(true);
    expect((await retentionAudit()).length).toBe(auditBefore);
  });

  it('apply removes the non-winners ID numbers, contacts and files (downloads say so), keeps the winner, the public list and the counts, an audit row per batch', async () => {
    const listBefore = await publicWinners();
    const statsBefore = await statusCounts();
    const loserFiles = await filesOf(loser.uid);
    const auditBefore = (await retentionAudit()).length;
    const emlsBefore = (await readdir(server.config.outboxDir)).filter((f) => f.endsWith('.eml')).length;

    const result = await apply();
    expect(counts(result.removed)).toEqual({ nationalIds: 1, contacts: 3, files: loserFiles.length + 1, receiptPdfs: 1, outboxRows: 1, outboxFiles: 1, rateLimits: 1, sessions: 2 });
    // One batch of entries, one of each row kind, one of outbox files: each its audit row.
    expect(result.batches).toBe(5);
    const rows = (await retentionAudit()).slice(auditBefore);
    expect(rows).toHaveLength(5);
    expect(rows[0]!.detail).toMatchObject({ edition: 3, batch: 'entries', entries: 3, nationalIds: 1, contacts: 3, files: loserFiles.length + 1, receiptPdfs: 1 });
    expect(rows.map((r) => (r.detail as { batch: string }).batch)).toEqual(['entries', 'outboxRows', 'rateLimits', 'sessions', 'outboxFiles']);

    const gone = await registration(ineligible.uid);
    expect(gone.ind_personal_id_number).toBeNull();
    expect(gone.ind_birthday).toBeNull();
    expect(gone.status).toBe('ineligible');
    const scrubbed = await registration(loser.uid);
    expect(scrubbed).toMatchObject({ contact_email: REMOVED_MARKER, contact_name: REMOVED_MARKER, contact_address_line: REMOVED_MARKER, organization_name: '測試觀光協會', status: 'not_awarded' });
    const receipt = await db().selectFrom('receipt').select(['content', 'storage_key']).where('registration_uid', '=', loser.uid).executeTakeFirstOrThrow();
    expect(receipt.storage_key).toBeNull();
    expect(receipt.content).toMatchObject({ contactEmail: REMOVED_MARKER, contactPhone: REMOVED_MARKER, address: REMOVED_MARKER });
    expect(receipt.content!.files.length).toBeGreaterThan(0); // what was submitted is still listed

    // The bytes are gone from storage; downloads say why.
    for (const f of loserFiles) expect(await server.app.services.files.exists(f.storage_key)).toBe(false);
    const marked = await filesOf(loser.uid);
    for (const f of marked) expect(keyBeforeRemoval(f.storage_key)).toBe(loserFiles.find((l) => l.uid === f.uid)!.storage_key);
    const own = await loserClient.get<Envelope<null>>(`/api/resources/v1/${loserFiles[0]!.uid}`);
    expect(own.status).toBe(404);
    expect(own.body.message).toBe(messages.fileRemovedByRetention);
    const staffDownload = await asAdmin.get<Envelope<null>>(`/api/admin/v1/files/${loserFiles[0]!.uid}`);
    expect(staffDownload.status).toBe(404);
    expect(staffDownload.body.message).toBe(messages.fileRemovedByRetention);
    // The registration's ZIP still downloads: the receipt rendered anew from the scrubbed snapshot and the
    // summary, without the removed files (they stay listed in the summary).
    const { url } = (await asAdmin.post<Envelope<{ url: string }>>(`/api/admin/v1/registrations/${loser.uid}/zip-link`)).body.data;
    const zip = await fetch(server.client().baseUrl + url, { headers: { cookie: `${STAFF_COOKIE}=${asAdmin.cookie(STAFF_COOKIE)}` } });
    expect(zip.status).toBe(200);
    const entries = [...(await readZip(Buffer.from(await zip.arrayBuffer()))).keys()];
    expect(entries).toContain('報名資料摘要.pdf');
    expect(entries.some((n) => n.startsWith('送出收據-'))).toBe(true);
    expect(entries.filter((n) => !n.startsWith('送出收據-') && n !== '報名資料摘要.pdf')).toEqual([]);

    // The winner keeps everything; the public list and the statistics are as they were.
    const kept = await registration(winner.uid);
    expect(openNationalId(server.app.services.pii, winner.uid, kept.ind_personal_id_number)).toBe('B223456780');
    expect(kept.contact_email).not.toBe(REMOVED_MARKER);
    const [winnerPhoto] = await filesOf(winner.uid);
    expect(await server.app.services.files.exists(winnerPhoto!.storage_key)).toBe(true);
    expect((await asAdmin.get(`/api/admin/v1/files/${winnerPhoto!.uid}`)).status).toBe(200);
    expect(await publicWinners()).toEqual(listBefore);
    expect(await statusCounts()).toEqual(statsBefore);
    // The old letter's file went, the others stayed; the live rate-limit row stayed.
    const emlsAfter = (await readdir(server.config.outboxDir)).filter((f) => f.endsWith('.eml'));
    expect(emlsAfter).toHaveLength(emlsBefore - 1);
    expect(emlsAfter).toContain('recent-letter.eml');
    expect(await db().selectFrom('rate_limit').select('key').where('key', '=', 'test:live').executeTakeFirst()).toBeDefined();
  });

  it('a second apply removes nothing, says so and writes no audit row', async () => {
    const auditBefore = (await retentionAudit()).length;
    const again = await apply();
    expect(again.batches).toBe(0);
    expect(again.removed.every((k) => k.count === 0)).toBe(true);
    expect((await retentionAudit()).length).toBe(auditBefore);
    expect((await plan()).kinds.every((k) => k.count === 0)).toBe(true);
  });

  it('is the admin’s: a reviewer or an editor is refused', async () => {
    for (const role of ['reviewer', 'editor'] as const) {
      const { client } = await signedInStaff(server, role);
      expect((await client.get('/api/admin/v1/retention/plan?edition=3')).status).toBe(403);
      expect((await client.post('/api/admin/v1/retention/apply', { edition: 3 })).status).toBe(403);
    }
  });
});
