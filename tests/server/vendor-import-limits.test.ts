// Issue 30 item 4: a 1.2 MB XLSX took the server down for 43 s. The vendor import reads the ZIP's
// directory first, counts what it inflates, reads only the first sheet up to the row limit + 1, in a
// worker thread with a heap limit; meanwhile the site goes on answering (a news read during the bomb).
// The bombs are written by tests/helpers/xlsx-zip.ts without building their hundreds of MB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_IMPORT } from '../../src/server/features/vendors/vendor-import-rules';
import { vendorMessages as m } from '../../src/server/features/vendors/vendor-messages';
import { readFirstSheetInThread } from '../../src/server/features/vendors/vendor-xlsx-thread';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { packed, SHEET_HEAD, sheetRow, workbookParts, xlsxBomb, xlsxOf, zip } from '../helpers/xlsx-zip';

const HOTEL = 'org-grp_hotel-industry';
const NEWS_TITLE = '匯入期間仍可閱讀的消息';

interface Envelope<T> { code: number; message: string; data: T }
type Preview = { rows: number; counts: { new: number }; errors: unknown[] };

let server: TestServer;
let editor: TestClient;
let newsUid: string;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'false' });
  editor = (await signedInStaff(server, 'editor')).client;
  const created = await editor.post<Envelope<{ uid: string; version: number }>>('/api/admin/v1/news/create', {
    title: NEWS_TITLE, category: 'event', startsAt: new Date(Date.now() - 60_000).toISOString(), summary: '摘要', content: '<p>內文</p>',
  });
  expect(created.status, created.text).toBe(200);
  const item = created.body.data;
  const published = await editor.post(`/api/admin/v1/news/${item.uid}/publish`, { startsAt: new Date(Date.now() - 1000).toISOString(), version: item.version });
  expect(published.status, published.text).toBe(200);
  newsUid = item.uid;
});
afterAll(async () => server?.close());

const preview = (name: string, content: Buffer) =>
  editor.upload<Envelope<Preview>>('/api/admin/v1/vendors/import/preview', {}, { name, content });
const newsRead = () => server.client().get<Envelope<{ title: string }>>(`/api/news/v1/read/${newsUid}`);

/** The import and a public news read at the same time; both answers. */
async function importWhileReadingNews(content: Buffer) {
  const [imported, news] = await Promise.all([preview('bomb.xlsx', content), newsRead()]);
  expect(news.status, news.text).toBe(200);
  expect(news.body.data.title).toBe(NEWS_TITLE);
  return imported;
}

describe('vendor XLSX import limits', () => {
  it('a bomb whose directory declares 256 MB of sheet is refused with the message, while a news read answers', async () => {
    const bomb = xlsxBomb(256);
    expect(bomb.length).toBeLessThan(VENDOR_IMPORT.maxBytes); // under the upload limit: the unpacked size is what stops it
    const refused = await importWhileReadingNews(bomb);
    expect(refused.status, refused.text).toBe(413);
    expect(refused.body.message).toBe(m.xlsxUnpacksTooLarge);
  });

  it('a bomb whose headers lie (256 MB declared as 8 MB) is stopped on the bytes it actually inflates', async () => {
    const refused = await importWhileReadingNews(xlsxBomb(256, 8 * 1048576));
    expect(refused.status, refused.text).toBe(413);
    expect(refused.body.message).toBe(m.xlsxUnpacksTooLarge);
  });

  it('an entry that packs past the ratio limit is refused, though its size alone would pass', async () => {
    const refused = await preview('dense.xlsx', xlsxBomb(4));
    expect(refused.status, refused.text).toBe(413);
    expect(refused.body.message).toBe(m.xlsxUnpacksTooLarge);
  });

  it('a plain XLSX of inline strings still previews', async () => {
    const file = xlsxOf([['類別', '名稱', '代碼'], [HOTEL, '限量飯店', 'L-1'], ['', ' '], [HOTEL, '第二飯店 & 會館', '']]);
    const p = await preview('list.xlsx', file);
    expect(p.status, p.text).toBe(200);
    expect(p.body.data.errors).toEqual([]);
    expect(p.body.data.rows).toBe(2);
    expect(p.body.data.counts.new).toBe(2);
  });

  it('20,001 data rows are refused for the row limit without reading the rest (the sheet is broken after them)', async () => {
    const rows = [sheetRow(1, ['類別', '名稱'])];
    for (let i = 1; i <= VENDOR_IMPORT.maxRows + 1; i++) rows.push(sheetRow(i + 1, [HOTEL, `飯店 ${i}`]));
    // Read to its end, this sheet is not XML: only a reader that stops at the limit + 1 gets to the row message.
    const broken = `<row r="${VENDOR_IMPORT.maxRows + 3}"><c r="A1" t="inlineStr"><is><t>未完`;
    const file = zip([...workbookParts(), packed('xl/worksheets/sheet1.xml', SHEET_HEAD + rows.join('') + broken)]);
    const refused = await preview('long.xlsx', file);
    expect(refused.status, refused.text).toBe(413);
    expect(refused.body.message).toBe(m.tooManyRows);
  });

  it('a reader thread that runs out of heap is a refusal, not a crash of the server', async () => {
    // 4 MB: too small for the reader on Node 20 and 24 alike. (Node 24 cannot even start a thread in 2 MB: a
    // fatal error of the whole process, which Node 20 turned into the worker's out-of-memory; the real 96 MB is far from both.)
    const limits = { ...VENDOR_IMPORT.xlsx, maxRows: VENDOR_IMPORT.maxRows, workerHeapMb: 4 };
    expect(await readFirstSheetInThread(xlsxOf([['類別', '名稱'], [HOTEL, '飯店']]), limits)).toEqual({ refusal: 'tooHeavy' });
    expect((await newsRead()).status).toBe(200);
  });
});
