// The vendor list import of the back office (issue 18): preview counts and zh-TW row errors, apply in
// one audited transaction, vendors in use hidden (never deleted), hidden vendors out of the public
// lookup, the roles that may do it, and the CLI on the same code.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_IMPORT } from '../../src/server/features/vendors/vendor-import-rules';
import { createRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { freshPostgres, startTestServer, TEST_PII_KEYS, type TestServer } from '../helpers/test-server';

const HOTEL = 'org-grp_hotel-industry';
const HOTEL_NAME = '旅館業（含觀光旅館、一般旅館）';
const HOMESTAY = 'org-ind_homestay-operator';
const BOM = '\uFEFF';

type Preview = {
  sha256: string;
  rows: number;
  counts: { new: number; changed: number; unchanged: number; toHide: number };
  absent: { hidden: number; deleted: number };
  samples: Record<'new' | 'changed' | 'unchanged' | 'toHide', { name: string; line: number | null; inUse?: boolean; previousName?: string }[]>;
  errors: { line: number; field: string; message: string }[];
  canApply: boolean;
};

let server: TestServer;
let editor: TestClient;
let reviewer: TestClient;

// Starts on a database with no vendor at all (a production start), then imports lists.
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'false' });
  editor = (await signedInStaff(server, 'editor')).client;
  reviewer = (await signedInStaff(server, 'reviewer')).client;
});
afterAll(async () => server?.close());

const csv = (lines: string[], bom = true) => Buffer.from((bom ? BOM : '') + lines.join('\r\n') + '\r\n', 'utf8');

async function preview(client: TestClient, name: string, content: Buffer) {
  return client.upload<{ code: number; message: string; data: Preview }>('/api/admin/v1/vendors/import/preview', {}, { name, content });
}

async function previewAndApply(name: string, content: Buffer) {
  const p = await preview(editor, name, content);
  expect(p.status, p.text).toBe(200);
  expect(p.body.data.errors).toEqual([]);
  const applied = await editor.post<{ data: Record<string, number | string> }>('/api/admin/v1/vendors/import/apply', { sha256: p.body.data.sha256 });
  expect(applied.status, applied.text).toBe(200);
  return { preview: p.body.data, result: applied.body.data };
}

const lookup = async (category: string, keyword = '') =>
  (await server.client().get<{ data: { uid: string; name: string }[] }>(`/api/common/v1/list-vendor?organizationCategory=${category}&keyword=${encodeURIComponent(keyword)}`)).body.data.map((v) => v.name);

describe('vendor list import', () => {
  it('a CSV with a BOM: preview counts, then apply; the public lookup offers the names at once', async () => {
    expect(await lookup(HOTEL)).toEqual([]); // the first read is cached: apply must make it forget
    const file = csv(['類別,名稱,代碼', `${HOTEL},晨光大飯店,H-001`, `${HOTEL_NAME},港灣旅店,H-002`, `${HOMESTAY},山嵐小屋民宿,`]);
    const { preview: p, result } = await previewAndApply('vendors.csv', file);
    expect(p.counts).toEqual({ new: 3, changed: 0, unchanged: 0, toHide: 0 });
    expect(p.samples.new.map((r) => [r.line, r.name])).toEqual([[2, '晨光大飯店'], [3, '港灣旅店'], [4, '山嵐小屋民宿']]);
    expect(result).toMatchObject({ created: 3, changed: 0, unchanged: 0, hidden: 0, deleted: 0 });
    expect(await lookup(HOTEL)).toEqual(['晨光大飯店', '港灣旅店'].sort());
    expect(await lookup(HOMESTAY)).toEqual(['山嵐小屋民宿']);
  });

  it('writes one audit row with the counts and the file SHA-256', async () => {
    const rows = await server.app.services.db.selectFrom('audit_event').selectAll().where('action', '=', 'vendor.import').orderBy('id').execute();
    expect(rows).toHaveLength(1);
    const detail = rows[0]!.detail as Record<string, unknown>;
    expect(rows[0]!.actor_kind).toBe('staff');
    expect(detail).toMatchObject({ fileName: 'vendors.csv', rows: 3, created: 3, changed: 0, unchanged: 0, hidden: 0, deleted: 0 });
    expect(detail.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an XLSX: renamed by code, unchanged, new; a vendor in use and absent is hidden (not deleted), an unused one deleted', async () => {
    const db = server.app.services.db;
    const harbour = await db.selectFrom('vendor').select(['uid', 'name']).where('name', '=', '港灣旅店').executeTakeFirstOrThrow();
    const homestay = await db.selectFrom('vendor').select('uid').where('name', '=', '山嵐小屋民宿').executeTakeFirstOrThrow();
    const registrant = await createRegistrant(server.app, { category: HOTEL });
    await db.updateTable('registration').set({ vendor_uid: harbour.uid, organization_name: harbour.name }).where('uid', '=', registrant.uid).execute();

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('名單');
    sheet.addRow(['名稱', '類別', '代碼']); // the header names the columns, in any order
    sheet.addRow(['晨光國際大飯店', HOTEL, 'H-001']);
    sheet.addRow(['藍松酒店', HOTEL, 'H-003']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const p = await preview(editor, 'list.xlsx', file);
    expect(p.status, p.text).toBe(200);
    expect(p.body.data.errors).toEqual([]);
    expect(p.body.data.counts).toEqual({ new: 1, changed: 1, unchanged: 0, toHide: 2 });
    // What applying will do to the two absent ones, for the confirmation: the one in use hidden, the other deleted.
    expect(p.body.data.absent).toEqual({ hidden: 1, deleted: 1 });
    expect(p.body.data.samples.changed).toMatchObject([{ line: 2, name: '晨光國際大飯店', previousName: '晨光大飯店' }]);
    expect(p.body.data.samples.toHide.map((r) => [r.name, r.inUse]).sort()).toEqual([['山嵐小屋民宿', false], ['港灣旅店', true]]);

    const applied = await editor.post<{ data: Record<string, number> }>('/api/admin/v1/vendors/import/apply', { sha256: p.body.data.sha256 });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.data).toMatchObject({ created: 1, changed: 1, unchanged: 0, hidden: 1, deleted: 1 });

    const kept = await db.selectFrom('vendor').select(['name', 'hidden_at']).where('uid', '=', harbour.uid).executeTakeFirstOrThrow();
    expect(kept.name).toBe('港灣旅店');
    expect(kept.hidden_at).not.toBeNull();
    expect(await db.selectFrom('vendor').select('uid').where('uid', '=', homestay.uid).executeTakeFirst()).toBeUndefined();
    const registration = await db.selectFrom('registration').select(['vendor_uid', 'organization_name']).where('uid', '=', registrant.uid).executeTakeFirstOrThrow();
    expect(registration).toEqual({ vendor_uid: harbour.uid, organization_name: '港灣旅店' });
  });

  it('a hidden vendor is not offered by the public lookup, nor accepted by its keyword search', async () => {
    expect(await lookup(HOTEL)).toEqual(['晨光國際大飯店', '藍松酒店'].sort());
    expect(await lookup(HOTEL, '港灣')).toEqual([]);
  });

  it('the list shows hidden vendors; hide and show again are audited and reach the public lookup', async () => {
    const hidden = await editor.post<{ data: { uid: string; name: string; inUse: boolean; hiddenAt: string | null }[]; total: number }>('/api/admin/v1/vendors/list', { state: 'hidden' });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.data.map((v) => [v.name, v.inUse])).toEqual([['港灣旅店', true]]);
    const uid = hidden.body.data[0]!.uid;
    const shown = await editor.post<{ data: { hiddenAt: string | null } }>(`/api/admin/v1/vendors/${uid}/visibility`, { hidden: false });
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.data.hiddenAt).toBeNull();
    expect(await lookup(HOTEL, '港灣')).toEqual(['港灣旅店']);
    const again = await editor.post(`/api/admin/v1/vendors/${uid}/visibility`, { hidden: true });
    expect(again.status).toBe(200);
    expect(await lookup(HOTEL, '港灣')).toEqual([]);
    const actions = await server.app.services.db.selectFrom('audit_event').select('action').where('subject_uid', '=', uid).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['vendor.unhide', 'vendor.hide']);

    const search = await editor.post<{ data: { name: string }[]; total: number }>('/api/admin/v1/vendors/list', { keyword: '藍松', category: HOTEL });
    expect(search.body.total).toBe(1);
    expect(search.body.data[0]!.name).toBe('藍松酒店');
  });

  it('reports bad rows in zh-TW with their line, keeps nothing, and refuses to apply', async () => {
    const file = csv([
      '類別,名稱,代碼',
      '不存在的類別,某飯店,',
      `${HOTEL},,`,
      `${HOTEL},重複飯店,`,
      `${HOTEL},重複飯店,`,
      'org-grp_travel-industry,某旅行社,',
    ], false);
    const p = await preview(editor, 'bad.csv', file);
    expect(p.status, p.text).toBe(200);
    expect(p.body.data.canApply).toBe(false);
    expect(p.body.data.errors).toEqual([
      { line: 2, field: 'category', message: '查無類別「不存在的類別」' },
      { line: 3, field: 'name', message: '請填寫名稱' },
      { line: 5, field: 'name', message: '與第 4 列同類別、同名稱' },
      { line: 6, field: 'category', message: '「旅行業」類別的單位名稱不是由業者名單選取' },
    ]);
    const apply = await editor.post<{ message: string }>('/api/admin/v1/vendors/import/apply', { sha256: p.body.data.sha256 });
    expect(apply.status).toBe(404);
    expect(apply.body.message).toBe('找不到此檔案的預覽，或預覽已逾時，請重新上傳檔案');
  });

  it('refuses files that are not a list: another type, not UTF-8, no header, over the size', async () => {
    const type = await preview(editor, 'list.txt', csv(['類別,名稱']));
    expect(type.status).toBe(415);
    expect(type.body.message).toBe('僅支援 CSV、XLSX 格式');
    const big5 = await preview(editor, 'list.csv', Buffer.from([0xc3, 0xfe, 0xa7, 0x4f, 0x2c, 0xa6, 0x57, 0xba, 0xd9, 0x0a]));
    expect(big5.status).toBe(400);
    expect(big5.body.message).toMatch(/UTF-8/);
    const header = await preview(editor, 'list.csv', csv(['甲,乙', 'a,b']));
    expect(header.status).toBe(400);
    expect(header.body.message).toContain('「類別」');
    const large = await preview(editor, 'list.csv', Buffer.concat([csv(['類別,名稱']), Buffer.alloc(VENDOR_IMPORT.maxBytes, 0x41)]));
    expect(large.status).toBe(413);
  });

  it('an editor may import, a reviewer may not (403), nobody signed out (401)', async () => {
    const file = csv(['類別,名稱', `${HOTEL},晨光國際大飯店`]);
    expect((await preview(reviewer, 'list.csv', file)).status).toBe(403);
    expect((await preview(server.client(), 'list.csv', file)).status).toBe(401);
    expect((await reviewer.post('/api/admin/v1/vendors/list', {})).status).toBe(403);
  });
});

describe('npm run import -- vendors FILE', () => {
  it('imports on the same code path, prints the counts, and is audited as system/cli', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ta-import-cli-'));
    const file = join(dataDir, 'vendors.csv');
    await writeFile(file, csv(['類別,名稱,代碼', `${HOTEL},命令列飯店,C-1`, `${HOMESTAY},命令列民宿,`]));
    const env: Record<string, string> = { ...process.env as Record<string, string>, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '', SEED_DEMO: 'false' };
    const pg = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : undefined;
    if (pg) Object.assign(env, { DATABASE_URL: pg.url, PII_KEYS: TEST_PII_KEYS });
    try {
      const run = promisify(execFile);
      const out = await run(process.execPath, ['--import', 'tsx', 'scripts/import.ts', 'vendors', file], { env });
      expect(out.stdout).toContain('new 2, changed 0, unchanged 0, hidden 0 (absent, in use), deleted 0 (absent, unused)');
      const bad = join(dataDir, 'bad.csv');
      await writeFile(bad, csv(['類別,名稱', '不存在,某飯店']));
      const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/import.ts', 'vendors', bad], { env }).catch((e: { code: number; stderr: string }) => e);
      expect('code' in failed && failed.code).toBe(1);
      expect((failed as { stderr: string }).stderr).toContain('第 2 列：查無類別「不存在」');

      const started = await startTestServer({ DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL!, SEED_DEMO: 'false' });
      try {
        const names = (await started.client().get<{ data: { name: string }[] }>(`/api/common/v1/list-vendor?organizationCategory=${HOTEL}`)).body.data.map((v) => v.name);
        expect(names).toEqual(['命令列飯店']);
        const audit = await started.app.services.db.selectFrom('audit_event').selectAll().where('action', '=', 'vendor.import').execute();
        expect(audit.map((a) => [a.actor_kind, a.actor_label])).toEqual([['system', 'cli']]);
      } finally {
        await started.close();
      }
    } finally {
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
