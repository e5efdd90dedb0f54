// The vendor list in the back office (issue 18), as an editor uses it: upload a CSV, read the preview's
// counts, apply it, and the public register page's vendor picker offers the new name. The file keeps
// every seeded vendor (a list is the whole list, and the other specs pick the demo ones), so the seeded
// rows show as changed (demo to real) and one name as new. axe finds nothing on the page at each step.
import { expect, test } from '@playwright/test';
import { vendors as seededVendors } from '../src/server/platform/db/seed/data/vendors';
import { enrolThroughPage, signInThroughPage } from './admin-staff';
import { expectNoAxeViolations } from './public-pages';

const NEW_NAME = `端到端測試大飯店 ${Date.now()}`;
const HOTEL = 'org-grp_hotel-industry';

function listFile(): Buffer {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const lines = ['類別,名稱,代碼', ...seededVendors.map((v) => `${v.categorySlug},${quote(v.name)},`), `${HOTEL},${quote(NEW_NAME)},E2E-1`];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

test('an editor imports the vendor list from a CSV; the register page offers the new name', async ({ page }) => {
  test.setTimeout(180_000); // three axe runs over a page with a 50-row table, on a shared machine
  const link = process.env.E2E_VENDOR_EDITOR_ENROL_LINK!;
  expect(link).toContain('/admin/enrol#');
  const editor = await enrolThroughPage(page, link);
  await signInThroughPage(page, 'vendor-editor@e2e.example.org', editor.secret);

  await page.getByRole('link', { name: '業者名單' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '業者名單' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '晨曦大飯店（示範）' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.locator('input[type="file"]').setInputFiles({ name: 'vendors.csv', mimeType: 'text/csv', buffer: listFile() });
  await page.getByRole('button', { name: '預覽' }).click();
  const counts = page.getByTestId('vendor-import-counts');
  await expect(counts.locator('[data-group="new"]')).toHaveText('1');
  await expect(counts.locator('[data-group="changed"]')).toHaveText(String(seededVendors.length));
  await expect(counts.locator('[data-group="unchanged"]')).toHaveText('0');
  await expect(counts.locator('[data-group="toHide"]')).toHaveText('0');
  await expect(page.getByRole('cell', { name: NEW_NAME, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Applying asks once more, saying what the list will do (issue 29, item 4); 取消 applies nothing.
  await page.getByRole('button', { name: '套用此名單' }).click();
  const confirmApply = page.getByRole('dialog', { name: '套用此名單' });
  await expect(confirmApply).toContainText(`套用 vendors.csv 後：新增 1、變更 ${seededVendors.length}、不變 0、隱藏 0、刪除 0。`);
  await expectNoAxeViolations(page);
  await confirmApply.getByRole('button', { name: '取消' }).click();
  await expect(confirmApply).toBeHidden();
  await page.getByRole('button', { name: '套用此名單' }).click();
  await confirmApply.getByRole('button', { name: '確定套用' }).click();
  await expect(page.getByText(`已套用 vendors.csv：新增 1、變更 ${seededVendors.length}`)).toBeVisible();
  await page.getByLabel('關鍵字').fill('端到端');
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByRole('cell', { name: NEW_NAME, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'E2E-1' })).toBeVisible();
  await expectNoAxeViolations(page);

  // What a registrant sees: the new name in the picker of its category.
  await page.goto('/pages/register');
  await page.getByRole('button', { name: '團體組' }).click();
  await page.getByLabel('單位類別').selectOption({ label: '旅館業（含觀光旅館、一般旅館）' });
  await page.getByRole('textbox', { name: '單位名稱' }).fill('端到端');
  await page.getByRole('button', { name: '搜尋' }).click();
  await expect(page.getByRole('radio', { name: NEW_NAME })).toBeVisible();
});
