// The upload workflow as a new registrant does it, in a real browser against the real server:
// sign in, two merits, three captioned photos, self-recommendation with a letter, five workplace
// photos, no employment proof (a group: SPEC.md section 1), one bonus merit; step 5 refused before the
// submission; submit with the check-answers summary and the confirmation; step 5. After a reload: four
// read-only steps, the edit button says "檢視報名表", and an uploaded file downloads. Files are
// generated in the test. Also: at 375 px no step is wider than the screen, and the login code leaves
// the address bar once the login form has read it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addMerit, passSecurityCheck, registerGroup, signInThroughForm } from './api-registrant';
import { expectBackToTopCoversNoControl } from './back-to-top';
import { analyzeAtRest } from './public-pages';

const photo = (hue: string) => sharp({ create: { width: 640, height: 480, channels: 3, background: hue } }).jpeg().toBuffer();
function pdf(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** Accessibility (WCAG 2.1 AA rules of axe) of the workflow as it is on screen. */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await analyzeAtRest(page, new AxeBuilder({ page }).include('section[aria-label="資料上傳流程"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']));
  expect(violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const stepsNav = (page: Page) => page.getByRole('navigation', { name: '上傳步驟' });
const currentStep = (page: Page) => stepsNav(page).locator('[aria-current="step"]');

test('a registrant uploads everything, submits with confirmation, and the registration is then read-only', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const me = await registerGroup(request, 'upload', '陳上傳');

  await signInThroughForm(page, me.registrationNumber, me.accessCode);
  await expect(page.getByRole('link', { name: '編輯報名表' })).toBeVisible();
  await expect(stepsNav(page).getByRole('button')).toHaveCount(5);
  await expect(page.getByRole('timer')).toContainText('剩餘時間');

  // Step 1: two merits.
  const merits = page.getByRole('region', { name: '觀光優良事蹟' });
  await expect(merits.getByText('尚無資料')).toBeVisible();
  await addMerit(merits, '114', '3', '舉辦國際旅展，吸引逾十萬人次參觀。');
  await addMerit(merits, '113', '11', '協助偏鄉民宿數位行銷，訂房成長三成。');
  await expectAccessible(page, 'step 1');
  await page.getByRole('button', { name: '下一步' }).click();

  // Step 2: three photos with captions.
  await expect(currentStep(page)).toContainText('事蹟照片');
  for (const [i, hue] of ['#3a7', '#a73', '#37a'].entries()) {
    await page.getByLabel('照片檔案').setInputFiles({ name: `event-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photo(hue) });
    await expect(page.getByText(`已上傳：event-${i + 1}.jpg`)).toBeVisible();
    await page.getByLabel('照片說明').fill(`活動照片 ${i + 1}`);
    await page.getByRole('button', { name: '新增照片' }).click();
    await expect(page.getByRole('img', { name: `活動照片 ${i + 1}` })).toBeVisible();
  }
  await expect(page.getByText('已上傳 3 / 12 張')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  // Step 3: self-recommendation with a letter, five workplace photos; a group is not asked for the employment proof.
  await expect(currentStep(page)).toContainText('其他資料');
  await page.getByRole('radio', { name: '自行推薦（檢附推薦書）' }).check();
  await page.getByLabel('推薦書', { exact: true }).setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: pdf('letter') });
  await expect(page.getByRole('link', { name: 'letter.pdf' })).toBeVisible();
  await page.getByLabel('推薦單位').fill('臺北市旅行商業同業公會');
  await page.getByRole('button', { name: '儲存推薦資料' }).click();
  await expect(page.getByText('已儲存：自行推薦（檢附推薦書）')).toBeVisible();

  const workplace = await Promise.all(['#111', '#222', '#333', '#444', '#555'].map(async (hue, i) => ({ name: `work-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photo(hue) })));
  await page.getByLabel('選擇照片（可複選）').setInputFiles(workplace);
  await expect(page.getByText('已上傳 5 / 5 張')).toBeVisible({ timeout: 30_000 });
  const proof = page.getByRole('region', { name: '年資證明' });
  await expect(proof.getByText(/^不需提供/)).toBeVisible();
  await expect(proof.locator('input[type="file"]')).toHaveCount(0);
  await expectAccessible(page, 'step 3');
  await page.getByRole('button', { name: '下一步' }).click();

  // Step 4: one bonus merit.
  await expect(currentStep(page)).toContainText('加分事蹟');
  await addMerit(page.getByRole('region', { name: '觀光永續發展' }), '112', '7', '推動無塑旅遊，減少一次性用品。');

  // Leaving the optional step with an unadded entry asks first; "先儲存" stays.
  const tech = page.getByRole('region', { name: '數位轉型' });
  await tech.getByLabel('事蹟說明').fill('尚未新增的數位轉型事蹟');
  await page.getByRole('button', { name: '上一步' }).click();
  const ask = page.getByRole('alertdialog', { name: '尚有未新增的資料' });
  await expect(ask.getByRole('button', { name: '仍要繼續' })).toBeVisible();
  await ask.getByRole('button', { name: '先儲存' }).click();
  await expect(ask).toHaveCount(0);
  await expect(currentStep(page)).toContainText('加分事蹟');
  await tech.getByLabel('事蹟說明').fill('');

  // Step 5 before the submission: refused.
  await stepsNav(page).getByRole('button', { name: /完成/ }).click();
  await expect(page.getByText('請先送出資料再進入完成步驟！')).toBeVisible();
  await expect(currentStep(page)).toContainText('加分事蹟');

  // Submit: check your answers, then confirm.
  await page.getByRole('button', { name: '送出資料' }).click();
  const dialog = page.getByRole('dialog', { name: '確認送出資料' });
  await expect(dialog.getByText('資料送出後將無法再修改，確定送出？')).toBeVisible();
  await expect(dialog.getByText('2 筆', { exact: true })).toBeVisible();
  await expect(dialog.getByText('3 張', { exact: true })).toBeVisible();
  await expect(dialog.getByText('5 張', { exact: true })).toBeVisible();
  await expect(dialog.getByText('letter.pdf', { exact: false })).toBeVisible();
  await expect(dialog.getByText('年資證明')).toHaveCount(0);
  await passSecurityCheck(dialog);
  await dialog.getByRole('button', { name: '確定送出' }).click();
  await expect(page.getByText('恭喜您，完成報名！')).toBeVisible({ timeout: 20_000 });
  await expect(currentStep(page)).toContainText('完成');
  await expect(page.getByRole('button', { name: '下載報名收據（PDF）' })).toBeVisible();

  // After a reload: four read-only steps; the edit button only views.
  await page.reload();
  await expect(page.getByRole('link', { name: '檢視報名表' })).toBeVisible();
  await expect(stepsNav(page).getByRole('button')).toHaveCount(4);
  await expect(page.getByText('舉辦國際旅展，吸引逾十萬人次參觀。')).toBeVisible();
  await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /刪除/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '送出資料' })).toHaveCount(0);
  await stepsNav(page).getByRole('button', { name: /其他資料/ }).click();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);

  // One of the files downloads.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'letter.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('letter.pdf');

  // The locked registration is a summary to read (issue 14): a heading that says so, label and value
  // rows with names (not slugs), no inputs, and text in full contrast (≥ 4.5:1 on its background).
  await page.getByRole('link', { name: '檢視報名表' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '檢視報名資料' })).toBeVisible();
  const summary = page.getByRole('main').locator('dl[aria-label="報名資料"]');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('聯絡人姓名');
  await expect(summary).not.toContainText('org-');
  await expect(page.getByRole('main').locator('input, select, textarea')).toHaveCount(0);
  const contrast = await summary.locator('dd').first().evaluate((dd) => {
    const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    let el: Element | null = dd;
    let bg = 'rgba(0, 0, 0, 0)';
    while (el && /rgba\(0, 0, 0, 0\)|transparent/.test(bg)) {
      bg = getComputedStyle(el).backgroundColor;
      el = el.parentElement;
    }
    const [a, b] = [lum(getComputedStyle(dd).color), lum(bg)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
  expect(contrast).toBeGreaterThanOrEqual(4.5);
  expect(errors).toEqual([]);
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('at 375 px no upload step is wider than the screen, and the back-to-top button covers none of its controls', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const me = await registerGroup(request, 'narrow', '林窄螢');
  await signInThroughForm(page, me.registrationNumber, me.accessCode);
  await expect(stepsNav(page).getByRole('button')).toHaveCount(5);
  let shown = 0;
  for (const step of ['優良事蹟', '事蹟照片', '其他資料', '加分事蹟']) {
    await stepsNav(page).getByRole('button', { name: new RegExp(step) }).click();
    await expect(currentStep(page)).toContainText(step);
    await expect(page.getByRole('button', { name: /下一步|送出資料/ })).toBeVisible();
    expect(await overflow(page), step).toBeLessThanOrEqual(375);
    if (step === '其他資料') {
      // 「儲存推薦資料」 reads whole beside the saved summary, never cut (issue 29, item 18).
      await page.getByRole('radio', { name: '自行推薦（檢附推薦書）' }).check();
      await page.getByLabel('推薦書', { exact: true }).setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: pdf('letter') });
      await expect(page.getByRole('link', { name: 'letter.pdf' })).toBeVisible();
      await page.getByLabel('推薦單位').fill('臺北市旅行商業同業公會');
      await page.getByRole('button', { name: '儲存推薦資料' }).click();
      await expect(page.getByText('已儲存：自行推薦（檢附推薦書）')).toBeVisible();
      const label = page.getByRole('button', { name: '儲存推薦資料' }).locator('.mantine-Button-label');
      expect(await label.evaluate((l) => l.scrollWidth - l.clientWidth)).toBeLessThanOrEqual(0);
    }
    shown += await expectBackToTopCoversNoControl(page, step);
  }
  expect(shown).toBeGreaterThan(0); // the steps are long enough for the button to show
});

test('the login code leaves the address bar once the login form has read it', async ({ page, request }) => {
  const me = await registerGroup(request, 'address', '張網址');
  // Where the success page's "繼續上傳資料" sends a new registrant (SPEC.md section 2).
  await page.goto(`/pages/register/upload?registrationId=${encodeURIComponent(me.registrationNumber)}&confirmationCode=${encodeURIComponent(me.accessCode)}`);
  await expect(page.getByLabel('上傳登入碼', { exact: false }).first()).toHaveValue(me.accessCode);
  await expect(page).toHaveURL((url) => !url.search.includes('confirmationCode'));
  expect(new URL(page.url()).searchParams.get('registrationId')).toBe(me.registrationNumber);
  expect(page.url()).not.toContain(me.accessCode);
  await passSecurityCheck(page);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(stepsNav(page).getByRole('button')).toHaveCount(5);
});
