// Issue 14: the winner list, the heroes board and a hero's detail keep still while their lists arrive (layout shift
// ≤ 0.05, the target of `npm run bench:pages`). The list request is held until the loading state is
// on screen, so the lists always arrive after the first paint, as on a slow phone; the page's layout
// shifts are then summed by a PerformanceObserver from the first paint on (no timing involved).
import { expect, test, type Page } from '@playwright/test';

const MAX_SHIFT = 0.05;

/** Sums every layout shift not caused by input, from the page's start (buffered entries included). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift so far, read after two frames so the observer has been told of the last layout. */
const shiftSoFar = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __shift: number }).__shift))),
      ),
  );

/** Holds the first request to `api` until `release` is called. */
async function holdRequest(page: Page, api: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${api}`, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

export function layoutShiftTests() {
  test('the winner list keeps still while its lists arrive', async ({ page }) => {
    await watchShifts(page);
    const release = await holdRequest(page, '/api/awards/v1/list-all');
    await page.goto('/pages/awards/second');
    await expect(page.getByRole('status', { name: '得獎名單載入中' })).toBeVisible();
    release();
    await expect(page.getByRole('link', { name: '前往英雄榜' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await shiftSoFar(page)).toBeLessThanOrEqual(MAX_SHIFT);
  });

  test('the heroes board keeps still while its cards arrive', async ({ page }) => {
    await watchShifts(page);
    const release = await holdRequest(page, '/api/leaderboards/v1/list');
    await page.goto('/heroPages/heroes/second');
    await expect(page.getByRole('status', { name: '英雄榜載入中' })).toBeVisible();
    release();
    const cards = page.getByRole('list', { name: '英雄列表' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText(/^共 \d+ 筆$/)).toBeVisible();
    // Covers have their size before they load; wait for the first one anyway, so a late image counts.
    await expect.poll(() => cards.first().locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    expect(await shiftSoFar(page)).toBeLessThanOrEqual(MAX_SHIFT);
  });

  test("an individual hero's detail keeps still while the story arrives", async ({ page, request }) => {
    const answer = await request.post('/api/awards/v1/list-all', { data: { editionCategory: 'edition_2nd' } });
    const groups = (await answer.json()) as { data: { winners: { entityType: string; leaderboardsUid: string | null }[] }[] };
    const uid = groups.data.flatMap((g) => g.winners).find((w) => w.entityType === 'individual' && w.leaderboardsUid)?.leaderboardsUid;
    expect(uid, 'the seed has an individual winner of edition 2 with a detail page').toBeTruthy();
    await watchShifts(page);
    const release = await holdRequest(page, `/api/leaderboards/v1/read/${uid}`);
    await page.goto(`/heroPages/second/individual/${uid}`);
    await expect(page.getByRole('status', { name: '英雄資料載入中' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shiftSoFar(page)).toBeLessThanOrEqual(MAX_SHIFT);
  });
}
