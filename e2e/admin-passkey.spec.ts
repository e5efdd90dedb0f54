// Passkeys end to end (issue 28), in Chromium with its virtual authenticator (e2e/passkey.ts): an admin
// invites a staff member, who enrols with a passkey instead of an authenticator app and signs in with
// it, on a phone-sized screen; the passkey shows on 我的帳號 with its last use.
//
// A site of its own, because WebAuthn binds a passkey to a host name and browsers refuse an IP address:
// this server's PUBLIC_URL is http://localhost:<port> (the run's server is on 127.0.0.1). It is started as
// e2e/global-setup.ts starts that one (the build is there already), with its first admin from the CLI.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { enrolThroughPage, letterTo, signInThroughPage, STAFF_PASSWORD } from './admin-staff';
import { startOwnSite, type OwnSite } from './own-site';
import { addVirtualAuthenticator } from './passkey';
import { expectNoAxeViolations } from './public-pages';

const ADMIN = 'passkey-admin@e2e.example.org';
let site: OwnSite;
let adminLink: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startOwnSite({
    name: 'passkey',
    host: 'localhost',
    beforeStart: (env) => {
      const cli = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'add', '--email', ADMIN, '--role', 'admin', '--name', '通行金鑰管理員'], { env, encoding: 'utf8' });
      adminLink = cli.split('\n').find((line) => line.includes('/admin/enrol#'))!.trim();
    },
  });
});
test.afterAll(async () => site?.stop());

test('an invited staff member enrols with a passkey and signs in with it', async ({ browser }) => {
  test.setTimeout(120_000);
  // The admin: enrolled with the app (TOTP), as before, and invites a reviewer (the invitation's default role).
  const baseURL = site.baseURL;
  const adminContext = await browser.newContext({ baseURL, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  const adminPage = await adminContext.newPage();
  const admin = await enrolThroughPage(adminPage, adminLink);
  await signInThroughPage(adminPage, ADMIN, admin.secret);
  await adminPage.getByRole('link', { name: '工作人員帳號' }).click();
  const staffEmail = `reviewer-${Date.now()}@e2e.example.org`;
  await adminPage.getByRole('button', { name: '邀請工作人員' }).click();
  const dialog = adminPage.getByRole('dialog', { name: '邀請工作人員' });
  await dialog.getByLabel('電子郵件').fill(staffEmail);
  await dialog.getByLabel('顯示名稱').fill('通行金鑰審查委員');
  await dialog.getByRole('button', { name: '寄出邀請' }).click();
  await expect(dialog).toBeHidden();
  const letter = await letterTo('staff-invite', staffEmail, site.dataDir);
  const link = /https?:\/\/\S+\/admin\/enrol#\S+/.exec(letter.text)![0];
  expect(link.startsWith(`${baseURL}/admin/enrol#`)).toBe(true);

  // The new staff member, on a phone-sized screen with a passkey-capable device.
  const staffContext = await browser.newContext({ baseURL, locale: 'zh-TW', timezoneId: 'Asia/Taipei', viewport: { width: 375, height: 800 } });
  const page = await staffContext.newPage();
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { level: 1, name: '設定後台帳號' })).toBeVisible();
  await page.getByText('使用通行金鑰 (passkey)').click();
  await expect(page.getByRole('img', { name: '驗證器設定 QR Code' })).toHaveCount(0);
  // A password too short is refused before any passkey is made, the summary taking focus.
  await page.getByLabel('設定密碼').fill('short');
  await page.getByRole('button', { name: '建立通行金鑰並完成設定' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('密碼至少需 12 個字元');
  expect(await authenticator.credentials()).toEqual([]);
  await expectNoAxeViolations(page);

  await page.getByLabel('設定密碼').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: '建立通行金鑰並完成設定' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '設定完成：請保存備用碼' })).toBeVisible();
  await expect(page.getByRole('list', { name: '備用碼' }).getByRole('listitem')).toHaveCount(10);
  const [made] = await authenticator.credentials();
  expect(made).toMatchObject({ rpId: 'localhost', isResidentCredential: true });

  // Sign-in: e-mail and password, then the passkey in place of a code.
  await page.getByRole('link', { name: '我已保存，前往登入' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '觀光金質獎 後台登入' })).toBeVisible();
  await page.getByLabel('電子郵件').fill(staffEmail);
  await page.getByRole('textbox', { name: '密碼', exact: true }).fill(STAFF_PASSWORD);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '使用通行金鑰登入' }).click();
  await expect(page.getByRole('button', { name: '登出' })).toBeVisible();
  expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThan(made!.signCount);

  // 我的帳號 lists the passkey with its last use.
  await page.getByRole('link', { name: '我的帳號與通行金鑰' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '我的帳號' })).toBeVisible();
  const list = page.getByRole('list', { name: '我的通行金鑰' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('上次使用');
  // The last one of an account without an app stays, and the page says why.
  await list.getByRole('button', { name: '移除通行金鑰 1' }).click();
  await page.getByRole('dialog', { name: '移除通行金鑰' }).getByRole('button', { name: '確定移除' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('無法移除');
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expectNoAxeViolations(page);

  // A wrong password with the passkey: the one message, announced.
  await page.getByRole('button', { name: '登出' }).click();
  await page.getByLabel('電子郵件').fill(staffEmail);
  await page.getByRole('textbox', { name: '密碼', exact: true }).fill('not the password at all');
  await page.getByRole('button', { name: '使用通行金鑰登入' }).click();
  await expect(page.getByRole('alert')).toContainText('電子郵件、密碼或驗證碼不正確');
  await expect(page.getByRole('alert')).toBeFocused();
  await adminContext.close();
  await staffContext.close();
});
