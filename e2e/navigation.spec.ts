// Navigation and layout at 1280 px (issue 14): an in-site link opens the new page at its top, back
// returns to where the visitor was, each news item titles the document with its own title, an
// unknown address answers HTTP 404 with the not-found page, and a focused control is never left
// under the sticky header.
import { expect, test, type Page } from '@playwright/test';
import { addMerit, registerGroup, signInThroughForm } from './api-registrant';

const SITE = '第三屆觀光金質獎';
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a link opens the new page at its top, and back returns to where the visitor was', async ({ page }) => {
  await page.goto('/pages/recommend');
  await expect(page.getByRole('main').getByRole('link', { name: '立即報名' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(200); // the page is long enough for the check

  await page.getByRole('main').getByRole('link', { name: '立即報名' }).click();
  await expect(page).toHaveURL(/\/pages\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/pages\/recommend$/);
  await expect.poll(() => scrollY(page)).toBe(before);

  await page.goForward();
  await expect(page).toHaveURL(/\/pages\/register$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('the footer’s site-map link opens the site map at its top', async ({ page }) => {
  await page.goto('/pages/activity/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: '網站導覽' }).first().click();
  await expect(page).toHaveURL(/\/pages\/sitemap$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});

test('each news item titles the document with its own title', async ({ page }) => {
  await page.goto('/pages/news');
  const cards = page.getByRole('main').getByRole('link').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.nth(1)).toBeVisible();
  const titles: string[] = [];
  for (const i of [0, 1]) {
    await page.goto('/pages/news');
    const card = cards.nth(i);
    const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${SITE} - ${title}`);
    titles.push(await page.title());
  }
  expect(titles[0]).not.toBe(titles[1]);

  // Leaving the item gives the list its route title back.
  await page.getByRole('link', { name: '回列表' }).click();
  await expect(page).toHaveTitle(`${SITE} - 最新消息`);
});

test('an unknown address answers HTTP 404 with the not-found page; a page answers 200', async ({ page }) => {
  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeVisible();
  await expect(page.getByText('您要找的頁面不存在，可能已移除或網址有誤。')).toBeVisible();
  await expect(page).toHaveTitle(`${SITE} - 找不到頁面`);

  const known = await page.goto('/pages/sitemap');
  expect(known?.status()).toBe(200);
  const api = await page.request.get('/api/no/such/thing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: 4004 });
});

test('tabbing backwards never leaves the focused control under the sticky header', async ({ page }) => {
  await page.goto('/pages/register');
  await page.getByRole('button', { name: '團體組' }).click();
  await expect(page.getByLabel(/統一編號/).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const header = await page.getByRole('banner').boundingBox();
  const labels: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Shift+Tab');
    const box = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      // The skip link and the ":::" anchors show over the page's top corner by design.
      if (!el || el === document.body || el.closest('header') || el.matches('[accesskey], a[href="#access-c"]')) return null;
      const r = el.getBoundingClientRect();
      const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
      return r.width && r.height ? { top: r.top, label } : null;
    });
    if (!box) continue;
    expect(box.top, `control ${i} is below the header`).toBeGreaterThanOrEqual(header!.height - 1);
    labels.push(box.label);
  }
  // The form's fields were among them.
  expect(labels.some((l) => l.includes('統一編號'))).toBe(true);
});

test('decorative stars stay in the side gutters, clear of every heading and text', async ({ page }) => {
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pages/recommend');
    const stars = page.getByTestId('decorative-stars').locator('svg');
    await expect(stars).toHaveCount(8);
    await expect(stars.first()).toBeVisible();
    const clashes = await page.evaluate(() => {
      const boxes = (sel: string) => [...document.querySelectorAll(sel)].map((el) => el.getBoundingClientRect()).filter((r) => r.width && r.height);
      const stars = boxes('[data-testid="decorative-stars"] svg');
      const text = boxes('main h1, main h2, main h3, main p, main li, main dt, main dd, main a, main button');
      return stars.filter((s) => text.some((t) => s.left < t.right && t.left < s.right && s.top < t.bottom && t.top < s.bottom)).length;
    });
    expect(clashes, `at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect(page.getByTestId('decorative-stars').locator('svg').first()).toBeHidden();
});

test('after 下一步 the upload stepper lands just below the sticky header', async ({ page, request }) => {
  const me = await registerGroup(request, 'scroll', '林捲動');
  await signInThroughForm(page, me.registrationNumber, me.accessCode);
  const merits = page.getByRole('region', { name: '觀光優良事蹟' });
  await addMerit(merits, '114', '3', '舉辦國際旅展，吸引逾十萬人次參觀。');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('navigation', { name: '上傳步驟' }).locator('[aria-current="step"]')).toContainText('事蹟照片');

  const header = (await page.getByRole('banner').boundingBox())!;
  const workflow = page.locator('section[aria-label="資料上傳流程"]');
  // The smooth scroll ends with the workflow's top just below the header (scroll-padding-top).
  await expect.poll(async () => Math.round((await workflow.boundingBox())!.y - (header.y + header.height))).toBeGreaterThanOrEqual(0);
  await expect.poll(async () => Math.round((await workflow.boundingBox())!.y - (header.y + header.height))).toBeLessThanOrEqual(40);
});
