// 個資保存期限 (issue 32): an admin opens the page from the menu and sees, for the edition under way, each kind
// retention removes with its count and the date it applies from; the button is there (disabled while
// nothing is due). axe finds nothing; screenshots at 1280 and 375 px for a person to look at.
import { expect, test } from '@playwright/test';
import { enrolThroughPage, signInThroughPage } from './admin-staff';
import { expectNoAxeViolations } from './public-pages';

test('an admin reads the retention plan of the edition', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await enrolThroughPage(page, process.env.E2E_RETENTION_ADMIN_ENROL_LINK!);
  await signInThroughPage(page, 'retention-admin@e2e.example.org', admin.secret);
  await page.getByRole('link', { name: '個資保存期限' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '個資保存期限' })).toBeVisible();
  await expect(page.getByText(/得獎名單公布後 6 個月刪除/)).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(9); // the header and the eight kinds
  await expect(page.getByRole('rowheader', { name: '未得獎報名的身分證字號與生日' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '已過期的次數限制紀錄' })).toBeVisible();
  await expect(page.getByRole('button', { name: '刪除到期資料' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/retention-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 2, name: '個資保存期限' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/retention-375.png', fullPage: true });
});
