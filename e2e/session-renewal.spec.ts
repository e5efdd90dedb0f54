// A registrant is never signed out by the short-lived access token (issue 13, section 1), as it
// happens: a site of its own whose access token lives 5 seconds. Signed in through the form, the
// registrant waits past the lifetime before each of: a photo upload (the XMLHttpRequest), a file
// download and the receipt download. Each succeeds with no message; the only refusals on the wire
// are the 401s that asked for a refresh, and each wait cost exactly that refresh.
import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ApiCode } from '../src/shared/api-codes';
import { passSecurityCheck, registerGroup, securityToken, signInThroughForm, type Registered } from './api-registrant';
import { startOwnSite, type OwnSite } from './own-site';

const ACCESS_TOKEN_TTL_SECONDS = 5;
/** Past the access token's lifetime (the cookie's expiry is whole seconds). */
const PAST_LIFETIME_MS = (ACCESS_TOKEN_TTL_SECONDS + 1.5) * 1000;

const photo = (hue: string) => sharp({ create: { width: 640, height: 480, channels: 3, background: hue } }).jpeg().toBuffer();
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

// The site started as e2e/global-setup.ts starts it (the build is already there), with the short token.
let site: OwnSite;
let baseURL: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startOwnSite({ name: 'renewal', env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) } });
  baseURL = site.baseURL;
});
test.afterAll(async () => site?.stop());

/** Everything but the two photos' step filled through the API, in a session of its own that renews itself. */
async function fillThroughApi(me: Registered) {
  const api = await playwrightRequest.newContext({ baseURL });
  const send = async (path: string, init: Parameters<APIRequestContext['post']>[1]) => {
    let res = await api.post(path, init);
    if (res.status() === 401 && (await res.json()).code === ApiCode.tokenExpired) {
      expect((await api.post('/api/auth/v1/token', { data: { grantType: 'refreshToken' } })).status()).toBe(200);
      res = await api.post(path, init);
    }
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as { data: { uid: string } }).data;
  };
  const file = (purpose: string, name: string, mimeType: string, buffer: Buffer) =>
    send('/api/resources/v1/create', { multipart: { purpose, file: { name, mimeType, buffer } } });
  await send('/api/auth/v1/sign-in', { data: { registrationNumber: me.registrationNumber, accessCode: me.accessCode, cfToken: await securityToken(api) } });
  const R = '/api/registrations/v1';
  await send(`${R}/achievements/create`, {
    data: { registrationUid: me.uid, year: 114, month: 3, achievementCategory: '{product}_tourism', description: Buffer.from('推動在地觀光').toString('base64') },
  });
  const letter = await file('recommendation-letter', 'letter.pdf', 'application/pdf', pdf('letter'));
  await send(`${R}/recommendation/update/${me.uid}`, {
    data: { referralMethod: 'self_registration', recommendationResourcesUid: letter.uid, recommendationNumber: null, recommendationSource: '臺北市觀光協會' },
  });
  for (const hue of ['#111', '#222', '#333', '#444', '#555']) {
    const work = await file('workplace-photo', 'work.jpg', 'image/jpeg', await photo(hue));
    await send(`${R}/profession-pictures/create`, { data: { registrationUid: me.uid, pictureResourcesUid: work.uid, pictureDescription: null } });
  }
  const proof = await file('employment-proof', 'proof.pdf', 'application/pdf', pdf('proof'));
  await send(`${R}/certificate-employment/update/${me.uid}`, { data: { certificateEmploymentResourcesUid: proof.uid } });
  await api.dispose();
}

const stepsNav = (page: Page) => page.getByRole('navigation', { name: '上傳步驟' });
const currentStep = (page: Page) => stepsNav(page).locator('[aria-current="step"]');

test('a registrant who waits past the access token uploads, downloads and gets the receipt, with no message', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Every refusal the browser sees from the API, and every refresh it makes.
  const refusals: string[] = [];
  let refreshes = 0;
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (!path.startsWith('/api/')) return;
    if (path === '/api/auth/v1/token' && res.ok()) refreshes++;
    if (res.status() >= 400) refusals.push(`${res.status()} ${path}`);
  });
  const waitPastLifetime = async () => {
    const before = refreshes;
    await page.waitForTimeout(PAST_LIFETIME_MS);
    return () => expect(refreshes, 'one refresh after the wait').toBe(before + 1);
  };
  // No toast at all where it matters (the submission's own success toast is long gone by the receipt).
  const noMessage = () => expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

  const registrar = await playwrightRequest.newContext({ baseURL });
  const me = await registerGroup(registrar, 'renewal', '林續期');
  await registrar.dispose();
  await fillThroughApi(me);

  await signInThroughForm(page, me.registrationNumber, me.accessCode);
  await expect(page.getByRole('link', { name: '編輯報名表' })).toBeVisible();
  await stepsNav(page).getByRole('button', { name: /事蹟照片/ }).click();
  await expect(currentStep(page)).toContainText('事蹟照片');
  await expect(page.getByText('已上傳 0 / 12 張')).toBeVisible();

  // A photo, its file sent first after the token lapsed (the upload's XMLHttpRequest).
  let refreshedOnce = await waitPastLifetime();
  await page.getByLabel('照片檔案').setInputFiles({ name: 'event.jpg', mimeType: 'image/jpeg', buffer: await photo('#3a7') });
  await expect(page.getByText('已上傳：event.jpg')).toBeVisible();
  refreshedOnce();
  await noMessage();
  await page.getByLabel('照片說明').fill('活動照片');
  await page.getByRole('button', { name: '新增照片' }).click();
  await expect(page.getByRole('img', { name: '活動照片' })).toBeVisible();

  // A document downloaded after the token lapsed again.
  await stepsNav(page).getByRole('button', { name: /其他資料/ }).click();
  await expect(page.getByRole('link', { name: 'proof.pdf' })).toBeVisible();
  refreshedOnce = await waitPastLifetime();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'proof.pdf' }).focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('proof.pdf');
  expect(await download.failure()).toBeNull();
  refreshedOnce();
  await noMessage();

  // The submission (from the last step), then the receipt after the token lapsed once more.
  await stepsNav(page).getByRole('button', { name: /加分事蹟/ }).click();
  await page.getByRole('button', { name: '送出資料' }).click();
  const dialog = page.getByRole('dialog', { name: '確認送出資料' });
  await passSecurityCheck(dialog);
  await dialog.getByRole('button', { name: '確定送出' }).click();
  await expect(page.getByText('恭喜您，完成報名！')).toBeVisible({ timeout: 20_000 });
  const receiptButton = page.getByRole('button', { name: '下載報名收據（PDF）' });
  await expect(receiptButton).toBeVisible();
  refreshedOnce = await waitPastLifetime();
  const receiptDownload = page.waitForEvent('download');
  await receiptButton.click();
  const receipt = await receiptDownload;
  expect(receipt.suggestedFilename()).toBe(`送出收據-${me.registrationNumber}-1.pdf`);
  expect(readFileSync(await receipt.path()).subarray(0, 5).toString()).toBe('%PDF-');
  refreshedOnce();
  await noMessage();

  expect(refusals.every((r) => r.startsWith('401 '))).toBe(true);
  expect(refusals.length).toBeGreaterThanOrEqual(3);
  expect(errors).toEqual([]);
  await context.close();
});
