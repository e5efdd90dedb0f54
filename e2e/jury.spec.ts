// The jury end to end (issue 28), on a site of its own (e2e/own-site.ts: a host name, for the passkey):
// six submitted registrations pass 資格審查; the admin invites three jurors on the 工作人員帳號 page, who
// enrol (one with a passkey through Chromium's virtual authenticator, two with an authenticator app) and
// declare their units, one of which is a candidate's: that pair is never assigned. Two jurors per entry;
// a juror steps back from an entry (聲明利益迴避) and it is topped up. Everyone scores on a 375 px screen.
// 初審's ranking shows the mean, the spread and a tie at the cut-off, which the chair orders with a reason
// before the decision; 決審's meeting moves an entry in with a reason. Only then may 得獎名單管理 name a
// winner, only an awarded one; the winner list and a hero go public. axe checks the juror's pages and
// 評審管理 on the way.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as apiRequest, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { jpeg } from '../tests/helpers/files';
import { enrolThroughPage, letterTo, signInThroughPage, STAFF_PASSWORD } from './admin-staff';
import type { Registered } from './api-registrant';
import { submittedRegistration } from './api-submission';
import { startOwnSite, type OwnSite } from './own-site';
import { addVirtualAuthenticator } from './passkey';
import { expectNoAxeViolations } from './public-pages';

const ADMIN = 'jury-admin@e2e.example.org';
/** The three jurors: 甲 and 乙 with an authenticator app, 丙 with a passkey. */
const JURORS = [
  { email: 'juror-a@e2e.example.org', name: '評審甲', passkey: false },
  { email: 'juror-b@e2e.example.org', name: '評審乙', passkey: false },
  { email: 'juror-c@e2e.example.org', name: '評審丙', passkey: true },
] as const;
const AWARD = '團體組金質獎';

interface Rubric {
  title: string;
  properties: { scores: { properties: Record<string, { title: string }> } };
}
const rubricFile = (stage: 1 | 2) => JSON.parse(readFileSync(join(process.cwd(), `schemas/judging/stage-${stage}.schema.json`), 'utf8')) as Rubric;
const stage1 = rubricFile(1);
const stage2 = rubricFile(2);
const STATEMENT = '感謝每一位旅人，讓我們的服務更有溫度。';

let site: OwnSite;
let adminLink: string;

// Each step waits at most this long, so that a failure names its step well before the test's own limit.
test.use({ actionTimeout: 20_000, navigationTimeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startOwnSite({
    name: 'jury',
    host: 'localhost',
    env: { REGISTRATIONS_PER_ADDRESS: '100000' },
    beforeStart: (env) => {
      const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'add', '--email', ADMIN, '--role', 'admin', '--name', '評審管理員'], { env, encoding: 'utf8' });
      adminLink = out.split('\n').find((line) => line.includes('/admin/enrol#'))!.trim();
    },
  });
});
test.afterAll(async () => site?.stop());

const newContext = (browser: Browser, width = 1280): Promise<BrowserContext> =>
  browser.newContext({ baseURL: site.baseURL, locale: 'zh-TW', timezoneId: 'Asia/Taipei', viewport: { width, height: 900 } });

/** axe once the notifications are closed (one fading has a contrast axe measures mid-transition). */
async function axeClean(page: Page) {
  const close = page.getByRole('button', { name: '關閉通知' });
  while ((await close.count()) > 0) await close.first().click({ timeout: 2000 }).catch(() => undefined);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** Opens a back-office area from the side menu (behind 選單 on a phone). */
async function openArea(page: Page, name: string) {
  const menu = page.getByRole('button', { name: '選單' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name }).click();
}

/** Picks a stage on the 評審階段 control (its labels are what a person presses). */
async function chooseStage(page: Page, stage: '初審' | '決審') {
  await page.getByRole('radiogroup', { name: '評審階段' }).getByText(stage, { exact: true }).click();
  await expect(page.getByRole('radio', { name: stage })).toBeChecked();
}

/** A juror's first visit: the declaration (its units, the pledge) before any entry. */
async function declare(page: Page, unit?: string) {
  await openArea(page, '評審作業');
  await expect(page.getByRole('heading', { level: 2, name: '利益迴避聲明與保密承諾' })).toBeVisible();
  if (unit) {
    await page.getByRole('button', { name: '＋ 新增單位' }).click();
    await page.getByRole('textbox', { name: /單位名稱/ }).fill(unit);
  }
  await page.getByRole('checkbox', { name: /我承諾對評審資料保密/ }).check();
  await page.getByRole('button', { name: '確認聲明並開始評審' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '評審作業' })).toBeVisible();
}

const criteriaOf = (rubric: Rubric) => Object.entries(rubric.properties.scores.properties);

/** A juror scores every entry of their list on the page: one number per criterion, a comment, 送出評分. */
async function scoreOnPage(page: Page, stage: 1 | 2, known: string[], scoreOf: (number: string) => number /* asked once per sheet */, afterSubmit?: (number: string) => Promise<void>) {
  const rubric = stage === 1 ? stage1 : stage2;
  // The juror comes to the list afresh (told the stage has begun).
  await page.goto('/admin/jury');
  await chooseStage(page, stage === 1 ? '初審' : '決審');
  await expect(page.getByRole('heading', { level: 3, name: stage === 1 ? /初審/ : /決審/ })).toBeVisible();
  await expect(page.getByText(/^已送出 0 \/ \d+ 件$/)).toBeVisible();
  const count = await page.getByRole('listitem').getByRole('link').count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const card = page.getByRole('listitem').getByRole('link').nth(i);
    const text = (await card.textContent()) ?? '';
    const number = known.find((n) => text.includes(n))!;
    await card.click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(number) })).toBeVisible();
    const score = scoreOf(number);
    for (const [, c] of criteriaOf(rubric)) {
      await page.getByRole('radiogroup', { name: new RegExp(`^${c.title}`) }).getByRole('radio', { name: `${score} 分`, exact: true }).check({ force: true });
    }
    await page.getByRole('textbox', { name: /評語/ }).fill(`現場服務細膩，給 ${score} 分`);
    await expect(page.getByText(/^已自動儲存 \d\d:\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: '送出評分' }).click();
    await page.getByRole('dialog', { name: '送出評分' }).getByRole('button', { name: '確定送出' }).click();
    await expect(page.getByText('已送出評分', { exact: true })).toBeVisible();
    for (const radio of await page.getByRole('radio', { name: /分$/ }).all()) await expect(radio).toBeDisabled();
    await afterSubmit?.(number);
    await page.getByRole('link', { name: '← 回評審案件列表' }).click();
    await expect(page.getByText(`已送出 ${i + 1} / ${count} 件`)).toBeVisible();
  }
}

test('two judging stages end in the winners the jury decided, and only those can be listed and published', async ({ browser }) => {
  test.setTimeout(600_000);

  // Six submitted group registrations on this site.
  const api = await apiRequest.newContext({ baseURL: site.baseURL });
  const entries: Registered[] = [];
  const units = new Map<string, string>();
  for (const [i, contact] of ['王甲', '李乙', '陳丙', '林丁', '張戊', '黃己'].entries()) {
    const tag = `jury${i}x${Date.now() % 10000}`;
    const who = await submittedRegistration(api, tag, contact);
    entries.push(who);
    // registerGroup names the unit after its tag.
    units.set(who.uid, `${tag}測試旅行社`);
  }
  await api.dispose();
  const [e1, e2, e3, e4, e5, e6] = entries as [Registered, Registered, Registered, Registered, Registered, Registered];
  const unitOf = (who: Registered) => units.get(who.uid)!;
  const numbers = entries.map((who) => who.registrationNumber);
  const uidOf = (number: string) => entries.find((who) => who.registrationNumber === number)!.uid;
  // 初審: e1 first; e2 and e3 equal on every criterion (a tie at a cut-off of two); e5's two jurors disagree
  // (6 and 4: a mean of 5, max − min 2); e6 last. Whoever scores first, the numbers come out the same.
  const stage1Means = new Map([e1, e2, e3, e4, e5, e6].map((who, i) => [who.uid, [9, 7, 7, 6, 5, 4][i]!]));
  const sheetsSoFar = new Map<string, number>();
  const stage1Score = (number: string) => {
    const uid = uidOf(number);
    const nth = sheetsSoFar.get(uid) ?? 0;
    sheetsSoFar.set(uid, nth + 1);
    return stage1Means.get(uid)! + (uid === e5.uid ? (nth === 0 ? 1 : -1) : 0);
  };

  // The admin accepts all six at 資格審查.
  const adminContext = await newContext(browser);
  const admin = await adminContext.newPage();
  // The back office asks in its own dialogs: a native one would fail the run.
  admin.on('dialog', (d) => {
    throw new Error(`a native ${d.type()} dialog: ${d.message()}`);
  });
  const adminKeys = await enrolThroughPage(admin, adminLink);
  await signInThroughPage(admin, ADMIN, adminKeys.secret);
  for (const who of entries) {
    const res = await admin.request.post(`/api/admin/v1/registrations/${who.uid}/transition`, { data: { action: 'STAGE1_ELIGIBLE' } });
    expect(res.status(), await res.text()).toBe(200);
  }

  // The admin invites the three jurors on the page.
  await openArea(admin, '工作人員帳號');
  const links = new Map<string, string>();
  for (const juror of JURORS) {
    await admin.getByRole('button', { name: '邀請工作人員' }).click();
    const invite = admin.getByRole('dialog', { name: '邀請工作人員' });
    await invite.getByLabel('電子郵件').fill(juror.email);
    await invite.getByLabel('顯示名稱').fill(juror.name);
    await invite.getByRole('combobox', { name: '身分' }).click();
    await admin.getByRole('option', { name: '評審委員' }).click();
    await invite.getByRole('button', { name: '寄出邀請' }).click();
    await expect(invite).toBeHidden();
    const letter = await letterTo('staff-invite', juror.email, site.dataDir);
    links.set(juror.email, /https?:\/\/\S+\/admin\/enrol#\S+/.exec(letter.text)![0]);
  }

  // Each enrols on a phone-sized screen and declares: 評審甲 works with e1's unit and says so.
  const jurors: Page[] = [];
  for (const [i, juror] of JURORS.entries()) {
    const page = await (await newContext(browser, 375)).newPage();
    const link = links.get(juror.email)!;
    if (juror.passkey) {
      await addVirtualAuthenticator(page);
      await page.goto(new URL(link).pathname + new URL(link).hash);
      await page.getByText('使用通行金鑰 (passkey)').click();
      await page.getByLabel('設定密碼').fill(STAFF_PASSWORD);
      await page.getByRole('button', { name: '建立通行金鑰並完成設定' }).click();
      await page.getByRole('link', { name: '我已保存，前往登入' }).click();
      await page.getByLabel('電子郵件').fill(juror.email);
      await page.getByRole('textbox', { name: '密碼', exact: true }).fill(STAFF_PASSWORD);
      await page.getByRole('button', { name: '使用通行金鑰登入' }).click();
      await expect(page.getByRole('button', { name: '登出' })).toBeVisible();
    } else {
      const keys = await enrolThroughPage(page, link);
      await signInThroughPage(page, juror.email, keys.secret);
    }
    // A juror's only area is 評審作業; the declaration comes first (axe finds nothing on it at 375 px).
    await expect(page.getByRole('link', { name: '評審管理' })).toHaveCount(0);
    await openArea(page, '評審作業');
    await expect(page.getByRole('heading', { level: 2, name: '利益迴避聲明與保密承諾' })).toBeVisible();
    if (i === 0) await axeClean(page);
    await declare(page, i === 0 ? unitOf(e1) : undefined);
    jurors.push(page);
  }
  const [jurorA, jurorB, jurorC] = jurors as [Page, Page, Page];
  const [nameA, nameB, nameC] = JURORS.map((j) => j.name);

  // 評審管理, 初審: two jurors per entry, then the automatic assignment (four each); the declared conflict is listed.
  await openArea(admin, '評審管理');
  await expect(admin.getByRole('heading', { level: 2, name: '評審管理' })).toBeVisible();
  await admin.getByRole('textbox', { name: /每件評審人數/ }).fill('2');
  await admin.getByRole('button', { name: '儲存設定' }).click();
  await expect(admin.getByRole('button', { name: '自動指派（每件 2 位）' })).toBeVisible();
  await admin.getByRole('button', { name: '自動指派（每件 2 位）' }).click();
  const load = admin.getByRole('table', { name: '評審委員的工作量' });
  for (const juror of JURORS) {
    const row = load.getByRole('row', { name: new RegExp(juror.name) });
    await expect(row).toContainText('已聲明');
    await expect(row.getByRole('cell').nth(2)).toHaveText('4');
  }
  const conflicts = admin.getByRole('table', { name: '利益迴避紀錄' });
  await expect(conflicts.getByRole('row', { name: new RegExp(`${nameA}.*${e1.registrationNumber}`) })).toBeVisible();
  const assigned = admin.getByRole('table', { name: '案件與評審' });
  await expect(assigned.getByRole('row', { name: new RegExp(e1.registrationNumber) })).not.toContainText(nameA!);
  await axeClean(admin);

  // 評審乙 steps back from an entry other than e1 on its page: it leaves their list and the third juror takes it.
  await jurorB.goto('/admin/jury');
  const listB = jurorB.getByRole('listitem').getByRole('link');
  await expect(listB).toHaveCount(4);
  let leaving = '';
  for (const n of numbers) if (n !== e1.registrationNumber && !leaving && (await listB.filter({ hasText: n }).count()) > 0) leaving = n;
  await listB.filter({ hasText: leaving }).click();
  await jurorB.getByRole('button', { name: '聲明利益迴避' }).click();
  const stepBack = jurorB.getByRole('dialog', { name: '聲明利益迴避' });
  await stepBack.getByRole('textbox', { name: /理由/ }).fill('曾擔任該單位顧問');
  await axeClean(jurorB);
  await stepBack.getByRole('button', { name: '確定聲明迴避' }).click();
  await expect(stepBack).toBeHidden();
  await expect(jurorB.getByRole('listitem').getByRole('link').filter({ hasText: leaving })).toHaveCount(0);
  await admin.reload();
  const leavingRow = admin.getByRole('table', { name: '案件與評審' }).getByRole('row', { name: new RegExp(leaving) });
  await expect(leavingRow).not.toContainText(nameB!);
  await expect(leavingRow).toContainText(nameA!);
  await expect(leavingRow).toContainText(nameC!);

  // Everyone scores on the phone (axe on 丙's list and on an entry's score form first).
  await jurorC.goto('/admin/jury');
  await expect(jurorC.getByText(/^已送出 0 \/ \d 件$/)).toBeVisible();
  await axeClean(jurorC);
  await jurorC.getByRole('listitem').getByRole('link').first().click();
  await expect(jurorC.getByRole('radiogroup').first()).toBeVisible();
  await axeClean(jurorC);
  for (const page of jurors) await scoreOnPage(page, 1, numbers, stage1Score);

  // 初審's ranking with a cut-off of two: e1 first; e2 and e3 tie at the cut-off and the decision waits.
  await admin.reload();
  await admin.getByRole('textbox', { name: '門檻值' }).fill('2');
  await admin.getByRole('button', { name: '計算排名' }).click();
  const ranking = admin.getByRole('table', { name: /排名/ });
  await expect(ranking.getByRole('row').nth(1)).toContainText(e1.registrationNumber);
  await expect(ranking.getByRole('row').nth(1)).toContainText('9.00');
  // The mean, the number of sheets, the deviation and max − min: e5's jurors disagree.
  const e5Row = ranking.getByRole('row', { name: new RegExp(e5.registrationNumber) });
  await expect(e5Row.getByRole('cell')).toHaveText(['5', e5.registrationNumber, unitOf(e5), '5.00', '2', '1.41', '2.00', '—', '']);
  await expect(admin.getByText('門檻處有同分案件尚未排定')).toBeVisible();
  await expect(admin.getByRole('button', { name: /套用決議/ })).toBeDisabled();
  await axeClean(admin);
  // The chair reverses the order the dialog proposes, with a reason: the entry it listed second takes the
  // last place above the cut-off. Then the decision.
  await admin.getByRole('button', { name: '主席裁定' }).click();
  const tie = admin.getByRole('dialog', { name: '主席裁定同分順序' });
  const proposedFirst = (await tie.getByRole('button', { name: `下移 ${e2.registrationNumber}` }).isEnabled()) ? e2 : e3;
  const chosen = proposedFirst === e2 ? e3 : e2;
  await tie.getByRole('button', { name: `下移 ${proposedFirst.registrationNumber}` }).click();
  await expect(tie.getByRole('button', { name: `上移 ${chosen.registrationNumber}` })).toBeDisabled();
  await tie.getByRole('textbox', { name: '理由' }).fill('評審會議討論後，認為此案在地連結較具體');
  await tie.getByRole('button', { name: '記錄裁定' }).click();
  await expect(tie).toBeHidden();
  await expect(admin.getByText('門檻處有同分案件尚未排定')).toHaveCount(0);
  await expect(ranking.getByRole('row').nth(2)).toContainText(chosen.registrationNumber);
  await admin.getByRole('button', { name: '套用決議（選入 2 件）' }).click();
  const decide1 = admin.getByRole('dialog', { name: '套用初審決議' });
  await expect(decide1).toContainText('選入的 2 件入圍決審，其餘 4 件未入圍。');
  await decide1.getByRole('button', { name: '確認套用' }).click();
  await expect(decide1).toBeHidden();
  await expect(admin.getByText('本階段已決議')).toBeVisible();
  // A juror's 初審 sheets are locked now.
  await jurorA.goto('/admin/jury?stage=1');
  await expect(jurorA.getByText('本階段已決議')).toBeVisible();

  // 決審: the finalists (e1 and the chair's choice), two jurors each (評審甲 still never on e1).
  await chooseStage(admin, '決審');
  await admin.getByRole('textbox', { name: /每件評審人數/ }).fill('2');
  await admin.getByRole('button', { name: '儲存設定' }).click();
  await admin.getByRole('button', { name: '自動指派（每件 2 位）' }).click();
  const finals = admin.getByRole('table', { name: '案件與評審' });
  await expect(finals.getByRole('row')).toHaveCount(3);
  await expect(finals.getByRole('row', { name: new RegExp(e1.registrationNumber) })).not.toContainText(nameA!);
  await expect(finals.getByRole('row', { name: new RegExp(proposedFirst.registrationNumber) })).toHaveCount(0);
  const stage2Score = (number: string) => (uidOf(number) === e1.uid ? 8 : 6);
  // In 決審 a juror sees the others' sheets of an entry once their own is in: the last to score sees both.
  for (const page of [jurorA, jurorB]) await scoreOnPage(page, 2, numbers, stage2Score);
  await scoreOnPage(jurorC, 2, numbers, stage2Score, async () => {
    await expect(jurorC.getByRole('heading', { name: '其他評審委員的評分' })).toBeVisible();
    await axeClean(jurorC);
  });

  // The final meeting: a cut-off of one selects e1; the meeting moves the other finalist in too, which needs a reason.
  await admin.reload();
  await chooseStage(admin, '決審');
  await admin.getByRole('textbox', { name: '門檻值' }).fill('1');
  await admin.getByRole('button', { name: '計算排名' }).click();
  await expect(admin.getByRole('button', { name: '套用決議（選入 1 件）' })).toBeVisible();
  await admin.getByRole('checkbox', { name: `選入 ${chosen.registrationNumber}` }).check();
  await admin.getByRole('button', { name: '套用決議（選入 2 件）' }).click();
  const decide2 = admin.getByRole('dialog', { name: '套用決審決議' });
  await expect(decide2).toContainText('選入的 2 件獲獎，其餘 0 件未獲獎。');
  await decide2.getByRole('button', { name: '確認套用' }).click();
  await expect(decide2.getByRole('textbox', { name: '會議調整理由' })).toHaveAccessibleDescription(/會議調整須填寫理由/);
  await decide2.getByRole('textbox', { name: '會議調整理由' }).fill('決審會議決議增列一名');
  await decide2.getByRole('button', { name: '確認套用' }).click();
  await expect(decide2).toBeHidden();
  await expect(admin.getByText('本階段已決議')).toBeVisible();
  await axeClean(admin);

  // 得獎名單管理: the picker offers the awarded, never an entry that did not reach 決審, and the list goes public.
  await openArea(admin, '得獎名單管理');
  await expect(admin.getByText('第三屆得獎名單：未公開')).toBeVisible();
  await admin.getByRole('button', { name: '新增獎項' }).click();
  const awardDialog = admin.getByRole('dialog', { name: '新增獎項' });
  await awardDialog.getByLabel('獎項名稱').fill(AWARD);
  await awardDialog.getByRole('button', { name: '儲存' }).click();
  await expect(awardDialog).toBeHidden();
  const award = admin.getByRole('region', { name: AWARD });
  await award.getByRole('button', { name: '從報名資料新增得獎者' }).click();
  const pick = admin.getByRole('dialog', { name: '從報名資料新增得獎者' });
  await pick.getByLabel('報名編號或名稱').fill(proposedFirst.registrationNumber);
  await expect(pick.getByText('查無符合的報名資料')).toBeVisible();
  await pick.getByLabel('報名編號或名稱').fill(e1.registrationNumber);
  await expect(pick.getByRole('cell', { name: e1.registrationNumber, exact: true })).toBeVisible();
  await axeClean(admin);
  await pick.getByRole('button', { name: `選擇 ${e1.registrationNumber}` }).click();
  await expect(pick).toBeHidden();
  await expect(award.getByRole('cell', { name: unitOf(e1), exact: true })).toBeVisible();
  await admin.getByRole('button', { name: '公開第三屆得獎名單' }).click();
  // Asked in the page's own dialog (issue 29, item 18), naming what it does.
  await admin.getByRole('dialog', { name: '公開第三屆得獎名單' }).getByRole('button', { name: '確定公開第三屆得獎名單' }).click();
  await expect(admin.getByText('第三屆得獎名單：已公開')).toBeVisible();
  // Who published it, by name (issue 29, item 18).
  await expect(admin.getByText(/公開（.+）$/).first()).not.toContainText('@');

  // 英雄榜管理: the winner becomes a hero with a statement and a cover; the board goes public.
  await openArea(admin, '英雄榜管理');
  await admin.getByRole('button', { name: `為 ${unitOf(e1)} 建立英雄榜項目` }).click();
  const heroDialog = admin.getByRole('dialog', { name: '新增英雄榜項目' });
  await heroDialog.getByLabel('得獎感言').fill(STATEMENT);
  await heroDialog.getByLabel('英雄故事').fill('從一間小旅行社開始，我們帶旅人走進山城與漁港。');
  await heroDialog.getByRole('button', { name: '儲存' }).click();
  await expect(heroDialog).toBeHidden();
  await admin.getByRole('button', { name: `上傳 ${unitOf(e1)} 的封面` }).click();
  const coverDialog = admin.getByRole('dialog', { name: `${unitOf(e1)}的封面` });
  const photo = join(tmpdir(), `jury-hero-cover-${Date.now()}.jpg`);
  await writeFile(photo, await jpeg(1600, 900));
  await coverDialog.locator('input[type="file"]').setInputFiles(photo);
  await coverDialog.getByRole('button', { name: '上傳封面' }).click();
  await expect(coverDialog).toBeHidden({ timeout: 20_000 });
  await admin.getByRole('button', { name: '公開第三屆英雄榜' }).click();
  await admin.getByRole('dialog', { name: '公開第三屆英雄榜' }).getByRole('button', { name: '確定公開第三屆英雄榜' }).click();
  await expect(admin.getByText('第三屆英雄榜：已公開')).toBeVisible();

  // The public side, with no staff cookie: the winner on the list and on the heroes board.
  const visitor = await (await newContext(browser, 375)).newPage();
  await visitor.goto('/pages/awards/third');
  await expect(visitor.getByRole('heading', { level: 1, name: '第三屆得獎名單' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: AWARD }).getByRole('link', { name: new RegExp(unitOf(e1)) })).toBeVisible();
  await visitor.goto('/heroPages/heroes/third');
  const card = visitor.getByRole('list', { name: '英雄列表' }).getByRole('link').filter({ hasText: unitOf(e1) });
  await expect(card).toContainText(STATEMENT);
  await expect(card.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /480w.*960w/);
  await expect(visitor.getByText(unitOf(e4))).toHaveCount(0);
  await expect(visitor.getByText(unitOf(e6))).toHaveCount(0);

  for (const context of browser.contexts()) await context.close();
});
