// The audit log in the back office (admin): what staff did, newest first, filtered and paged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/server/features/audit/audit-log';
import { signedInStaff } from '../helpers/staff';
import { startTestServer, type TestServer } from '../helpers/test-server';
import type { TestClient } from '../helpers/test-client';
import type { AuditAction } from '../../src/shared/audit-labels';
import { taipeiDate } from '../../src/shared/taipei-time';
import { createRegistrant } from '../helpers/registrant';

/** A code no feature writes (AuditAction lists those), so that this test's rows are its own. */
const testAction = (code: `test.${string}`) => code as AuditAction;

interface Page {
  data: { action: string; actorLabel: string | null; actorKind: string; subjectUid: string | null; detail: Record<string, unknown>; at: string }[];
  total: number;
}

let server: TestServer;
let admin: { client: TestClient; staff: { email: string } };
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInStaff(server, 'admin');
});
afterAll(async () => server?.close());

const list = (body: Record<string, unknown> = {}) => admin.client.post<Page>('/api/admin/v1/audit/list', body);

describe('audit log (admin)', () => {
  it("shows the admin's own sign-in, newest first, with who and from where", async () => {
    const res = await list({ action: 'staff.sign-in' });
    expect(res.status, res.text).toBe(200);
    const own = res.body.data.find((e) => e.action === 'staff.sign-in' && e.actorLabel === admin.staff.email);
    expect(own).toMatchObject({ actorKind: 'staff' });
    const times = res.body.data.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by action prefix, actor and subject, with wildcards taken literally, and pages with a total', async () => {
    const db = server.app.services.db;
    for (let i = 0; i < 3; i++) {
      await recordAudit(db, { actor: { kind: 'staff', label: 'pager%@example.org' }, action: testAction('test.paged'), subject: { kind: 'registration', uid: `reg-${i}` }, detail: { i } });
    }
    await recordAudit(db, { actor: { kind: 'staff', label: 'pagerX@example.org' }, action: testAction('test.paged'), subject: { kind: 'registration', uid: 'reg-x' } });

    const all = await list({ action: 'test.' });
    expect(all.body.total).toBe(4);
    const literal = await list({ action: 'test.', actor: 'pager%' });
    expect(literal.body.total).toBe(3);
    const first = await list({ action: 'test.', actor: 'pager%', pageSize: 2, page: 1 });
    const second = await list({ action: 'test.', actor: 'pager%', pageSize: 2, page: 2 });
    expect(first.body).toMatchObject({ total: 3 });
    expect(first.body.data.map((e) => e.detail.i)).toEqual([2, 1]);
    expect(second.body.data.map((e) => e.detail.i)).toEqual([0]);
    const one = await list({ subjectUid: 'reg-x' });
    expect(one.body.data.map((e) => e.actorLabel)).toEqual(['pagerX@example.org']);
  });

  it('filters by registration number (its own rows and its files\' downloads) and by Taipei calendar days', async () => {
    const db = server.app.services.db;
    const who = await createRegistrant(server.app);
    const actor = { kind: 'staff' as const, label: 'days@example.org' };
    await recordAudit(db, { actor, action: testAction('test.reg'), subject: { kind: 'registration', uid: who.uid } });
    await recordAudit(db, { actor, action: testAction('test.reg'), subject: { kind: 'resource', uid: 'file-1' }, detail: { registrationUid: who.uid } });
    await recordAudit(db, { actor, action: testAction('test.reg'), subject: { kind: 'registration', uid: 'someone-else' } });

    const mine = await list({ registrationNumber: who.registrationNumber });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.data.map((e) => e.subjectUid)).toEqual(['file-1', who.uid]);

    const day = 24 * 60 * 60 * 1000;
    const today = taipeiDate(new Date());
    const around = (from: number, to: number) => list({ action: 'test.reg', from: taipeiDate(Date.now() + from * day), to: taipeiDate(Date.now() + to * day) });
    expect((await list({ action: 'test.reg', from: today, to: today })).body.total).toBe(3);
    expect((await around(1, 2)).body.total).toBe(0);
    expect((await around(-2, -1)).body.total).toBe(0);
    expect((await list({ from: '2025-13-40' })).status).toBe(400);
  });

  it('refuses a malformed filter with the field and its zh-TW message', async () => {
    const res = await admin.client.post<{ data: { errors: { field: string; message: string }[] } }>('/api/admin/v1/audit/list', { action: 'DROP TABLE', pageSize: 500 });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'action', message: '動作只能包含小寫英文字母、數字、點與連字號' },
        { field: 'pageSize', message: '每頁筆數需為 1 到 100' },
      ]),
    );
  });

  it('is for admins only', async () => {
    const reviewer = await signedInStaff(server, 'reviewer');
    expect((await reviewer.client.post('/api/admin/v1/audit/list', {})).status).toBe(403);
  });
});

describe('the audit log as a CSV (issue 29, item 16)', () => {
  it('exports the filtered log for an admin: zh-TW action names beside their codes, Taipei times, the guard against formulas; audited', async () => {
    const db = server.app.services.db;
    await recordAudit(db, { actor: { kind: 'staff', label: '=cmd|calc@example.org' }, action: testAction('test.csv'), subject: { kind: 'registration', uid: 'reg-csv' }, detail: { note: '匯出' } });
    await recordAudit(db, { actor: { kind: 'staff', label: 'other@example.org' }, action: testAction('test.other'), subject: { kind: 'registration', uid: 'reg-other' } });
    const res = await admin.client.post('/api/admin/v1/audit/export', { action: 'test.csv' });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toMatch(/操作紀錄-\d{8}-\d{4}\.csv/);
    const text = res.text;
    // (fetch's text() drops the BOM csvStream writes: the registrations' CSV test reads it as bytes.)
    expect(text.replace(/^\uFEFF/, '').startsWith('"時間","人員","動作","動作代碼","對象類型","對象","詳細","來源位址"\r\n')).toBe(true);
    const rows = text.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`"'=cmd|calc@example.org"`);
    expect(rows[0]).toContain('"test.csv"');
    expect(rows[0]).toMatch(/^"\d{3} 年 \d{1,2} 月 \d{1,2} 日 \d{2}:\d{2}:\d{2}"/);
    expect(rows[0]).not.toContain('test.other');
    const exported = (await list({ action: 'export.audit-csv' })).body.data;
    expect(exported[0]).toMatchObject({ actorLabel: admin.staff.email, detail: { filter: { action: 'test.csv' }, count: 1 } });
  });

  it('is for admins only', async () => {
    const reviewer = await signedInStaff(server, 'reviewer');
    expect((await reviewer.client.post('/api/admin/v1/audit/export', {})).status).toBe(403);
  });
});
