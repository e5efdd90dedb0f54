// The recommendation draw end to end (issue 18): three units are recommended by three others through the
// real step 3 and submit; an editor (made by the staff CLI in global setup) sees the recommendations count;
// an admin commits to the seed's SHA-256 (issue 30 item 7: published as a news item before the period
// ends), is refused a seed that does not match it, and runs the draw from the committed seed after a
// confirmation, re-runs it from the same seed and is told the winners are the
// same, finds the draw kept after a reload, and publishes the result: a winner's letter is in the outbox.
// axe finds nothing on the page in each of its states, the dialogs included, at 1280 px.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerGroup, type Registered } from './api-registrant';
import { submittedRegistration } from './api-submission';
import { enrolThroughPage, letterTo, signInThroughPage } from './admin-staff';
import { expectNoAxeViolations } from './public-pages';

const SEED = `律師證號 ${Date.now()}`;
const SEED_SHA256 = createHash('sha256').update(SEED, 'utf8').digest('hex');

test('an editor runs the draw from a seed, re-runs it from the same seed to the same winners, and publishes it once', async ({ page, playwright, browser }) => {
  test.setTimeout(180_000);
  const recommenders: Registered[] = [];
  for (const tag of ['drawA', 'drawB', 'drawC']) {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const recommender = await registerGroup(request, tag, '林推薦');
    // Named in step 3 (the number checked by the server, as the stepper saves it), then submitted: a ticket.
    await submittedRegistration(request, `${tag}r`, '陳大同', recommender.registrationNumber);
    recommenders.push(recommender);
    await request.dispose();
  }

  const link = process.env.E2E_DRAW_EDITOR_ENROL_LINK!;
  const editor = await enrolThroughPage(page, link);
  await signInThroughPage(page, 'draw-editor@e2e.example.org', editor.secret);
  await page.getByRole('link', { name: '推薦抽獎' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '推薦抽獎' })).toBeVisible();
  const records = page.getByLabel('推薦紀錄列表', { exact: true });
  for (const r of recommenders) await expect(records.getByRole('cell', { name: r.registrationNumber, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The recommendation period is still open (the server's upload window): the editor is told until when,
  // and cannot draw (issue 29, item 9).
  await expect(page.getByText(/^推薦期間至 \d{3} 年 .+ 截止$/)).toBeVisible();
  await expect(page.getByRole('button', { name: '抽獎', exact: true })).toBeDisabled();

  // An admin draws early, giving a reason. An empty seed is refused by the server's schema message, shown
  // in the summary that takes focus.
  const adminPage = await (await browser.newContext()).newPage();
  const admin = await enrolThroughPage(adminPage, process.env.E2E_DRAW_ADMIN_ENROL_LINK!);
  await signInThroughPage(adminPage, 'draw-admin@e2e.example.org', admin.secret);
  await adminPage.goto('/admin/draw');
  // No draw without the seed's commitment: the draw button waits for step 1.
  await expect(adminPage.getByText('尚未公告種子承諾。')).toBeVisible();
  await expect(adminPage.getByRole('button', { name: '抽獎', exact: true })).toBeDisabled();
  await adminPage.getByRole('textbox', { name: '種子的 SHA-256' }).fill(SEED_SHA256);
  await adminPage.getByRole('button', { name: '公告種子承諾' }).click();
  const confirmCommit = adminPage.getByRole('dialog', { name: '確認公告種子承諾' });
  await expect(confirmCommit).toContainText('推薦期間截止後不能再變更');
  await expectNoAxeViolations(adminPage);
  await confirmCommit.getByRole('button', { name: '確定公告' }).click();
  await expect(adminPage.getByText(SEED_SHA256, { exact: true })).toBeVisible();
  await expect(adminPage.getByText(/於 \d{3} 年 .+ 記錄，並以最新消息公告（當時 3 次抽獎機會）/)).toBeVisible();
  await expectNoAxeViolations(adminPage);

  await adminPage.getByRole('button', { name: '抽獎', exact: true }).click();
  const confirmEmpty = adminPage.getByRole('dialog', { name: '確認抽獎' });
  await expect(confirmEmpty.getByRole('button', { name: '確定抽獎' })).toBeDisabled();
  await confirmEmpty.getByRole('textbox', { name: '提前抽獎理由' }).fill('典禮提前，經主管機關同意提前抽獎。');
  await confirmEmpty.getByRole('button', { name: '確定抽獎' }).click();
  await expect(adminPage.getByRole('alert').filter({ hasText: '請輸入抽獎種子' })).toBeFocused();

  // A seed that does not match the commitment is refused, in the summary that takes focus (the reason typed above is kept).
  await adminPage.getByRole('textbox', { name: '抽獎種子' }).fill(`${SEED} 改`);
  await adminPage.getByRole('button', { name: '抽獎', exact: true }).click();
  const confirmWrong = adminPage.getByRole('dialog', { name: '確認抽獎' });
  await confirmWrong.getByRole('button', { name: '確定抽獎' }).click();
  await expect(adminPage.getByRole('alert').filter({ hasText: '此種子的 SHA-256 與公告的種子承諾不符' })).toBeFocused();

  await adminPage.getByRole('textbox', { name: '抽獎種子' }).fill(SEED);
  await adminPage.getByRole('button', { name: '抽獎', exact: true }).click();
  const confirm = adminPage.getByRole('dialog', { name: '確認抽獎' });
  await expect(confirm).toContainText(SEED);
  await expect(confirm).toContainText(`從 ${recommenders.length} 次抽獎機會中抽出得獎者`);
  await expect(confirm).toContainText(/推薦期間將於 \d{3} 年 .+ 截止。/);
  await expectNoAxeViolations(adminPage);
  await confirm.getByRole('button', { name: '確定抽獎' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();

  const result = page.getByLabel('得獎名單', { exact: true });
  await expect(result.getByRole('row')).toHaveCount(1 + recommenders.length);
  const winners = await result.getByRole('row').allTextContents();
  for (const r of recommenders) await expect(result.getByRole('cell', { name: r.registrationNumber, exact: true })).toBeVisible();
  await expect(page.getByText(`抽獎種子：${SEED}`)).toBeVisible();
  // The commitment (step 1) and the kept draw checked against it (step 2) both show the seed's SHA-256.
  await expect(page.getByRole('region', { name: '步驟一：公告種子承諾' }).getByText(SEED_SHA256, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: '步驟二：抽獎' }).getByText(SEED_SHA256, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Re-run from the same seed: the same winners, in the same order.
  await page.getByRole('textbox', { name: '驗算種子' }).fill(SEED);
  await page.getByRole('button', { name: '重新驗算' }).click();
  await expect(page.getByRole('status').filter({ hasText: '得獎名單相同' })).toBeVisible();
  expect(await page.getByLabel('驗算結果', { exact: true }).getByRole('row').allTextContents()).toEqual(winners);
  await expectNoAxeViolations(page);

  // Kept: after a reload the page shows the same draw, and there is no draw form any more.
  await page.reload();
  await expect(page.getByLabel('得獎名單', { exact: true }).getByRole('row')).toHaveCount(1 + recommenders.length);
  expect(await page.getByLabel('得獎名單', { exact: true }).getByRole('row').allTextContents()).toEqual(winners);
  await expect(page.getByRole('textbox', { name: '抽獎種子' })).toHaveCount(0);

  // Publish: a confirmation, then the news draft and the letters, once.
  await page.getByRole('button', { name: '建立公告草稿並寄出通知' }).click();
  const publish = page.getByRole('dialog', { name: '公告抽獎結果' });
  await expectNoAxeViolations(page);
  await publish.getByRole('button', { name: '確定公告' }).click();
  await expect(page.getByText(`寄出 ${recommenders.length} 封中獎通知信`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '建立公告草稿並寄出通知' })).toHaveCount(0);
  const letter = await letterTo('draw-winner', recommenders[0]!.contactEmail);
  expect(letter.subject).toContain('推薦抽獎中獎通知');
  expect(letter.text).toContain(SEED);
  await expectNoAxeViolations(page);
});
