// The self-introduction video over tus in a real browser (issue 31 section 2): the connection is cut at
// 40 % (the browser goes offline as the second 8 MiB chunk of a 20 MiB file starts), the field says so,
// coming back online resumes from the server's offset, and the stored file's SHA-256 is the original's.
// Then a reload in the middle of an upload: picking the same file again offers 「繼續上傳」, which
// finishes the same upload. Screenshots of the field mid-upload at 1280 and 375 px go to /tmp.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerGroup, signInThroughForm, type Registered } from './api-registrant';

const MiB = 1024 * 1024;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** An MP4 (an ftyp box file-type recognises) of random bytes, on disk: a reload must see the same file (name, size, date). */
async function videoFile(size: number): Promise<{ path: string; bytes: Buffer }> {
  const bytes = randomBytes(size);
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'ascii');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2', 16, 'ascii');
  ftyp.copy(bytes, 0);
  const path = join(await mkdtemp(join(tmpdir(), 'tus-e2e-')), 'clip.mp4');
  await writeFile(path, bytes);
  return { path, bytes };
}

const videoSection = (page: Page) => page.getByRole('region', { name: '自我介紹影片（選填）' });

async function toStepThree(page: Page, me: Registered) {
  await signInThroughForm(page, me.registrationNumber, me.accessCode);
  await page.getByRole('navigation', { name: '上傳步驟' }).getByRole('button', { name: /其他資料/ }).click();
  await expect(videoSection(page)).toBeVisible();
}

/** The file the registration now has as its video, read back through the registrant's own download. */
async function storedVideo(page: Page, me: Registered): Promise<Buffer> {
  const read = await page.request.get(`/api/registrations/v1/self-introduction/read/${me.uid}`);
  const uid = ((await read.json()) as { data: { selfIntroductionResourcesResp: { uid: string } } }).data.selfIntroductionResourcesResp.uid;
  return Buffer.from(await (await page.request.get(`/api/resources/v1/${uid}`)).body());
}

test('a cut at 40 % resumes when the connection returns, and the stored video is the same bytes', async ({ page, context }) => {
  test.setTimeout(180_000);
  const me = await registerGroup(page.request, 'resume', '林續傳');
  await toStepThree(page, me);
  const video = await videoFile(20 * MiB);
  let patches = 0;
  let shotTaken!: () => void;
  const shot = new Promise<void>((resolve) => (shotTaken = resolve));
  await page.route('**/api/resources/v1/resumable/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    // The first chunk waits for the screenshots of the field mid-upload (its bytes handed over, no answer yet).
    if (++patches === 1) await shot;
    // The second chunk starts at 8 MiB of 20 (40 %): the connection goes as it is sent.
    if (patches === 2) {
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  await videoSection(page).locator('input[type="file"]').setInputFiles(video.path);
  const status = videoSection(page).getByRole('status');
  await expect(status).toContainText(/剩餘約|計算剩餘時間中/);
  await videoSection(page).screenshot({ path: '/tmp/tus-uploading-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await videoSection(page).screenshot({ path: '/tmp/tus-uploading-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  shotTaken();
  // This machine is slow and the route handler copies each chunk: the first 8 MiB may take a while.
  await expect(status).toHaveText('網路中斷，已上傳 40%，恢復連線後自動繼續', { timeout: 60_000 });
  await expect(videoSection(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await videoSection(page).screenshot({ path: '/tmp/tus-offline-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await videoSection(page).screenshot({ path: '/tmp/tus-offline-375.png' });
  await page.screenshot({ path: '/tmp/tus-page-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await context.setOffline(false);
  await expect(videoSection(page).getByRole('link', { name: 'clip.mp4' })).toBeVisible({ timeout: 60_000 });
  expect(sha256(await storedVideo(page, me))).toBe(sha256(video.bytes));
});

test('after a reload, the same file picked again continues the unfinished upload', async ({ page }) => {
  test.setTimeout(180_000);
  const me = await registerGroup(page.request, 'reload', '王重載');
  await toStepThree(page, me);
  const video = await videoFile(20 * MiB);
  let patches = 0;
  // From the second chunk on, every PATCH fails: the page keeps retrying until it is reloaded.
  await page.route('**/api/resources/v1/resumable/*', (route) => (route.request().method() === 'PATCH' && ++patches >= 2 ? route.abort('failed') : route.continue()));
  await videoSection(page).locator('input[type="file"]').setInputFiles(video.path);
  await expect(videoSection(page).getByRole('status')).toHaveText('連線不穩，重新連線中（已上傳 40%）', { timeout: 60_000 });
  await videoSection(page).screenshot({ path: '/tmp/tus-retrying-1280.png' });
  await page.reload();
  // Lifted only now: a retry of the old page that got through would move the offset past 8 MiB.
  await page.unroute('**/api/resources/v1/resumable/*');
  await page.getByRole('navigation', { name: '上傳步驟' }).getByRole('button', { name: /其他資料/ }).click();
  await videoSection(page).locator('input[type="file"]').setInputFiles(video.path);
  await expect(videoSection(page).getByText('這個檔案上次尚未傳完，可從中斷處繼續上傳。')).toBeVisible();
  const sent: number[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PATCH') sent.push(Number(req.headers()['upload-offset']));
  });
  await videoSection(page).getByRole('button', { name: '繼續上傳' }).click();
  await expect(videoSection(page).getByRole('link', { name: 'clip.mp4' })).toBeVisible({ timeout: 60_000 });
  // It went on from the server's offset: the first 8 MiB were not sent again.
  expect(sent[0]).toBe(8 * MiB);
  expect(sha256(await storedVideo(page, me))).toBe(sha256(video.bytes));
});
