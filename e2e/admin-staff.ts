// Helpers of the back-office specs: enrolment through the page, sign-in with a code computed here as an
// authenticator app would (otplib), letters from the outbox, a review decision sent and its answer awaited.
import { expect, type Locator, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'otplib';

export const ADMIN_EMAIL = 'admin@e2e.example.org';
export const STAFF_PASSWORD = 'e2e correct horse battery';

/** The code an app shows `stepsAhead` steps of 30 s from now (the server accepts one step either way). */
export const totp = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

/** The address of a link (`…/admin/enrol#<token>`) on the run's server: its path and fragment. */
export const pathOf = (link: string) => new URL(link).pathname + new URL(link).hash;

/** The enrolment link in a letter's text. */
export const enrolLinkIn = (text: string) => /https?:\/\/\S+\/admin\/enrol#\S+/.exec(text)?.[0];

/**
 * Enrols on the page the link opens; answers the secret, the recovery codes shown once, and the app code
 * the enrolment used (a code works once: typed again at once, the sign-in says to wait for the next one).
 */
export async function enrolThroughPage(page: Page, link: string): Promise<{ secret: string; recoveryCodes: string[]; usedCode: string }> {
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { level: 1, name: '設定後台帳號' })).toBeVisible();
  await expect(page.getByRole('img', { name: '驗證器設定 QR Code' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('設定密碼').fill(STAFF_PASSWORD);
  const usedCode = await totp(secret);
  await page.getByLabel('驗證碼（6 位數）').fill(usedCode);
  await page.getByRole('button', { name: '完成設定' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '設定完成：請保存備用碼' })).toBeVisible();
  const recoveryCodes = (await page.getByRole('list', { name: '備用碼' }).getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(recoveryCodes).toHaveLength(10);
  expect(page.url()).not.toContain('#');
  return { secret, recoveryCodes, usedCode };
}

/** Fills and sends the sign-in form /admin/ shows to nobody, without waiting for the outcome. */
export async function trySignIn(page: Page, email: string, code: string, password = STAFF_PASSWORD) {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: '觀光金質獎 後台登入' })).toBeVisible();
  await page.getByLabel('電子郵件').fill(email);
  await page.getByRole('textbox', { name: '密碼', exact: true }).fill(password);
  await page.getByLabel('驗證碼或備用碼').fill(code);
  // exact: 「使用通行金鑰登入」 beside it also holds 登入.
  await page.getByRole('button', { name: '登入', exact: true }).click();
}

/** Signs in on the form /admin/ shows to nobody; `code` defaults to the app's next code. */
export async function signInThroughPage(page: Page, email: string, secret: string, code?: string) {
  await trySignIn(page, email, code ?? (await totp(secret, 1)));
  await expect(page.getByRole('button', { name: '登出' })).toBeVisible();
}

/** The newest letter of `kind` to `to` in the outbox of `dataDir` (by default the run's server's; waits for it). */
export async function letterTo(kind: string, to: string, dataDir = process.env.E2E_DATA_DIR!): Promise<{ subject: string; text: string }> {
  const outbox = join(dataDir, 'outbox');
  let found: { subject: string; text: string } | undefined;
  await expect(async () => {
    for (const file of (await readdir(outbox)).filter((f) => f.includes(`-${kind}-`)).sort()) {
      const mail = await simpleParser(await readFile(join(outbox, file)));
      const addresses = Array.isArray(mail.to) ? mail.to : [mail.to];
      if (addresses.some((a) => a?.text.includes(to))) found = { subject: mail.subject ?? '', text: mail.text ?? '' };
    }
    expect(found, `a ${kind} letter to ${to}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

/**
 * Sends a review decision and waits for the server's answer rather than for the dialog to close within
 * 5 s (on 3 Dec's slow CI run the accept right after a confirm took longer); a refusal fails here with
 * its status and message.
 */
export async function decide(page: Page, button: Locator) {
  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/transition') && r.request().method() === 'POST'), button.click()]);
  expect(answer.status(), await answer.text()).toBe(200);
}
