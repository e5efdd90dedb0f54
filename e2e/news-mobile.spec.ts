// On a 375 px phone the header collapses: tool icons and the user menu sit next to the menu toggle,
// the navigation opens under the bar and closes after navigating.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('the burger menu opens the navigation and closes after navigating', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主選單' });
  const toggle = page.getByRole('button', { name: '開啟選單' });
  await expect(toggle).toBeVisible();
  await expect(nav).toBeHidden();

  // Tools and user menu on the same row as the toggle, inside the screen.
  const row = await toggle.boundingBox();
  for (const name of ['首頁', '網站導覽', '會員選單']) {
    const box = await page.getByRole('banner').getByRole(name === '會員選單' ? 'button' : 'link', { name, exact: true }).boundingBox();
    expect(Math.abs(box!.y + box!.height / 2 - (row!.y + row!.height / 2))).toBeLessThan(8);
    expect(box!.x + box!.width).toBeLessThanOrEqual(row!.x);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await toggle.tap();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: '關閉選單' })).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: '最新消息' }).tap();
  await expect(page).toHaveURL(/\/pages\/news$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: '開啟選單' })).toHaveAttribute('aria-expanded', 'false');

  // A menu inside the collapsed navigation opens in place.
  await page.getByRole('button', { name: '開啟選單' }).tap();
  await nav.getByRole('button', { name: '報名專區' }).tap();
  await nav.getByRole('link', { name: '報名指引' }).tap();
  await expect(page).toHaveURL(/\/pages\/register\/guide$/);
  await expect(nav).toBeHidden();
});

test('news list and an item read well at 375 px', async ({ page }) => {
  await page.goto('/pages/news');
  const first = page.getByRole('list', { name: '消息列表' }).getByRole('link').first();
  await first.tap();
  await expect(page.getByRole('article')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('link', { name: '回列表' }).tap();
  await expect(page).toHaveURL(/\/pages\/news$/);
});
