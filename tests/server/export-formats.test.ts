// The exports as a spreadsheet and an archive tool show them (issue 29, item 14): the XLSX opened with
// exceljs (columns as wide as their content needs, a header filter, the header row frozen, 送出時間 a
// real date cell showing Taipei time), the CSV's 統一編號 kept with its leading zero by Excel, and a ZIP
// entry's DOS time (what an archive tool shows as the file's time) in Taipei local time.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '../../src/server/features/staff/staff-sessions';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { uploadFile } from './upload-fixtures';

let server: TestServer;
let unit: TestRegistrant;
let reviewer: { client: TestClient; staff: TestStaff };

const TAX_ID = '04595257';
const LONG_EMAIL = 'tourism.contact@example-association.org.tw';
const LONG_ADDRESS_LINE = '忠孝東路一段 123 巷 45 弄 6 號 7 樓之 8';
// 16:30:04 UTC on the 13th is 00:30:04 on the 14th in Taipei: the day differs too.
const SUBMITTED_AT = '2025-10-13T16:30:04Z';
const FILE_CREATED_AT = '2025-10-13T16:30:04Z';

beforeAll(async () => {
  server = await startTestServer();
  unit = await createRegistrant(server.app, { entityType: 'group' });
  const client = server.client();
  await signIn(client, unit);
  const proof = await uploadFile(client, 'employment-proof', '證明.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000, 7)]));
  const db = server.app.services.db;
  await db.updateTable('resource').set({ created_at: new Date(FILE_CREATED_AT) }).where('uid', '=', proof).execute();
  await db
    .updateTable('registration')
    .set({ grp_company_uniform_number: TAX_ID, contact_email: LONG_EMAIL, contact_address_line: LONG_ADDRESS_LINE, submitted_at: new Date(SUBMITTED_AT), certificate_employment_resource_uid: proof })
    .where('uid', '=', unit.uid)
    .execute();
  reviewer = await signedInStaff(server, 'reviewer');
});
afterAll(async () => server?.close());

const onlyUnit = () => ({ keyword: unit.registrationNumber });

async function download(path: string, body?: unknown) {
  const res = await fetch(server.client().baseUrl + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: `${STAFF_COOKIE}=${reviewer.client.cookie(STAFF_COOKIE)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** How many columns of Excel's width (its unit: a digit) `text` takes: a CJK character takes two. */
const displayWidth = (text: string) => [...text].reduce((n, c) => n + (/[\u2e80-\uffef]/.test(c) ? 2 : 1), 0);

describe('the XLSX export, opened in a spreadsheet', () => {
  let sheet: ExcelJS.Worksheet;
  const column = (header: string) => {
    const at = (sheet.getRow(1).values as unknown[]).indexOf(header);
    expect(at, header).toBeGreaterThan(0);
    return sheet.getColumn(at);
  };

  beforeAll(async () => {
    const res = await download('/api/admin/v1/exports/xlsx', onlyUnit());
    expect(res.status, res.bytes.toString()).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    sheet = book.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(2);
  });

  it('gives the e-mail, the address and the category room for their content, wider than short columns', () => {
    const short = column('屆別').width!;
    const email = column('電子郵件');
    const address = column('地址');
    expect(email.width!).toBeGreaterThan(short);
    expect(address.width!).toBeGreaterThan(short);
    expect(email.width!).toBeGreaterThanOrEqual(displayWidth(LONG_EMAIL));
    expect(address.width!).toBeGreaterThanOrEqual(displayWidth(String(address.values[2])));
    expect(column('類別').width!).toBeGreaterThanOrEqual(displayWidth('觀光推廣協會及其他熱心觀光團體'));
  });

  it('has a filter on the header row over every column and the rows below', () => {
    const last = sheet.getRow(1).cellCount;
    expect(sheet.autoFilter).toBeDefined();
    const ref = typeof sheet.autoFilter === 'string' ? sheet.autoFilter : JSON.stringify(sheet.autoFilter);
    expect(ref).toBe(`A1:${sheet.getColumn(last).letter}2`);
  });

  it('keeps the header row in view (frozen) while scrolling', () => {
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('stores 送出時間 as a date cell that shows the Taipei wall-clock time', () => {
    const cell = sheet.getRow(2).getCell(column('送出時間').number);
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    // A spreadsheet's date has no zone: exceljs reads the serial back as if it were UTC, so its UTC fields
    // are what the cell shows.
    expect((cell.value as Date).toISOString()).toBe('2025-10-14T00:30:04.000Z');
    expect(cell.numFmt).toMatch(/yyyy.*hh:mm:ss/);
  });

  it('keeps the tax ID as text with its leading zero', () => {
    expect(sheet.getRow(2).getCell(column('統一編號').number).value).toBe(TAX_ID);
  });
});

describe('the CSV export, opened in Excel', () => {
  it('writes the tax ID so that Excel keeps it as text, leading zero and all, after the byte order mark', async () => {
    const res = await download('/api/admin/v1/exports/csv', onlyUnit());
    expect(res.status).toBe(200);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = res.bytes.toString('utf8').slice(1).split('\r\n');
    const cells = (line: string) => line.slice(1, -1).split('","');
    const at = cells(header!).indexOf('統一編號');
    expect(at).toBeGreaterThanOrEqual(0);
    // Excel reads ="04595257" as the text 04595257; "04595257" alone would become the number 4595257.
    expect(row!.split(',')[at]).toBe(`"=""${TAX_ID}"""`);
    // The time stays the programme's text in a CSV (Taipei, ROC year).
    expect(cells(row!)).toContain('114 年 10 月 14 日 00:30:04');
  });
});

/** The DOS date and time of the first entry's local file header, as an archive tool shows them. */
function firstEntryTime(zip: Buffer): { name: string; shown: string } {
  expect(zip.readUInt32LE(0)).toBe(0x04034b50);
  const time = zip.readUInt16LE(10);
  const date = zip.readUInt16LE(12);
  const name = zip.subarray(30, 30 + zip.readUInt16LE(26)).toString('utf8');
  const two = (n: number) => String(n).padStart(2, '0');
  const shown = `${(date >> 9) + 1980}-${two((date >> 5) & 0xf)}-${two(date & 0x1f)} ${two(time >> 11)}:${two((time >> 5) & 0x3f)}:${two((time & 0x1f) * 2)}`;
  return { name, shown };
}

describe("a registration's ZIP, opened in an archive tool", () => {
  it("shows a file's time in Taipei local time", async () => {
    const link = await reviewer.client.post<{ data: { url: string } }>(`/api/admin/v1/registrations/${unit.uid}/zip-link`);
    expect(link.status, link.text).toBe(200);
    const res = await download(link.body.data.url);
    expect(res.status).toBe(200);
    const first = firstEntryTime(res.bytes);
    expect(first.name).toBe('01-年資證明-1.pdf');
    expect(first.shown).toBe('2025-10-14 00:30:04');
  });
});
