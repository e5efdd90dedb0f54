// What makes the guide images the same on every run: the site runs with registration open (it must
// accept the tour's registration today), but the screenshots show the 3rd edition's published dates,
// one fixed registration number and upload code, and a countdown that starts from one value. Pages take the
// dates and "now" from the settings endpoint, which is rewritten here; what the server writes itself
// (the letter) is masked text for text. Nothing random or dated by the clock reaches an image, so
// `npm run guide:check` can compare a fresh rendering with the committed images.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { rocDate, rocDateTime, rocDateTimeWeekday, taipeiEndOfDay, taipeiIso } from '../../src/shared/taipei-time';

/** The published window (README.md, SPEC.md section 1), as the brochure shows it too. */
export const PUBLISHED = { registrationClosesAt: '2025-10-09T23:59:59+08:00', uploadClosesAt: '2025-10-15T23:59:59+08:00' } as const;
/** The countdown on the upload page: this long before uploads close. */
const COUNTDOWN_MS = ((25 * 24 + 13) * 60 + 45) * 60 * 1000;
/** What the images show instead of the random registration number and upload code. */
export const FIXED_REGISTRATION = { registrationNumber: 'G3-031415', accessCode: 'K7QW2M9XPR' } as const;

/** The window the guide's server runs with: open now (it must take the tour's registration). */
export function liveWindow(now = new Date()) {
  const registrationClosesAt = taipeiEndOfDay(now, 30);
  const uploadClosesAt = taipeiEndOfDay(new Date(Date.parse(registrationClosesAt)), 6);
  return { registrationClosesAt, uploadClosesAt };
}

const masks = new Map<string, string>();

/** From now on, every screenshot shows `fixed` wherever the page shows `real`. */
export function mask(real: string, fixed: string): void {
  if (real && real !== fixed) masks.set(real, fixed);
}

/** Masks every way a page or letter writes the live window's dates with the published ones. */
export function maskDates(live: ReturnType<typeof liveWindow>): void {
  for (const key of ['registrationClosesAt', 'uploadClosesAt'] as const) {
    for (const format of [rocDateTimeWeekday, rocDateTime, rocDate]) mask(format(live[key]), format(PUBLISHED[key]));
    mask(taipeiIso(live[key]).slice(0, 10), taipeiIso(PUBLISHED[key]).slice(0, 10));
  }
}

/** Runs in the page: swaps the masked strings in text nodes and input values; returns the inputs changed. */
const MASK_IN_PAGE = `function (list) {
  var swap = function (s) { return list.reduce(function (acc, p) { return acc.split(p[0]).join(p[1]); }, s); };
  var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (var n = walker.nextNode(); n; n = walker.nextNode()) {
    var next = swap(n.nodeValue || '');
    if (next !== n.nodeValue) n.nodeValue = next;
  }
  var fields = [];
  document.querySelectorAll('input').forEach(function (el, i) {
    var v = swap(el.value);
    if (v !== el.value) { fields.push([i, el.value]); el.value = v; }
  });
  return fields;
}`;

/** Replaces masked text in the page's text and field values; returns how to put the field values back. */
export async function applyMasks(page: Page): Promise<() => Promise<void>> {
  const pairs = [...masks].sort((a, b) => b[0].length - a[0].length);
  if (pairs.length === 0) return async () => {};
  // A plain string: tsx would wrap named functions of a callback in a helper the page lacks.
  const changed = (await page.evaluate(`(${MASK_IN_PAGE})(${JSON.stringify(pairs)})`)) as [number, string][];
  return async () => {
    if (changed.length === 0) return;
    await page.evaluate((fields) => {
      const inputs = document.querySelectorAll('input');
      for (const [i, value] of fields) inputs[i]!.value = value;
    }, changed);
  };
}

/**
 * A browser context for the tour: the settings the pages read carry the published window and a "now"
 * a fixed time before uploads close, so the upload page's countdown starts from one value (it may
 * tick a second or two before its shot: well inside the check's tolerance). The browser's clock
 * itself runs (a frozen one stalls the notices' transitions).
 */
export async function guideContext(browser: Browser, baseURL: string, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'zh-TW', timezoneId: 'Asia/Taipei', ...options });
  await context.route('**/api/settings/v1/public', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: Record<string, unknown> };
    body.data = {
      ...body.data,
      ...PUBLISHED,
      now: new Date(Date.parse(PUBLISHED.uploadClosesAt) - COUNTDOWN_MS).toISOString(),
    };
    await route.fulfill({ response: res, json: body });
  });
  // The registration the tour makes: its number and code are random; the images show fixed ones.
  context.on('response', async (res) => {
    if (!res.url().includes('/api/registrations/v1/create') || !res.ok()) return;
    const body = (await res.json().catch(() => null)) as { data?: { registrationNumber?: string; accessCode?: string } } | null;
    mask(body?.data?.registrationNumber ?? '', FIXED_REGISTRATION.registrationNumber);
    mask(body?.data?.accessCode ?? '', FIXED_REGISTRATION.accessCode);
  });
  return context;
}
