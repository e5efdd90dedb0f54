// The back office's registrations list and its counts over real HTTP (issue 17): every filter, the
// keyword with % and _ taken literally, the sort allowlist, paging, counts per status / category / Taipei
// day, and "what is still missing" agreeing with the registrant's own submission check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import requiredSchema from '../../schemas/confirm-required.schema.json';
import { JUDGED_FACTS } from '../../src/server/features/review/required-set-sql';
import type { components } from '../../src/shared/generated/api';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, fillRequiredSet, type Envelope } from './upload-fixtures';
import filterSchema from '../../schemas/admin/registration-common.schema.json';

type Row = components['schemas']['AdminRegistrationRow'];
type Summary = components['schemas']['AdminRegistrationSummary'];
type Filter = components['schemas']['RegistrationFilter'];
type ListBody = components['schemas']['RegistrationListRequest'];
type RequiredItem = components['schemas']['RequiredItem'];

const LIST = '/api/admin/v1/registrations/list';
const SUMMARY = '/api/admin/v1/registrations/summary';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
/** The registrations of this file, by a short name. */
type Name = 'alishan' | 'sunmoon' | 'guide' | 'agent' | 'hotel' | 'complete';
const reg = {} as Record<Name, TestRegistrant>;
const registrantClients: Partial<Record<Name, TestClient>> = {};
const names = () => Object.keys(reg) as Name[];

async function seed(name: Name, opts: Parameters<typeof createRegistrant>[1], columns: Record<string, unknown> = {}) {
  const who = await createRegistrant(server.app, opts);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test fixtures set arbitrary columns of the row
  if (Object.keys(columns).length > 0) await server.app.services.db.updateTable('registration').set(columns as any).where('uid', '=', who.uid).execute();
  reg[name] = who;
  return who;
}

async function asRegistrant(name: Name): Promise<TestClient> {
  const known = registrantClients[name];
  if (known) return known;
  const client = server.client();
  await signIn(client, reg[name]);
  registrantClients[name] = client;
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInStaff(server, 'admin')).client;
  editor = (await signedInStaff(server, 'editor')).client;
  await seed('alishan', { entityType: 'group' }, { organization_name: '阿里山100%觀光協會', contact_email: 'a_b@example.com', created_at: '2025-09-30T16:30:00Z' });
  await seed('sunmoon', { entityType: 'group', status: 'submitted' }, {
    organization_name: '日月潭觀光協會',
    contact_name: '張志明',
    contact_phone_number: '049-2855668',
    grp_company_uniform_number: '12345675',
    submitted_at: '2025-10-01T02:00:00Z',
    created_at: '2025-09-30T15:30:00Z',
  });
  await seed('guide', { entityType: 'individual', status: 'eligible', category: 'org-ind_tour-guide' }, { ind_name: '陳大文', edition: 2, submitted_at: '2025-10-02T03:00:00Z' });
  // Travel-agency staff: the employment proof is optional for them.
  await seed('agent', { entityType: 'individual', category: 'org-ind_travel-industry-class-a' }, { ind_name: '李小華' });
  await seed('hotel', { entityType: 'individual', category: 'org-ind_hotel-industry-staff' }, { ind_name: '黃美玲' });
  await seed('complete', { entityType: 'group' }, { organization_name: '墾丁觀光協會' });
  // Through the API, as the stepper saves them: the whole set, then the proof taken away again for `agent` and `hotel`.
  for (const name of ['agent', 'hotel', 'complete'] as const) {
    const client = await asRegistrant(name);
    await fillRequiredSet(client, reg[name]);
  }
  for (const name of ['agent', 'hotel'] as const) {
    const res = await (await asRegistrant(name)).post(`${API}/certificate-employment/update/${reg[name].uid}`, { certificateEmploymentResourcesUid: null });
    expect(res.status, res.text).toBe(200);
  }
}, 120_000);
afterAll(async () => server?.close());

async function list(body: ListBody, client = admin) {
  const res = await client.post<Envelope<Row[]> & { total: number }>(LIST, body);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Short names of the registrations a filter selects (all on one page). */
async function selected(filter: Filter): Promise<string[]> {
  const body = await list({ filter, pageSize: 100 });
  expect(body.total).toBe(body.data.length);
  const byUid = new Map(Object.entries(reg).map(([name, who]) => [who.uid, name]));
  return body.data.map((r) => byUid.get(r.uid) ?? r.registrationNumber).sort();
}

describe('the registrations list', () => {
  it('lists every registration with no filter, with its category, status label and dates; never a national ID number', async () => {
    const body = await list({});
    expect(body.total).toBe(6);
    const sunmoon = body.data.find((r) => r.uid === reg.sunmoon.uid)!;
    expect(sunmoon).toMatchObject({
      registrationNumber: reg.sunmoon.registrationNumber,
      entityType: 'group',
      organizationName: '日月潭觀光協會',
      personName: null,
      status: 'submitted',
      statusLabel: '已送出',
      submittedAt: '2025-10-01T02:00:00.000Z',
      edition: 3,
    });
    expect(sunmoon.categoryName).toMatch(/\S/);
    const guide = body.data.find((r) => r.uid === reg.guide.uid)!;
    expect(guide.personName).toBe('陳大文');
    expect(JSON.stringify(body)).not.toMatch(/personal_?id|nationalId|PersonalId/i);
  });

  it('filters by edition, group or individual, category, status and submitted or not', async () => {
    expect(await selected({ editions: [2] })).toEqual(['guide']);
    expect(await selected({ editions: [3] })).toEqual(['agent', 'alishan', 'complete', 'hotel', 'sunmoon']);
    expect(await selected({ entityType: 'individual' })).toEqual(['agent', 'guide', 'hotel']);
    expect(await selected({ entityType: 'group' })).toEqual(['alishan', 'complete', 'sunmoon']);
    expect(await selected({ categories: ['org-ind_tour-guide', 'org-ind_hotel-industry-staff'] })).toEqual(['guide', 'hotel']);
    expect(await selected({ statuses: ['submitted', 'eligible'] })).toEqual(['guide', 'sunmoon']);
    expect(await selected({ submitted: true })).toEqual(['guide', 'sunmoon']);
    expect(await selected({ submitted: false })).toEqual(['agent', 'alishan', 'complete', 'hotel']);
    expect(await selected({ entityType: 'individual', submitted: false, categories: ['org-ind_hotel-industry-staff'] })).toEqual(['hotel']);
  });

  it('finds a keyword in the number, unit name, person name, contact name, e-mail, phone and tax id, case-insensitively', async () => {
    expect(await selected({ keyword: reg.guide.registrationNumber.toLowerCase() })).toEqual(['guide']);
    expect(await selected({ keyword: '日月潭' })).toEqual(['sunmoon']);
    expect(await selected({ keyword: '大文' })).toEqual(['guide']);
    expect(await selected({ keyword: '張志明' })).toEqual(['sunmoon']);
    expect(await selected({ keyword: 'A_B@EXAMPLE' })).toEqual(['alishan']);
    expect(await selected({ keyword: '2855668' })).toEqual(['sunmoon']);
    expect(await selected({ keyword: '12345675' })).toEqual(['sunmoon']);
    expect(await selected({ keyword: '  墾丁  ' })).toEqual(['complete']);
  });

  it('takes % and _ in the keyword literally', async () => {
    expect(await selected({ keyword: '%' })).toEqual(['alishan']);
    expect(await selected({ keyword: '100%' })).toEqual(['alishan']);
    // `_` would match any one character as a pattern: only the e-mail holding a real underscore matches.
    expect(await selected({ keyword: '_' })).toEqual(['alishan']);
    expect(await selected({ keyword: '\\' })).toEqual([]);
  });

  it('sorts by the allowlisted fields in both directions and refuses any other field with 400', async () => {
    const numbers = Object.values(reg).map((r) => r.registrationNumber).sort();
    const asc = await list({ sort: { field: 'registrationNumber', direction: 'asc' }, pageSize: 100 });
    expect(asc.data.map((r) => r.registrationNumber)).toEqual(numbers);
    const desc = await list({ sort: { field: 'registrationNumber', direction: 'desc' }, pageSize: 100 });
    expect(desc.data.map((r) => r.registrationNumber)).toEqual([...numbers].reverse());
    const created = await list({ sort: { field: 'createdAt', direction: 'asc' }, pageSize: 2 });
    expect(created.data.map((r) => r.uid)).toEqual([reg.sunmoon.uid, reg.alishan.uid]);
    const submitted = await list({ sort: { field: 'submittedAt', direction: 'desc' }, pageSize: 100 });
    expect(submitted.data.slice(0, 2).map((r) => r.uid)).toEqual([reg.guide.uid, reg.sunmoon.uid]);
    for (const field of ['contact_email', 'indPersonalIdNumber', 'uid']) {
      const res = await admin.post<Envelope<null>>(LIST, { sort: { field, direction: 'asc' } });
      expect(res.status, field).toBe(400);
      expect(res.text).toContain('不能依此欄位排序');
    }
    const res = await admin.post(LIST, { sort: { field: 'createdAt', direction: 'sideways' } });
    expect(res.status).toBe(400);
  });

  it('pages on the server: the total counts every selected row, pages do not overlap, page size at most 100', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await list({ page, pageSize: 2, sort: { field: 'registrationNumber', direction: 'asc' } }));
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map((p) => p.data.length)).toEqual([2, 2, 2, 0]);
    expect(new Set(pages.flatMap((p) => p.data.map((r) => r.uid))).size).toBe(6);
    const filtered = await list({ filter: { entityType: 'individual' }, page: 2, pageSize: 2 });
    expect(filtered.total).toBe(3);
    expect(filtered.data).toHaveLength(1);
    // Past the last page of a keyword (its page and total come from one pass): no rows, the total still right.
    const past = await list({ filter: { keyword: '觀光協會' }, page: 5, pageSize: 2 });
    expect([past.total, past.data.length]).toEqual([6, 0]);
    const keywordPage = await list({ filter: { keyword: '觀光協會' }, page: 3, pageSize: 2 });
    expect([keywordPage.total, keywordPage.data.length]).toEqual([6, 2]);
    for (const body of [{ pageSize: 101 }, { pageSize: 0 }, { page: 0 }]) expect((await admin.post(LIST, body)).status, JSON.stringify(body)).toBe(400);
  });

  it('refuses an unknown filter value with a zh-TW 400', async () => {
    const res = await admin.post<Envelope<null> & { errors?: unknown }>(LIST, { filter: { statuses: ['nope'] } });
    expect(res.status).toBe(400);
    expect(res.text).toContain('狀態不正確');
    const missing = await admin.post(SUMMARY, { missing: ['candidatePhoto'] });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('尚缺資料的項目不正確');
  });

  it('is read by an editor as well (the same rows: none carries a national ID number)', async () => {
    const body = await list({ filter: { entityType: 'individual' } }, editor);
    expect(body.total).toBe(3);
  });
});

describe('what is still missing', () => {
  it('the filter names exactly the items confirm-required.schema.json judges', () => {
    const judged = [...Object.entries(requiredSchema.properties).filter(([, s]) => 'errorMessage' in s).map(([k]) => k), 'employmentProof'];
    expect([...JUDGED_FACTS].sort()).toEqual([...judged].sort());
    expect([...filterSchema.$defs.requiredItem.enum].sort()).toEqual([...JUDGED_FACTS].sort());
  });

  it('agrees with the submission check, row by row and filter by filter', async () => {
    const checks = {} as Record<Name, string[]>;
    for (const name of names()) {
      const res = await (await asRegistrant(name)).get<Envelope<{ missing: { field: string }[] }>>(`${API}/submission-check/${reg[name].uid}`);
      expect(res.status, res.text).toBe(200);
      checks[name] = res.body.data.missing.map((m) => m.field);
    }
    // The fixtures exercise both sides of every item, the conditional one included.
    expect(checks.complete).toEqual([]);
    expect(checks.agent).toEqual([]);
    expect(checks.hotel).toEqual(['employmentProof']);
    expect(checks.alishan).toEqual(['excellentAchievements', 'achievementPhotos', 'recommendation', 'workplacePhotos']);
    expect(checks.guide).toContain('employmentProof');

    const rows = (await list({ pageSize: 100 })).data;
    for (const name of names()) expect(rows.find((r) => r.uid === reg[name].uid)!.missing, name).toEqual(checks[name]);
    for (const fact of JUDGED_FACTS) {
      const lacking = names().filter((name) => checks[name].includes(fact)).sort();
      expect(await selected({ missing: [fact as RequiredItem] }), fact).toEqual(lacking);
    }
    expect(await selected({ missing: ['employmentProof', 'workplacePhotos'] })).toEqual(['guide']);
    expect(await selected({ missing: ['achievementPhotos'], entityType: 'group' })).toEqual(['alishan', 'sunmoon']);
  });
});

describe('the counts above the list', () => {
  it('counts per status (every status, in lifecycle order) and per category, for the same filter', async () => {
    const res = await admin.post<Envelope<Summary>>(SUMMARY, {});
    expect(res.status, res.text).toBe(200);
    const s = res.body.data;
    expect(s.total).toBe(6);
    expect(s.byStatus.map((b) => b.status)).toEqual(['in_progress', 'submitted', 'reviewed_awaiting', 'eligible', 'ineligible', 'finalist', 'not_awarded', 'awarded', 'withdrawn']);
    expect(Object.fromEntries(s.byStatus.filter((b) => b.count > 0).map((b) => [b.status, b.count]))).toEqual({ in_progress: 4, submitted: 1, eligible: 1 });
    expect(s.byStatus[0]!.label).toBe('填寫中');
    const byCategory = Object.fromEntries(s.byCategory.map((c) => [c.slug, c.count]));
    expect(byCategory).toMatchObject({ 'org-ind_tour-guide': 1, 'org-ind_travel-industry-class-a': 1, 'org-ind_hotel-industry-staff': 1 });
    expect(s.byCategory.reduce((n, c) => n + c.count, 0)).toBe(6);
    const individuals = (await admin.post<Envelope<Summary>>(SUMMARY, { entityType: 'individual' })).body.data;
    expect(individuals.total).toBe(3);
    expect(individuals.byCategory.every((c) => c.entityType === 'individual')).toBe(true);
  });

  it('counts registrations and first submissions per Taipei day of the window, every day listed', async () => {
    const s = (await admin.post<Envelope<Summary>>(SUMMARY, {})).body.data;
    const day = (date: string) => s.perDay.find((d) => d.date === date);
    // 2025-09-30T15:30Z is 23:30 on 30 September in Taipei; 16:30Z is already 1 October there.
    expect(day('2025-09-30')).toEqual({ date: '2025-09-30', registrations: 1, submissions: 0 });
    expect(day('2025-10-01')).toEqual({ date: '2025-10-01', registrations: 1, submissions: 1 });
    expect(day('2025-10-02')).toEqual({ date: '2025-10-02', registrations: 0, submissions: 1 });
    expect(s.perDay[0]!.date).toBe('2025-08-29');
    const dates = s.perDay.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    for (let i = 1; i < dates.length; i++) expect(Date.parse(dates[i]!) - Date.parse(dates[i - 1]!)).toBe(86_400_000);
    expect(s.perDay.reduce((n, d) => n + d.registrations, 0)).toBe(6);
    expect(s.perDay.reduce((n, d) => n + d.submissions, 0)).toBe(2);
  });
});
