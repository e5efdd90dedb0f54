// Layout at 375 px and below (issue 14): the back-to-top button never covers a button or link, and
// the header's icons never cover the site name.
import { expect, test, type Page } from '@playwright/test';

const overlaps = (a: DOMRect | { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Boxes (in the viewport) of every visible button and link in the main region. */
const controlBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main a, main button, main input, main select, main textarea')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight)
      .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
  );

for (const path of ['/pages/recommend', '/pages/activity/faq', '/pages/register']) {
  test(`at 375 px the back-to-top button covers no control on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const top = page.getByRole('button', { name: '回到頁首' });
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    let seen = 0;
    for (let y = 0; y <= height + 100; y += 150) {
      // The button follows scroll events, which arrive with the next frames: wait for two.
      await page.evaluate(
        (to) => new Promise((done) => { window.scrollTo(0, to); requestAnimationFrame(() => requestAnimationFrame(done)); }),
        y,
      );
      if (!(await top.isVisible())) continue;
      const button = (await top.boundingBox())!;
      for (const box of await controlBoxes(page)) expect(overlaps(button, box), `at ${y}px: ${JSON.stringify(box)}`).toBe(false);
      seen++;
    }
    expect(seen).toBeGreaterThan(0); // the page is long enough for the button to show
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
