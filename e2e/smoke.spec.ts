// The site comes up as a new user would see it.
import { expect, test } from '@playwright/test';

test('the home page loads with the site title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/第三屆觀光金質獎/);
});

test('an unknown page keeps the layout and says it is not found', async ({ page }) => {
  const res = await page.goto('/pages/no-such-page');
  expect(res?.status()).toBe(404); // the app's not-found page, with an honest status
  await expect(page).toHaveTitle(/找不到頁面/);
});
