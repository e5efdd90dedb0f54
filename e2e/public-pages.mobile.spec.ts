// The public content pages on a 375 px phone: heading and breadcrumb, no sideways scrolling, three
// thumbnails per view in the brochure strip, and axe over every page.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openPage, PUBLIC_PAGES } from './public-pages';

test.use({ viewport: { width: 375, height: 812 } });

for (const p of PUBLIC_PAGES) {
  test(`${p.path} at 375 px: heading, breadcrumb, no overflow, axe`, async ({ page }) => {
    await openPage(page, p.path, p.title);
    await expect(page.getByRole('navigation', { name: '目前位置' }).getByRole('listitem')).toHaveText([...p.trail]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
}

test('home at 375 px: the simpler title block, no overflow, axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('觀光金質獎');
  await expect(page.getByRole('contentinfo')).toContainText('@');
  // Below 992 px only the first five sparkles show.
  const shown = await page.getByTestId('home-sparkles').locator('span').evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none').length);
  expect(shown).toBe(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test('the brochure strip shows three thumbnails per view and follows the slider', async ({ page }) => {
  await openPage(page, '/pages/activity/info', '活動簡章');
  const gallery = page.getByRole('region', { name: '活動簡章圖輯' });
  const strip = gallery.getByRole('list', { name: '縮圖列表' });
  const thumbs = strip.getByRole('button');
  const visible = async () => {
    const box = (await strip.boundingBox())!;
    const flags = [];
    for (let i = 0; i < (await thumbs.count()); i++) {
      const t = (await thumbs.nth(i).boundingBox())!;
      flags.push(t.x >= box.x - 1 && t.x + t.width <= box.x + box.width + 1);
    }
    return flags;
  };
  expect((await visible()).filter(Boolean)).toHaveLength(3);
  const next = gallery.getByRole('button', { name: '下一張' });
  for (let i = 0; i < 5; i++) await next.tap();
  await expect(thumbs.nth(5)).toHaveAttribute('aria-current', 'true');
  await expect.poll(async () => (await visible())[5]).toBe(true);
});
