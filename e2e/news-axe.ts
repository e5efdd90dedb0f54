// axe over the news list and a news item, at 1280 and 375 px (issue 3: zero violations on every
// public route). The other public specs scan the programme pages, awards, heroes and the guide.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openPage } from './public-pages';

export function newsAxeTests(width: number) {
  test(`news list and a news item at ${width} px: axe`, async ({ page }) => {
    await openPage(page, '/pages/news', '最新消息');
    await expectNoAxeViolations(page);
    await page.locator('main a[href^="/pages/news/"]').first().click();
    await expect(page.getByRole('link', { name: '回列表' }).or(page.getByRole('button', { name: '回列表' }))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
