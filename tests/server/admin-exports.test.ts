// The back office's exports over real HTTP (issue 17): CSV (BOM, quoting, formula-safe, national ID
// numbers only for admin), XLSX read back with exceljs, the ZIP of one registration (every file's
// SHA-256 as its receipt lists it, the receipt and the summary) and of a filter; editors refused; every
// export in the audit log.
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_COOKIE } from '../../src/server/features/staff/staff-sessions';
import { sealNationalId } from '../../src/server/features/registration/national-id';
import { loadSubmission } from '../../src/server/features/upload/submission';
import { solveCaptcha } from '../helpers/captcha';
import { jpeg } from '../helpers/files';
import { pdfText } from '../helpers/pdf-text';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { readZip, zipMethods } from '../helpers/zip-read';
import { API, fillRequiredSet, uploadFile } from './upload-fixtures';

let server: TestServer;
let alice: TestRegistrant;
const as = {} as Record<'admin' | 'reviewer' | 'editor', { client: TestClient; staff: TestStaff }>;
const NATIONAL_ID = 'A123456789';
const TRICKY_NAME = '=HYPERLINK("http://evil.example")';
const QUOTED_TITLE = '經理 "資深"';

beforeAll(async () => {
  server = await startTestServer();
  alice = await createRegistrant(server.app, { entityType: 'individual' });
  const client = server.client();
  await signIn(client, alice);
  await fillRequiredSet(client, alice);
  const photo = await uploadFile(client, 'candidate-photo', '大頭照.jpg', await jpeg(300, 400));
  const services = server.app.services;
  await services.db
    .updateTable('registration')
    .set({ ind_avatar_resource_uid: photo, organization_name: TRICKY_NAME, ind_job_title: QUOTED_TITLE, ind_personal_id_number: sealNationalId(services.pii, alice.uid, NATIONAL_ID) })
    .where('uid', '=', alice.uid)
    .execute();
  const confirmed = await client.post(`${API}/confirm/${alice.uid}`, { cfToken: await solveCaptcha(client) });
  expect(confirmed.status, confirmed.text).toBe(200);
  await createRegistrant(server.app, { entityType: 'group' });
  for (const role of ['admin', 'reviewer', 'editor'] as const) as[role] = await signedInStaff(server, role);
});
afterAll(async () => server?.close());

/** A download as the browser makes it: the staff cookie, the bytes as they came. */
async function download(role: keyof typeof as, path: string, body?: unknown) {
  const res = await fetch(server.client().baseUrl + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: `${STAFF_COOKIE}=${as[role].client.cookie(STAFF_COOKIE)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A ZIP as the page gets it: a link asked for (POST), then followed by the browser (GET) with the same cookie. */
async function downloadZip(role: keyof typeof as, linkPath: string, body?: unknown) {
  const link = await as[role].client.post<{ data: { url: string } }>(linkPath, body);
  if (link.status !== 200) return { status: link.status, headers: link.headers, bytes: Buffer.from(link.text) };
  return download(role, link.body.data.url);
}

const auditRows = (actorUid: string, action: string) =>
  server.app.services.db.selectFrom('audit_event').selectAll().where('actor_uid', '=', actorUid).where('action', '=', action).execute();

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const onlyAlice = () => ({ keyword: alice.registrationNumber });

describe('CSV export', () => {
  it('is UTF-8 with a BOM, quoted, formula-safe, and carries national ID numbers for an admin', async () => {
    const res = await download('admin', '/api/admin/v1/exports/csv', onlyAlice());
    expect(res.status, res.bytes.toString()).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.csv"; filename\*=UTF-8''%E5%A0%B1/);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row, ...rest] = res.bytes.toString('utf8').slice(1).split('\r\n');
    expect(rest).toEqual(['']);
    expect(header).toContain('"身分證字號"');
    expect(header).toContain('"報名編號"');
    expect(row).toContain(`"${NATIONAL_ID}"`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain('"經理 ""資深"""');
    expect(row).toContain('"已送出"');
  });

  it('has no national ID number column for a reviewer', async () => {
    const res = await download('reviewer', '/api/admin/v1/exports/csv', onlyAlice());
    expect(res.status).toBe(200);
    const text = res.bytes.toString('utf8');
    expect(text).not.toContain('身分證字號');
    expect(text).not.toContain(NATIONAL_ID);
    expect(text).toContain(alice.registrationNumber);
  });
});

describe('XLSX export', () => {
  it('reads back with exceljs: one row per registration the filter selects, under zh-TW headers', async () => {
    const filter = { entityType: 'individual' as const };
    const list = await as.reviewer.client.post<{ total: number }>('/api/admin/v1/registrations/list', { filter, page: 1, pageSize: 20 });
    expect(list.status, list.text).toBe(200);
    const res = await download('reviewer', '/api/admin/v1/exports/xlsx', filter);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.actualRowCount - 1).toBe(list.body.total);
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toContain('報名編號');
    expect(header).not.toContain('身分證字號');
    const numbers = sheet.getColumn(1).values.slice(2);
    expect(numbers).toContain(alice.registrationNumber);
  });
});

describe("a registration's ZIP", () => {
  it('holds every file (SHA-256 as the receipt lists it), the receipt and the summary', async () => {
    const res = await downloadZip('reviewer', `/api/admin/v1/registrations/${alice.uid}/zip-link`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(`filename="${alice.registrationNumber}.zip"`);
    const entries = await readZip(res.bytes);
    const submission = await loadSubmission(server.app.services.db, alice.uid);
    expect(submission.files.length).toBeGreaterThanOrEqual(9);

    const receipt = entries.get(`送出收據-${alice.registrationNumber}-1.pdf`);
    expect(receipt, [...entries.keys()].join(', ')).toBeDefined();
    const receiptText = (await pdfText(receipt!)).replace(/\s+/g, '');
    const fileEntries = [...entries].filter(([name]) => /^\d\d-/.test(name));
    expect(fileEntries.map(([name]) => name)).toEqual(
      submission.files.map((f, i) => expect.stringMatching(new RegExp(`^${String(i + 1).padStart(2, '0')}-${f.label}-\\d+\\.(jpg|pdf)$`))),
    );
    for (const [name, bytes] of fileEntries) {
      expect(receiptText, name).toContain(sha256(bytes));
    }
    expect(new Set(fileEntries.map(([, b]) => sha256(b)))).toEqual(new Set(submission.files.map((f) => f.resource.sha256)));
    expect(fileEntries[0]![0]).toBe('01-候選人照片-1.jpg');

    const summary = await pdfText(entries.get('報名資料摘要.pdf')!);
    expect(summary).toContain(alice.registrationNumber);
    expect(summary).toContain('已送出');
    const rows = await auditRows(as.reviewer.staff.uid, 'file.zip');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject_uid).toBe(alice.uid);
  });

  it('answers an unknown registration 404', async () => {
    const res = await downloadZip('admin', `/api/admin/v1/registrations/${crypto.randomUUID()}/zip-link`);
    expect(res.status).toBe(404);
  });
});

describe('a ZIP that cannot be completed', () => {
  it('is cut off, never delivered as a whole ZIP, when a file is gone from the store; the server goes on', async () => {
    const bob = await createRegistrant(server.app, { entityType: 'group' });
    const client = server.client();
    await signIn(client, bob);
    const letter = await uploadFile(client, 'employment-proof', '證明.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000_000, 7)]));
    const services = server.app.services;
    await services.db.updateTable('registration').set({ certificate_employment_resource_uid: letter }).where('uid', '=', bob.uid).execute();
    const row = await services.db.selectFrom('resource').select('storage_key').where('uid', '=', letter).executeTakeFirstOrThrow();
    await services.files.remove(row.storage_key);
    const broken = await downloadZip('admin', `/api/admin/v1/registrations/${bob.uid}/zip-link`).then(
      async (res) => readZip(res.bytes).then(() => 'a whole ZIP', () => 'unreadable'),
      () => 'cut off',
    );
    expect(broken).not.toBe('a whole ZIP');
    const again = await downloadZip('admin', `/api/admin/v1/registrations/${alice.uid}/zip-link`);
    expect((await readZip(again.bytes)).size).toBeGreaterThan(9);
  });
});

describe("a filter's ZIP", () => {
  it('holds a folder per registration (number and name) with what its own ZIP holds', async () => {
    const res = await downloadZip('admin', '/api/admin/v1/exports/zip-link', onlyAlice());
    expect(res.status).toBe(200);
    const entries = await readZip(res.bytes);
    const folder = `${alice.registrationNumber} 林美華/`;
    const names = [...entries.keys()];
    expect(names.every((n) => n.startsWith(folder)), names.join(', ')).toBe(true);
    expect(names).toContain(`${folder}01-候選人照片-1.jpg`);
    expect(names).toContain(`${folder}送出收據-${alice.registrationNumber}-1.pdf`);
    expect(names).toContain(`${folder}報名資料摘要.pdf`);
    const rows = await auditRows(as.admin.staff.uid, 'export.zip');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toMatchObject({ filter: onlyAlice(), count: 1 });
  });
});

describe('what a ZIP compresses', () => {
  it('stores a JPEG, a PDF and the summary as they are, and deflates a CSV and the JSON', async () => {
    const res = await downloadZip('admin', `/api/admin/v1/registrations/${alice.uid}/personal-data-link`);
    expect(res.status).toBe(200);
    const methods = await zipMethods(res.bytes);
    const STORED = 0;
    const DEFLATED = 8;
    expect(methods.get('01-候選人照片-1.jpg'), [...methods.keys()].join(', ')).toBe(STORED);
    expect(methods.get('報名資料摘要.pdf')).toBe(STORED);
    expect(methods.get(`送出收據-${alice.registrationNumber}-1.pdf`)).toBe(STORED);
    const texts = [...methods].filter(([name]) => /\.(csv|json)$/.test(name));
    expect(texts.length).toBeGreaterThanOrEqual(2);
    for (const [name, method] of texts) expect(method, name).toBe(DEFLATED);
  });
});

describe("a filter's ZIP, read in batches", () => {
  it('asks the database the same number of statements for 2 registrations as for 5', async () => {
    const db = server.app.services.db;
    const statementsFor = async (filter: object) => {
      const spy = vi.spyOn(db.getExecutor(), 'executeQuery');
      try {
        const res = await downloadZip('admin', '/api/admin/v1/exports/zip-link', filter);
        expect(res.status).toBe(200);
        return { statements: spy.mock.calls.length, folders: new Set([...(await readZip(res.bytes)).keys()].map((n) => n.split('/')[0])).size };
      } finally {
        spy.mockRestore();
      }
    };
    const tag = `批次${Date.now()}`;
    const more = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const r = await createRegistrant(server.app, { entityType: 'group' });
        await db.updateTable('registration').set({ organization_name: `${tag} ${i}` }).where('uid', '=', r.uid).execute();
      }
    };
    await more(2);
    const two = await statementsFor({ keyword: tag });
    await more(3);
    const five = await statementsFor({ keyword: tag });
    expect([two.folders, five.folders]).toEqual([2, 5]);
    expect(five.statements).toBe(two.statements);
  });
});

describe('who may export', () => {
  it.each([
    ['POST', () => `/api/admin/v1/registrations/${alice.uid}/zip-link`],
    ['POST', () => '/api/admin/v1/exports/csv'],
    ['POST', () => '/api/admin/v1/exports/xlsx'],
    ['POST', () => '/api/admin/v1/exports/zip-link'],
  ])('an editor gets 403 on %s %s', async (method, path) => {
    const res = await download('editor', path(), method === 'POST' ? {} : undefined);
    expect(res.status).toBe(403);
  });

  it('every export is in the audit log with who and which filter', async () => {
    for (const [role, action] of [['admin', 'export.csv'], ['reviewer', 'export.csv'], ['reviewer', 'export.xlsx']] as const) {
      const rows = await auditRows(as[role].staff.uid, action);
      expect(rows.length, `${role} ${action}`).toBeGreaterThanOrEqual(1);
      expect(rows[0]!.actor_label).toBe(as[role].staff.email);
      expect(rows[0]!.detail.filter).toBeDefined();
    }
    const [adminCsv] = await auditRows(as.admin.staff.uid, 'export.csv');
    expect(adminCsv!.detail).toMatchObject({ withNationalId: true });
    expect(await auditRows(as.editor.staff.uid, 'export.csv')).toHaveLength(0);
  });
});
