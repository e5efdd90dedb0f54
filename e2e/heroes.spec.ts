// Winner lists and heroes boards in a real browser: the team/individual toggle survives a reload, the
// search finds a demo hero by a keyword with spaces around it, a winner links to its detail page, and
// axe finds nothing on these pages at desktop and phone widths.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { analyzeAtRest } from './public-pages';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

const heroCards = (page: Page) => page.getByRole('list', { name: '英雄列表' }).getByRole('link');

test('the team/individual choice survives a reload', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/heroPages/heroes/first');
  await expect(page.getByRole('heading', { level: 1, name: '第一屆英雄榜' })).toBeVisible();
  await expect(page.getByRole('button', { name: '團體' })).toHaveAttribute('aria-pressed', 'true');
  await expect(heroCards(page).first()).toBeVisible();

  await page.getByRole('button', { name: '個人' }).click();
  await expect(page.getByRole('button', { name: '個人' })).toHaveAttribute('aria-pressed', 'true');
  await expect(heroCards(page).filter({ hasText: '林雨潔' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: '個人' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '團體' })).toHaveAttribute('aria-pressed', 'false');
  await expect(heroCards(page).filter({ hasText: '林雨潔' })).toBeVisible();
  await expect(heroCards(page).filter({ hasText: '晨曦大飯店-房務部經理' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the search finds a demo hero by a keyword with spaces around it', async ({ page }) => {
  await page.goto('/heroPages/heroes/second');
  await expect(heroCards(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: '關鍵字' }).fill('  月光灣  ');
  await page.getByRole('button', { name: '搜尋' }).click();
  await expect(page.getByText('共 1 筆')).toBeVisible();
  await expect(heroCards(page)).toHaveCount(1);
  await expect(heroCards(page).first()).toContainText('月光灣海景飯店');
});

test('a winner on an awards page opens its detail page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/pages/awards/second');
  await expect(page.getByRole('heading', { level: 1, name: '第二屆得獎名單' })).toBeVisible();
  const award = page.getByRole('region', { name: '團體組金質獎' });
  await award.getByRole('link', { name: /月光灣海景飯店/ }).click();
  await expect(page).toHaveURL(/\/heroPages\/second\/team\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: '月光灣海景飯店' })).toBeVisible();
  // The cover beside the name is decorative (alt=""): nothing calls it 「示意插畫」.
  await expect(page.getByRole('article').getByRole('presentation')).toBeVisible();
  await expect(page.getByRole('article').getByRole('presentation')).toHaveAttribute('alt', '');
  await expect(page.getByRole('navigation', { name: '目前位置' })).toContainText('第二屆團體英雄');
  await page.getByRole('link', { name: '回英雄榜' }).click();
  await expect(page).toHaveURL(/\/heroPages\/heroes\/second$/);
  expect(errors).toEqual([]);
});

test('the third edition says there is no winner list yet', async ({ page }) => {
  await page.goto('/pages/awards/third');
  await expect(page.getByText('第 3 屆尚無得獎名單資料')).toBeVisible();
});

const ROUTES = [
  '/pages/awards/first',
  '/pages/awards/third',
  '/heroPages/heroes/first',
  '/heroPages/first/individual/4e7a0000-0000-4000-8000-000012000002',
  '/pages/abouttype',
];

for (const width of [1280, 375]) {
  test(`axe finds no violations on the awards, heroes and job-title pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: /載入中/ })).toHaveCount(0); // loaded
      const { violations } = await analyzeAtRest(page, new AxeBuilder({ page }));
      expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}
