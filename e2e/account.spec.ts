// A registrant's account in a real browser against the real server: registered through the real
// API (the security check solved in Node, as the widget does), then signing in through the login
// form with the ALTCHA widget, staying signed in across a reload, a wrong code refused, signing out
// from the user menu, and a resend of the login code: the new code from the letter works, the old
// one no longer does.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { passSecurityCheck, registerGroup, signInThroughForm } from './api-registrant';

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: '會員選單' }).click();
}

test('sign in through the form, stay signed in across a reload, sign out from the user menu', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const me = await registerGroup(request, 'account', '陳帳號');

  await signInThroughForm(page, me.registrationNumber, me.accessCode);
  await expect(page.getByRole('link', { name: '編輯報名表' })).toHaveAttribute('href', '/pages/registerEdit?type=edit');
  await expect(page.getByRole('heading', { name: '登入上傳資料' })).toHaveCount(0);

  // The session is the server's (httpOnly cookies): a reload asks it and stays signed in.
  await page.reload();
  await expect(page.getByRole('link', { name: '編輯報名表' })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(stored).toEqual(['isLoggedIn', 'loginTime', 'userInfo']);

  await openUserMenu(page);
  await expect(page.locator('#user-menu-panel').getByText(`報名編號 ${me.registrationNumber}`)).toBeVisible();
  await page.getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The menu closes with the navigation home; opened again it offers the login entry.
  await expect(page.getByRole('button', { name: '會員選單' })).toHaveAttribute('aria-expanded', 'false');
  await openUserMenu(page);
  await expect(page.locator('#user-menu-panel').getByRole('link', { name: '登入', exact: true })).toBeVisible();

  // Signed out on the server too: the upload page offers the login form again after a reload.
  await page.goto('/pages/register/upload');
  await expect(page.getByRole('heading', { name: '登入上傳資料' })).toBeVisible();
  const session = await page.request.get('/api/auth/v1/me');
  expect(session.status()).toBe(401);
  expect(errors).toEqual([]);
});

test('a wrong login code is refused with the SPEC.md text', async ({ page, request }) => {
  const me = await registerGroup(request, 'account', '陳帳號');
  await signInThroughForm(page, me.registrationNumber, 'WRONGCODE2');
  await expect(page.getByRole('alert').filter({ hasText: '報名編號或上傳登入碼錯誤，請重新輸入' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '登入上傳資料' })).toBeVisible();
  // The spent security token is gone: the check asks again.
  await expect(page.getByText('我不是機器人')).toBeVisible();
});

test('resend the login code: the new code from the letter signs in, the old one is refused', async ({ page, request }) => {
  const me = await registerGroup(request, 'account', '陳帳號');
  await page.goto('/pages/register/upload');
  await page.getByRole('button', { name: '忘記登入碼？重新寄送' }).click();
  const dialog = page.getByRole('dialog', { name: '重新寄送上傳登入碼' });
  await dialog.getByRole('radio', { name: '團體組' }).check();
  await dialog.getByLabel('聯絡人姓名').fill(me.contactName);
  await dialog.getByLabel('聯絡電話').fill(me.contactPhoneNumber);
  await dialog.getByLabel('聯絡人電子郵件').fill(me.contactEmail);
  await passSecurityCheck(dialog);
  await dialog.getByRole('button', { name: '送出' }).click();
  await expect(dialog.getByText('已送出補寄申請，請至信箱收信')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  let newCode = '';
  await expect(async () => {
    for (const file of (await readdir(outbox)).filter((f) => f.includes('resend'))) {
      const mail = await simpleParser(await readFile(join(outbox, file)));
      const to = Array.isArray(mail.to) ? mail.to : [mail.to];
      if (!to.some((a) => a?.text.includes(me.contactEmail))) continue;
      newCode = /新的上傳登入碼：(\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    }
    expect(newCode).not.toBe('');
  }).toPass();
  expect(newCode).not.toBe(me.accessCode);

  await signInThroughForm(page, me.registrationNumber, me.accessCode);
  await expect(page.getByRole('alert').filter({ hasText: '報名編號或上傳登入碼錯誤，請重新輸入' })).toBeVisible();

  await signInThroughForm(page, me.registrationNumber, newCode);
  await expect(page.getByRole('link', { name: '編輯報名表' })).toBeVisible();
});
