// The public content pages in a real browser at 1280 px: heading and breadcrumb on every page, the
// FAQ and the brochure slider by keyboard, our own film on the tutorial page (no video-service id) and
// the click-to-load facade on the promotional page (e2e/global-setup.ts gives it an id; the video
// service is unreachable here, so pressing play ends in the error state), and axe over every page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Film } from '../src/web/pages/activity/own-video';
import { messages } from '../src/shared/messages';
import { expectNoAxeViolations, openPage, PUBLIC_PAGES } from './public-pages';

const VIDEO_HOSTS = /youtube|ytimg|googlevideo/;
/** The tutorial film's manifest (scripts/video/film.ts), read as e2e/guide.spec.ts reads the guide's. */
const tutorialFilm = JSON.parse(readFileSync(join(process.cwd(), 'src/web/pages/activity/tutorial-video.json'), 'utf8')) as Film & { seconds: number };

for (const p of PUBLIC_PAGES) {
  test(`${p.path} renders its heading and breadcrumb and passes axe`, async ({ page }) => {
    await openPage(page, p.path, p.title);
    await expect(page).toHaveTitle(`第三屆觀光金質獎 - ${p.title}`);
    const crumbs = page.getByRole('navigation', { name: '目前位置' }).getByRole('listitem');
    await expect(crumbs).toHaveText([...p.trail]);
    await expect(crumbs.last().locator('[aria-current="page"]')).toHaveText(p.title);
    await expectNoAxeViolations(page);
  });
}

test('home renders its animated title and sparkles and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('觀光金質獎');
  await expect(page.getByTestId('home-sparkles').locator('span')).toHaveCount(14);
  await expect(page.getByRole('navigation', { name: '目前位置' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('@');
  await expectNoAxeViolations(page);
});

test('FAQ answers open and close from the keyboard; an open answer passes axe', async ({ page }) => {
  await openPage(page, '/pages/activity/faq', '常見問題');
  const question = page.getByRole('button', { name: /哪些個人可以報名/ });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await question.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('3 年以上');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test('the brochure slider works by keyboard and its thumbnail strip keeps the active slide in view', async ({ page }) => {
  await openPage(page, '/pages/activity/info', '活動簡章');
  const gallery = page.getByRole('region', { name: '活動簡章圖輯' });
  const strip = gallery.getByRole('list', { name: '縮圖列表' });
  const thumbs = strip.getByRole('button');
  const total = await thumbs.count();
  expect(total).toBeGreaterThan(6);

  // Six thumbnails per view at this width.
  const inView = async () => {
    const box = (await strip.boundingBox())!;
    let n = 0;
    for (let i = 0; i < total; i++) {
      const t = (await thumbs.nth(i).boundingBox())!;
      if (t.x >= box.x - 1 && t.x + t.width <= box.x + box.width + 1) n++;
    }
    return n;
  };
  expect(await inView()).toBe(6);

  await gallery.getByRole('button', { name: '下一張' }).focus();
  for (let i = 0; i < total - 2; i++) await page.keyboard.press('Enter');
  const active = thumbs.nth(total - 2);
  await expect(active).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('group')).toHaveAttribute('aria-label', new RegExp(`^第 ${total - 1} 張`));
  // The strip has scrolled: the active thumbnail is inside its visible part.
  await expect
    .poll(async () => {
      const box = (await strip.boundingBox())!;
      const t = (await active.boundingBox())!;
      return t.x >= box.x - 1 && t.x + t.width <= box.x + box.width + 1;
    })
    .toBe(true);
  await page.keyboard.press('ArrowLeft');
  await expect(thumbs.nth(total - 3)).toHaveAttribute('aria-current', 'true');
  // The slide image is our own and loads.
  const image = gallery.getByRole('group').getByRole('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
});

test('the brochure and regulation PDFs download', async ({ page, request }) => {
  await openPage(page, '/pages/activity/info', '活動簡章');
  for (const name of [/活動簡章.*PDF/, /實施要點.*PDF/]) {
    const href = (await page.getByRole('link', { name }).getAttribute('href'))!;
    const res = await request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('a video page with no video-service id plays our own captioned film, seeks by Range, shows its transcript, and requests nothing from the video service', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (r) => {
    if (VIDEO_HOSTS.test(new URL(r.url()).hostname)) videoRequests.push(r.url());
  });
  await openPage(page, '/pages/register/signupGuide', '報名教學影片');
  const video = page.getByRole('region', { name: '報名教學影片' }).locator('video');
  await expect(video).toHaveAttribute('preload', 'metadata');
  // The loading state goes once the metadata is in; the film is the committed one, captions showing.
  await expect(page.getByRole('region', { name: '報名教學影片' }).getByRole('status')).toHaveCount(0);
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(Math.round(tutorialFilm.seconds));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBe(tutorialFilm.cues.length);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.textTracks[0]!.mode, v.textTracks[0]!.language])).toEqual(['showing', 'zh-Hant']);
  // Seeking: the server answers a Range request with 206 and that slice.
  const range = await page.request.get(tutorialFilm.mp4, { headers: { Range: 'bytes=1000-1999' } });
  expect(range.status()).toBe(206);
  expect(range.headers()['content-range']).toMatch(/^bytes 1000-1999\/\d+$/);
  expect((await range.body()).length).toBe(1000);
  const transcript = page.getByRole('region', { name: '影片文字稿' });
  await expect(transcript.locator('p')).toHaveCount(tutorialFilm.cues.length);
  await expect(transcript.locator('p').first()).toContainText(tutorialFilm.cues[0]!.caption);
  await expect(page.getByRole('button', { name: /播放影片/ })).toHaveCount(0);
  expect(videoRequests).toEqual([]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/video-e2e-tutorial-1280.png', fullPage: true });
});

test('a video page requests nothing from the video service before play, and shows its error state only after play', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (r) => {
    if (VIDEO_HOSTS.test(new URL(r.url()).hostname)) videoRequests.push(r.url());
  });
  await openPage(page, '/pages/activity/video', '宣傳影片');
  const play = page.getByRole('button', { name: /播放影片/ });
  await expect(play).toBeEnabled();
  await expect(page.getByText(messages.videoFailed)).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoRequests).toEqual([]);

  await play.click();
  // The service is unreachable from this machine: the probe fails and the error state replaces the player.
  await expect(page.getByRole('alert')).toHaveText(new RegExp(messages.videoFailed), { timeout: 20_000 });
  expect(videoRequests.length).toBeGreaterThan(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '重新載入' })).toBeVisible();
  await expectNoAxeViolations(page);
});
