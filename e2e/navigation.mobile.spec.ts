// Layout at 375 px and below (issue 14): the back-to-top button never covers a button or link, and
// the header's icons never cover the site name.
import { expect, test } from '@playwright/test';
import { expectBackToTopCoversNoControl } from './back-to-top';

for (const path of ['/pages/recommend', '/pages/activity/faq', '/pages/register']) {
  test(`at 375 px the back-to-top button covers no control on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page is long enough for the button to show.
    expect(await expectBackToTopCoversNoControl(page)).toBeGreaterThan(0);
  });
}

test('at 340 px the header icons leave the site name uncovered', async ({ page }) => {
  await page.setViewportSize({ width: 340, height: 700 });
  await page.goto('/');
  const name = page.getByRole('banner').getByRole('link', { name: /回首頁/ });
  const nameBox = (await name.boundingBox())!;
  const tools = page.getByRole('banner').getByRole('link', { name: '首頁', exact: true });
  const toolBox = (await tools.boundingBox())!;
  expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(toolBox.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(340);
});
