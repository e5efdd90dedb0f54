// The floating back-to-top button must never cover a control (issue 14): scroll the page from top to
// bottom and, wherever the button shows, compare its box with every visible control in the main region.
import { expect, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Boxes (in the viewport) of every visible control in the main region. */
const controlBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main a, main button, main input, main select, main textarea')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight)
      .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
  );

/** Scrolls the whole page; returns how many positions showed the button (each checked). */
export async function expectBackToTopCoversNoControl(page: Page, label = ''): Promise<number> {
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
    for (const box of await controlBoxes(page)) expect(overlaps(button, box), `${label} at ${y}px: ${JSON.stringify(box)}`).toBe(false);
    seen++;
  }
  return seen;
}
