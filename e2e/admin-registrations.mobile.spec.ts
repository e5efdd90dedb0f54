// The registrations list on a phone and on a desk (issue 29, item 17): at 375 px the reviewer meets the
// first registration before the filters (they sit behind a 「篩選條件」 button) and the page never scrolls
// sideways; at 1280 px a registration number stays on one line. The reviewer is made by the staff CLI in
// global setup (e2e/global-setup.ts).
import { expect, test } from '@playwright/test';
import { submittedRegistration } from './api-submission';
import { enrolThroughPage, signInThroughPage } from './admin-staff';

test('a reviewer on a phone sees the first registration before the filters; numbers never wrap at 1280 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const who = await submittedRegistration(request, 'phone', '林手機');
  await page.setViewportSize({ width: 375, height: 740 });
  const reviewer = await enrolThroughPage(page, process.env.E2E_PHONE_REVIEWER_ENROL_LINK!);
  await signInThroughPage(page, 'phone-reviewer@e2e.example.org', reviewer.secret);

  await page.goto('/admin/registrations');
  const list = page.getByRole('list', { name: '報名資料列表' });
  const number = list.getByRole('link', { name: who.registrationNumber, exact: true });
  await expect(number).toBeVisible();
  // The first registration is on the first screen, not below six filters, counts and a chart.
  await expect(list.getByRole('listitem').first()).toBeInViewport();
  await expect(page.getByRole('textbox', { name: '關鍵字' })).toBeHidden();
  // Nothing on the page is wider than the phone.
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The filters open from the button, which counts the active ones.
  await page.getByRole('button', { name: /^篩選條件/ }).click();
  const filters = page.getByRole('dialog', { name: '篩選條件' });
  await filters.getByRole('textbox', { name: '關鍵字' }).fill(who.registrationNumber);
  await filters.getByRole('button', { name: '搜尋' }).click();
  await filters.getByRole('button', { name: '看結果' }).click();
  await expect(filters).toBeHidden();
  await expect(page.getByRole('button', { name: '篩選條件（1 項）' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The card links to the registration's own page, as the table's number does.
  await number.click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(who.registrationNumber) })).toBeVisible();

  // A success toast opens below the header: the menu and 登出 stay uncovered (item 18).
  await page.getByRole('button', { name: '資格審查通過' }).click();
  await page.getByRole('dialog', { name: '資格審查通過' }).getByRole('button', { name: '確定資格審查通過' }).click();
  const toast = page.getByRole('alert').filter({ hasText: '已判定資格審查通過' });
  await expect(toast).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);

  // From the tablet up the table is back, and a number holds one line however narrow its column.
  for (const width of [800, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/registrations');
    const cell = page.getByRole('table').getByRole('link', { name: who.registrationNumber, exact: true });
    await expect(cell).toBeVisible();
    expect(await cell.evaluate((a) => a.getClientRects().length), `one line at ${width} px`).toBe(1);
    // The chart writes its days in ROC dates, as the rest of the page does (item 18).
    const chart = page.getByRole('figure', { name: /每日報名與送出件數/ });
    await expect(chart).toContainText(/\d+ 年 \d+ 月 \d+ 日/);
    await expect(chart).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await page.screenshot({ path: `/tmp/mobile/registrations-${width}.png`, fullPage: true });
  }
});
