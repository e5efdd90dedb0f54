// Shared by the public-pages specs: the content pages with their headings, and an axe check.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PUBLIC_PAGES = [
  { path: '/pages/recommend', title: '推薦專區', trail: ['首頁', '推薦專區'] },
  { path: '/pages/activity/info', title: '活動簡章', trail: ['首頁', '活動辦法', '活動簡章'] },
  { path: '/pages/activity/kit', title: '懶人包', trail: ['首頁', '活動辦法', '懶人包'] },
  { path: '/pages/activity/video', title: '宣傳影片', trail: ['首頁', '活動辦法', '宣傳影片'] },
  { path: '/pages/activity/faq', title: '常見問題', trail: ['首頁', '活動辦法', '常見問題'] },
  { path: '/pages/register/signupGuide', title: '報名教學影片', trail: ['首頁', '報名教學影片'] },
  { path: '/pages/sitemap', title: '網站導覽', trail: ['首頁', '網站導覽'] },
  { path: '/pages/privacy', title: '隱私權及安全政策', trail: ['首頁', '隱私權及安全政策'] },
  { path: '/pages/opendata', title: '政府網站資料開放宣告', trail: ['首頁', '政府網站資料開放宣告'] },
] as const;

/**
 * Runs axe on the page at rest. Axe measures colours as they are drawn, and half-way through a fade (a
 * notification coming or going, a modal opening) they are paler than at rest: transitions are switched
 * off while it measures (one that starts meanwhile, a notification closing itself, jumps to its end), and
 * finite animations are let finish. Endless ones (the home page's sparkles) are left running.
 */
export async function analyzeAtRest(page: Page, axe: AxeBuilder) {
  const noTransitions = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  try {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    return await axe.analyze();
  } finally {
    await noTransitions.evaluate((style) => style.parentNode?.removeChild(style));
  }
}

/** WCAG 2.1 A/AA rules over the whole page; returns the violations (ids and targets) for the message. */
export async function expectNoAxeViolations(page: Page) {
  const results = await analyzeAtRest(page, new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']));
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe on ${page.url()}`).toEqual([]);
}

/** Waits for the page's own content (heading) and for the settings-driven footer. */
export async function openPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('@');
}
