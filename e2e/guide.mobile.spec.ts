// The registration guide on a 375 px phone: heading, its 25 thumbnails, no sideways scrolling, and
// axe.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openPage } from './public-pages';

test.use({ viewport: { width: 375, height: 812 } });

test('the guide at 375 px: heading, no overflow, axe', async ({ page }) => {
  await openPage(page, '/pages/register/guide', '報名指引');
  await expect(page.getByRole('region', { name: '報名指引圖輯' }).getByRole('list', { name: '縮圖列表' }).getByRole('button')).toHaveCount(25);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
