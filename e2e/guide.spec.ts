// The registration guide in a real browser at 1280 px: its heading and breadcrumb, the 25 guide
// images (our own screenshots) loading with their alt texts, the slider by keyboard, and axe.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openPage } from './public-pages';

interface GuideSlide {
  file: string;
  thumbnail: string;
  title: string;
  alt: string;
}
// Written by `npm run guide:images`.
const guide = JSON.parse(readFileSync(join(process.cwd(), 'src/web/pages/register/guide-slides.json'), 'utf8')) as { slides: GuideSlide[] };

test('the guide renders its heading, breadcrumb and 25 step images, and passes axe', async ({ page }) => {
  await openPage(page, '/pages/register/guide', '報名指引');
  await expect(page).toHaveTitle('第三屆觀光金質獎 - 報名指引');
  const crumbs = page.getByRole('navigation', { name: '目前位置' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['首頁', '報名指引']);
  await expect(crumbs.last().locator('[aria-current="page"]')).toHaveText('報名指引');

  const gallery = page.getByRole('region', { name: '報名指引圖輯' });
  await expect(gallery.getByRole('list', { name: '縮圖列表' }).getByRole('button')).toHaveCount(25);
  const image = gallery.getByRole('group').getByRole('img');
  await expect(image).toHaveAccessibleName(guide.slides[0]!.alt);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
  await expectNoAxeViolations(page);
});

test('every guide image and thumbnail is served', async ({ request }) => {
  for (const s of guide.slides) {
    for (const href of [s.file, s.thumbnail]) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type']).toContain('image/webp');
    }
  }
});

test('the guide slider moves by keyboard and the caption names the step', async ({ page }) => {
  await openPage(page, '/pages/register/guide', '報名指引');
  const gallery = page.getByRole('region', { name: '報名指引圖輯' });
  await gallery.getByRole('button', { name: '下一張' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByRole('list', { name: '縮圖列表' }).getByRole('button').nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByText(`步驟 3：${guide.slides[2]!.title}`)).toBeVisible();
  await expect(gallery.getByRole('group').getByRole('img')).toHaveAccessibleName(guide.slides[2]!.alt);
  await expectNoAxeViolations(page);
});
