// 我的帳號 (issue 30, item 8): a staff member changes their own password (a guessable one refused with
// why, the summary taking focus) and signs in with the new one, then replaces their authenticator app
// with the new app's first code. TOTP codes work once: the second sign-in and the app change use
// recovery codes. Screenshots of the page at 1280 and 375 px go to /tmp/pw-account-*.png.
import { expect, test, type Page } from '@playwright/test';
import { enrolThroughPage, signInThroughPage, totp, trySignIn, STAFF_PASSWORD } from './admin-staff';
import { expectNoAxeViolations } from './public-pages';

const EMAIL = 'own-account@e2e.example.org';
const NEW_PASSWORD = 'lantern orchard velvet 47 harbour';

const form = (page: Page, name: string) => page.getByRole('form', { name });

test('a staff member changes their own password and authenticator on 我的帳號', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { secret, recoveryCodes } = await enrolThroughPage(page, process.env.E2E_OWN_ACCOUNT_ENROL_LINK!);
  await signInThroughPage(page, EMAIL, secret);
  await page.getByRole('link', { name: '我的帳號與通行金鑰' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '我的帳號' })).toBeVisible();

  // A guessable password is refused, with why; the summary takes focus.
  const password = form(page, '變更密碼');
  await password.getByLabel('目前的密碼').fill(STAFF_PASSWORD);
  await password.getByLabel('新密碼').fill('aaaaaaaaaaaa');
  await password.getByRole('button', { name: '變更密碼' }).click();
  await expect(password.getByRole('alert')).toBeFocused();
  await expect(password.getByRole('alert')).toContainText('重複的字元');
  await expect(password.getByLabel('新密碼')).toHaveAccessibleDescription(/重複的字元/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/pw-account-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '/tmp/pw-account-375.png', fullPage: true });

  await password.getByLabel('新密碼').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: '變更密碼' }).click();
  await expect(password.getByRole('status')).toContainText('已變更密碼');

  // Signed in again with the new password (the app's code of this step is spent: a recovery code).
  await page.getByRole('button', { name: '登出' }).click();
  await trySignIn(page, EMAIL, recoveryCodes[0]!, NEW_PASSWORD);
  await expect(page.getByRole('button', { name: '登出' })).toBeVisible();

  // The app replaced: the password and a recovery code, the new QR code, the new app's first code.
  await page.getByRole('link', { name: '我的帳號與通行金鑰' }).click();
  const app = form(page, '更換驗證器');
  await app.getByRole('textbox', { name: '密碼', exact: true }).fill(NEW_PASSWORD);
  await app.getByLabel('目前的驗證碼或備用碼').fill(recoveryCodes[1]!);
  await app.getByRole('button', { name: '更換驗證器' }).click();
  await expect(app.getByRole('img', { name: '新驗證器設定 QR Code' })).toBeVisible();
  const newSecret = (await app.getByTestId('new-totp-secret').textContent())!.trim();
  expect(newSecret).not.toBe(secret);
  await page.screenshot({ path: '/tmp/pw-account-app-375.png', fullPage: true });
  await app.getByLabel('新驗證器的驗證碼（6 位數）').fill(await totp(newSecret));
  await app.getByRole('button', { name: '確認更換' }).click();
  await expect(app.getByRole('status')).toContainText('已更換驗證器');
  await expectNoAxeViolations(page);

  // The new app signs in.
  await page.getByRole('button', { name: '登出' }).click();
  await trySignIn(page, EMAIL, await totp(newSecret, 1), NEW_PASSWORD);
  await expect(page.getByRole('button', { name: '登出' })).toBeVisible();
});
