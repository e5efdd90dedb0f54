// The back office end to end (issue 17): the first admin made by the staff CLI enrols (TOTP computed
// here), signs in, invites a reviewer (the letter is in the outbox), the reviewer enrols and signs in
// and does not see the staff area; the audit log shows the invitation; axe finds nothing on each admin page at 1280 px.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './public-pages';
import { ADMIN_EMAIL, enrolThroughPage, letterTo, signInThroughPage } from './admin-staff';

test.describe.configure({ mode: 'serial' });

test('the first admin enrols, signs in, invites a reviewer who enrols with the mailed link', async ({ page, browser }) => {
  const link = process.env.E2E_ADMIN_ENROL_LINK!;
  expect(link).toContain('/admin/enrol#');
  const admin = await enrolThroughPage(page, link);
  await expectNoAxeViolations(page);

  // A wrong code is refused without saying which part was wrong; the right one lets the admin in.
  await page.goto('/admin/');
  await page.getByLabel('電子郵件').fill(ADMIN_EMAIL);
  await page.getByRole('textbox', { name: '密碼', exact: true }).fill('not the password at all');
  await page.getByLabel('驗證碼或備用碼').fill('000000');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('alert')).toBeFocused();
  await expectNoAxeViolations(page);
  await signInThroughPage(page, ADMIN_EMAIL, admin.secret);

  await page.getByRole('link', { name: '工作人員帳號' }).click();
  await expect(page.getByRole('heading', { name: '工作人員帳號' })).toBeVisible();
  await expect(page.getByRole('cell', { name: ADMIN_EMAIL })).toBeVisible();
  await expectNoAxeViolations(page);

  const reviewerEmail = `reviewer-${Date.now()}@e2e.example.org`;
  await page.getByRole('button', { name: '邀請工作人員' }).click();
  const dialog = page.getByRole('dialog', { name: '邀請工作人員' });
  await dialog.getByLabel('電子郵件').fill(reviewerEmail);
  await dialog.getByLabel('顯示名稱').fill('測試審查委員');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '寄出邀請' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: reviewerEmail })).toBeVisible();

  // The invitation is in the audit log, with who sent it.
  await page.getByRole('link', { name: '稽核紀錄' }).click();
  await page.getByLabel('動作').fill('staff.invited');
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByRole('cell', { name: ADMIN_EMAIL }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const invitation = await letterTo('staff-invite', reviewerEmail);
  const reviewerLink = /https?:\/\/\S+\/admin\/enrol#\S+/.exec(invitation.text)?.[0];
  expect(reviewerLink).toBeTruthy();

  const reviewerPage = await (await browser.newContext()).newPage();
  const reviewer = await enrolThroughPage(reviewerPage, reviewerLink!);
  await signInThroughPage(reviewerPage, reviewerEmail, reviewer.secret);
  await expect(reviewerPage.getByRole('link', { name: '工作人員帳號' })).toHaveCount(0);
  await reviewerPage.goto('/admin/staff');
  await expect(reviewerPage.getByRole('heading', { name: '沒有使用權限' })).toBeVisible();
});
