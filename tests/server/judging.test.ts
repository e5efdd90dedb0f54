// The jury (issue 28) over real HTTP against a real database: jurors declare, the admin assigns evenly
// (never a conflicted juror) and a juror's declared conflict is topped up, jurors read only what is assigned
// to them and never personal data, sheets are drafts until submitted against the rubric, the ranking and
// cut-off decide stage 1 through the review machine, stage 2 shows the others' scores after one's own, and
// the winners follow from the decision.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { reviewMessages } from '../../src/shared/review-messages';
import { createRegistrant, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Envelope<T> = { code: number; message: string; data: T };
type Overview = components['schemas']['JudgingOverview'];
type MyStage = components['schemas']['JudgingMyStage'];
type Entry = components['schemas']['JudgingEntry'];
type Ranking = components['schemas']['JudgingRanking'];
const J = '/api/admin/v1/judging';

let server: TestServer;
let admin: TestClient;
const jurors: { client: TestClient; staff: TestStaff }[] = [];
const entries: TestRegistrant[] = [];
/** The unit one juror declares: the registration of that unit is theirs to avoid. */
const OWN_UNIT = '自家觀光旅館';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInStaff(server, 'admin')).client;
  for (let i = 0; i < 3; i++) jurors.push(await signedInStaff(server, 'juror'));
  for (let i = 0; i < 6; i++) entries.push(await createRegistrant(server.app, { status: 'eligible', entityType: i % 2 ? 'individual' : 'group' }));
  await server.app.services.db.updateTable('registration').set({ organization_name: OWN_UNIT }).where('uid', '=', entries[0]!.uid).execute();
});
afterAll(async () => server?.close());

const uidsOf = (o: Overview, registrationUid: string) => o.entries.find((e) => e.registrationUid === registrationUid)!.jurors.map((j) => j.uid);
/** Entry i's score in stage 1: entries 2 and 3 tie on every criterion, across a cut-off of 3. */
const scoreOf = (uid: string) => [9, 8, 7, 7, 5, 4][entries.findIndex((e) => e.uid === uid)]!;
const scores = (service: number, rest: number) => ({ service, innovation: rest, sustainability: rest, impact: rest });

describe('a juror before declaring', () => {
  it('sees no entry, and declares affiliations and the pledge', async () => {
    const before = await jurors[0]!.client.get<Envelope<null>>(`${J}/1/mine`);
    expect(before.status).toBe(409);
    const missingPledge = await jurors[0]!.client.post<Envelope<{ errors: { field: string; message: string }[] }>>(`${J}/declaration`, { affiliations: [] });
    expect(missingPledge.status).toBe(400);
    expect(missingPledge.body.data.errors.map((e) => e.message)).toContain('請勾選保密承諾');
    for (const [i, j] of jurors.entries()) {
      const res = await j.client.post<Envelope<{ declared: boolean }>>(`${J}/declaration`, { affiliations: i === 0 ? [{ name: `${OWN_UNIT} `, taxId: null }] : [], pledge: true });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.declared).toBe(true);
    }
  });
});

describe('assignment', () => {
  it('gives every entry k jurors, evenly, never a conflicted one', async () => {
    expect((await admin.post(`${J}/1/settings`, { jurorsPerEntry: 2, scoringClosesAt: null })).status).toBe(200);
    const res = await admin.post<Envelope<Overview>>(`${J}/1/assign`, {});
    expect(res.status, res.text).toBe(200);
    const o = res.body.data;
    for (const e of entries) expect(uidsOf(o, e.uid)).toHaveLength(2);
    expect(uidsOf(o, entries[0]!.uid)).not.toContain(jurors[0]!.staff.uid);
    expect(o.conflicts).toEqual([expect.objectContaining({ jurorUid: jurors[0]!.staff.uid, registrationUid: entries[0]!.uid, source: 'affiliation', overridden: false })]);
    const loads = o.jurors.map((j) => j.assigned);
    expect(loads.reduce((a, b) => a + b, 0)).toBe(12);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect((await admin.post(`${J}/1/assignments/add`, { registrationUid: entries[0]!.uid, jurorUid: jurors[0]!.staff.uid })).status).toBe(409);
  });

  it('answers a juror only the entries assigned to them, without personal data', async () => {
    const j = jurors[1]!;
    const mine = (await j.client.get<Envelope<MyStage>>(`${J}/1/mine`)).body.data;
    const overview = (await admin.get<Envelope<Overview>>(`${J}/1/overview`)).body.data;
    const assigned = overview.entries.filter((e) => e.jurors.some((x) => x.uid === j.staff.uid)).map((e) => e.registrationUid).sort();
    expect(mine.entries.map((e) => e.registrationUid).sort()).toEqual(assigned);
    const other = entries.find((e) => !assigned.includes(e.uid))!;
    expect((await j.client.get(`${J}/1/entries/${other.uid}`)).status).toBe(403);
    const entry = await j.client.get<Envelope<Entry>>(`${J}/1/entries/${assigned[0]}`);
    expect(entry.status, entry.text).toBe(200);
    expect(entry.body.data.fields.map((f) => f.key)).toContain('registrationNumber');
    for (const secret of ['王小明', '02-2345-6789', '@example.com', '忠孝東路', '04595257']) expect(entry.text).not.toContain(secret);
  });

  it("tops up an entry a juror steps back from, and removes the juror's sheet", async () => {
    const j = jurors[2]!;
    const mine = (await j.client.get<Envelope<MyStage>>(`${J}/1/mine`)).body.data;
    // Not the entry jurors[0] must avoid: with three jurors it would have no one left to top up with.
    const target = mine.entries.find((e) => e.registrationUid !== entries[0]!.uid)!.registrationUid;
    await j.client.post(`${J}/1/entries/${target}/sheet`, { scores: { service: 5 } });
    const res = await j.client.post<Envelope<MyStage>>(`${J}/1/entries/${target}/conflict`, { reason: '曾為該單位顧問' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.entries.map((e) => e.registrationUid)).not.toContain(target);
    const o = (await admin.get<Envelope<Overview>>(`${J}/1/overview`)).body.data;
    expect(uidsOf(o, target)).toHaveLength(2);
    expect(uidsOf(o, target)).not.toContain(j.staff.uid);
    expect((await j.client.get(`${J}/1/entries/${target}`)).status).toBe(403);
  });
});

describe('scoring stage 1', () => {
  it('keeps a draft until it is submitted complete, then locks it', async () => {
    const j = jurors[1]!;
    const target = (await j.client.get<Envelope<MyStage>>(`${J}/1/mine`)).body.data.entries[0]!.registrationUid;
    expect((await j.client.post(`${J}/1/entries/${target}/sheet`, { scores: { service: 8 }, comment: '' })).status).toBe(200);
    const incomplete = await j.client.post<Envelope<{ errors: { field: string }[] }>>(`${J}/1/entries/${target}/submit`, {});
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.data.errors.length).toBeGreaterThan(0);
    await j.client.post(`${J}/1/entries/${target}/sheet`, { scores: scores(scoreOf(target), scoreOf(target)), comment: '服務細膩' });
    const done = await j.client.post<Envelope<{ state: string; weighted: number }>>(`${J}/1/entries/${target}/submit`, {});
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.state).toBe('submitted');
    expect((await j.client.post(`${J}/1/entries/${target}/sheet`, { scores: scores(1, 1) })).status).toBe(409);
    expect((await admin.post(`${J}/1/sheets/reopen`, { registrationUid: target, jurorUid: j.staff.uid, reason: '委員要求更正' })).status).toBe(200);
    expect((await j.client.post(`${J}/1/entries/${target}/submit`, {})).status).toBe(200);
  });

  it('ranks by weighted mean, flags the tie at the cut-off, and applies the decision through the review machine', async () => {
    // Every juror submits every entry assigned to them: entry i scores 9 - i (two pairs of equal means).
    const overview = (await admin.get<Envelope<Overview>>(`${J}/1/overview`)).body.data;
    for (const e of overview.entries) {
      for (const a of e.jurors) {
        const client = jurors.find((j) => j.staff.uid === a.uid)!.client;
        if (a.sheet === 'submitted') continue;
        await client.post(`${J}/1/entries/${e.registrationUid}/sheet`, { scores: scores(scoreOf(e.registrationUid), scoreOf(e.registrationUid)), comment: '評語' });
        expect((await client.post(`${J}/1/entries/${e.registrationUid}/submit`, {})).status).toBe(200);
      }
    }
    const ranking = (await admin.post<Envelope<Ranking>>(`${J}/1/ranking`, { cutoff: { kind: 'count', value: 3 } })).body.data;
    expect(ranking.rows).toHaveLength(6);
    for (const r of ranking.rows) expect(r.n).toBe(2);
    expect(ranking.normalizationShown).toBe(false);
    // Entries 2 and 3 tie on every criterion across the line: flagged, and the decision waits for the chair.
    expect(ranking.rows.filter((r) => r.atCutoff).map((r) => r.registrationUid).sort()).toEqual([entries[2]!.uid, entries[3]!.uid].sort());
    expect([...ranking.unresolvedTie].sort()).toEqual([entries[2]!.uid, entries[3]!.uid].sort());
    const waiting = await admin.post<Envelope<null>>(`${J}/1/decide`, { cutoff: { kind: 'count', value: 3 } });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toContain('同分');
    const chair = await admin.post<Envelope<Ranking>>(`${J}/1/ties`, { order: [entries[3]!.uid, entries[2]!.uid], reason: '主席依會議討論裁定' });
    expect(chair.status, chair.text).toBe(200);
    expect(chair.body.data.rows.slice(0, 3).map((r) => r.registrationUid)).toEqual([entries[0]!.uid, entries[1]!.uid, entries[3]!.uid]);
    const decision = await admin.post<Envelope<{ selected: string[] }>>(`${J}/1/decide`, { cutoff: { kind: 'count', value: 3 } });
    expect(decision.status, decision.text).toBe(200);
    expect([...decision.body.data.selected].sort()).toEqual([entries[0]!.uid, entries[1]!.uid, entries[3]!.uid].sort());
    const statuses = await server.app.services.db.selectFrom('registration').select(['uid', 'status']).where('uid', 'in', entries.map((e) => e.uid)).execute();
    expect(statuses.filter((s) => s.status === 'finalist').map((s) => s.uid).sort()).toEqual([...decision.body.data.selected].sort());
    expect(statuses.filter((s) => s.status === 'not_awarded')).toHaveLength(3);
    const audit = await server.app.services.db.selectFrom('audit_event').select('action').where('action', 'in', ['judging.decide', 'registration.transition']).execute();
    expect(audit.filter((a) => a.action === 'judging.decide')).toHaveLength(1);
    expect(audit.filter((a) => a.action === 'registration.transition').length).toBeGreaterThanOrEqual(6);
    expect((await admin.post(`${J}/1/decide`, { cutoff: { kind: 'count', value: 3 } })).status).toBe(409);
  });

  it("exports the decided ranking as the meeting's XLSX: frozen as decided, with every juror's weighted score", async () => {
    const res = await fetch(`${server.url}${J}/1/ranking.xlsx`, { headers: { cookie: `ta_staff=${admin.cookie('ta_staff')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 10)).toEqual(['名次', '報名編號', '候選人（單位）', '平均分數', '評分數', '標準差', '最高減最低', '標準化分數', '決議選入']);
    const jurorColumns = header.slice(10);
    expect(jurorColumns).toHaveLength(jurors.length);
    const decided = (await admin.get<Envelope<Overview>>(`${J}/1/overview`)).body.data.decision!;
    const byNumber = new Map(entries.map((e) => [e.registrationNumber, e.uid]));
    for (let i = 2; i <= sheet.rowCount; i++) {
      const cells = sheet.getRow(i).values as unknown[];
      const uid = byNumber.get(cells[2] as string)!;
      // Each entry's mean is its score (every criterion alike); two jurors scored it, the third left blank.
      expect(cells[4]).toBe(scoreOf(uid));
      expect(cells[5]).toBe(2);
      expect(cells.slice(10).filter((v) => v !== null && v !== undefined)).toEqual([scoreOf(uid), scoreOf(uid)]);
      expect(cells[9] === '是').toBe(decided.selected.includes(uid));
    }
    expect(sheet.rowCount - 1).toBe(entries.length);
  });
});

describe('stage 2 and the winners', () => {
  it("shows the others' scores only after one's own, and the decision names the winners the winner list may hold", async () => {
    await admin.post(`${J}/2/settings`, { jurorsPerEntry: 2, scoringClosesAt: null });
    const o = (await admin.post<Envelope<Overview>>(`${J}/2/assign`, {})).body.data;
    expect(o.entries.filter((e) => e.status === 'finalist')).toHaveLength(3);
    const first = o.entries[0]!;
    const [a, b] = first.jurors.map((x) => jurors.find((j) => j.staff.uid === x.uid)!.client);
    const stage2 = (service: number) => ({ service, innovation: service, sustainability: service, impact: service, overall: service });
    await a!.post(`${J}/2/entries/${first.registrationUid}/sheet`, { scores: stage2(9), comment: '值得肯定' });
    await a!.post(`${J}/2/entries/${first.registrationUid}/submit`, {});
    await b!.post(`${J}/2/entries/${first.registrationUid}/sheet`, { scores: stage2(8), comment: '表現優異' });
    expect((await b!.get<Envelope<Entry>>(`${J}/2/entries/${first.registrationUid}`)).body.data.others).toBeNull();
    await b!.post(`${J}/2/entries/${first.registrationUid}/submit`, {});
    const others = (await b!.get<Envelope<Entry>>(`${J}/2/entries/${first.registrationUid}`)).body.data.others!;
    expect(others).toEqual([expect.objectContaining({ comment: '值得肯定', weighted: 9 })]);
    for (const e of o.entries.slice(1)) {
      for (const x of e.jurors) {
        const client = jurors.find((j) => j.staff.uid === x.uid)!.client;
        await client.post(`${J}/2/entries/${e.registrationUid}/sheet`, { scores: stage2(6), comment: '尚可' });
        await client.post(`${J}/2/entries/${e.registrationUid}/submit`, {});
      }
    }
    const decision = await admin.post<Envelope<{ selected: string[] }>>(`${J}/2/decide`, { cutoff: { kind: 'count', value: 1 } });
    expect(decision.status, decision.text).toBe(200);
    expect(decision.body.data.selected).toEqual([first.registrationUid]);
    const row = await server.app.services.db.selectFrom('registration').select('status').where('uid', '=', first.registrationUid).executeTakeFirstOrThrow();
    expect(row.status).toBe('awarded');
    // The stages' outcomes are no button: a manual FINAL_AWARDED is refused.
    const manual = await admin.post<Envelope<null>>(`/api/admin/v1/registrations/${o.entries[1]!.registrationUid}/transition`, { action: 'FINAL_AWARDED' });
    expect(manual.status).toBe(409);
    expect(manual.body.message).toBe(reviewMessages.notFromStatus);
  });
});
