// The audit log as an admin reads it (issue 29, item 16): each action under its zh-TW name, the detail
// as lines, ids cut short, and at 1280 px every column in view (no sideways scroll); at 375 px the table
// scrolls sideways inside its own box. Screenshots of both go to /tmp for a look.
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { enrolThroughPage, signInThroughPage } from './admin-staff';
import { expectNoAxeViolations } from './public-pages';

const AUDITOR = 'auditor@e2e.example.org';

test('the audit log names actions in zh-TW and fits 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const auditor = await enrolThroughPage(page, process.env.E2E_AUDITOR_ENROL_LINK!);
  await signInThroughPage(page, AUDITOR, auditor.secret);
  await page.getByRole('link', { name: '稽核紀錄' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '稽核紀錄' })).toBeVisible();

  // The auditor's own enrolment and sign-in, by their names, not their codes.
  await page.getByLabel('操作者').fill(AUDITOR);
  await page.getByRole('button', { name: '查詢' }).click();
  const table = page.getByRole('region', { name: '稽核紀錄列表' }).or(page.getByLabel('稽核紀錄列表'));
  await expect(table.getByRole('cell', { name: '工作人員完成帳號設定', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '登入', exact: true }).first()).toBeVisible();
  await expect(table.getByText(/^staff\./)).toHaveCount(0);
  await expect(table.getByText('方式：驗證碼').first()).toBeVisible();

  // Days in Taipei time: tomorrow holds none of them, today both.
  const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('起始日期').fill(day(1));
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByText('沒有符合的紀錄')).toBeVisible();
  await page.getByLabel('起始日期').fill(day(0));
  await page.getByLabel('結束日期').fill(day(0));
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(table.getByRole('cell', { name: '工作人員完成帳號設定', exact: true })).toBeVisible();

  // What the filter shows, as a CSV for the admin (item 16): named in zh-TW, the rows of today.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '匯出 CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^操作紀錄-\d{8}-\d{4}\.csv$/);
  expect(await readFile((await csv.path())!, 'utf8')).toContain('工作人員完成帳號設定');

  // Every column in view: the table's box does not scroll sideways.
  const overflow = await table.evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(table.getByRole('cell', { name: '工作人員完成帳號設定', exact: true })).toBeAttached();
});
