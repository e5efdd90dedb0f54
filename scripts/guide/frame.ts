// How a guide image is framed: the browser window is 1024 × 576 CSS px at 1.25× scale, so every
// screenshot is 1280 × 720 (the gallery's 16:9) with text large enough to read on a phone. A step
// scrolls its subject to just below the sticky header; dialogs are shot as they sit on the page.
import type { Locator, Page, PageScreenshotOptions } from '@playwright/test';
import sharp from 'sharp';
import { applyMasks } from './fixed';

export const VIEWPORT = { width: 1024, height: 576 };
export const SCALE = 1.25;
export const IMAGE = { width: 1280, height: 720 };
export const PHONE = { width: 390, height: 760 };

/**
 * Scrolls `subject` (or the top of the page) near the top of the window and shoots it. The header
 * scrolls away with the page here (it is sticky on the site) so the step's fields get the room;
 * `above` keeps that many CSS px above the subject (its label, its heading).
 */
export async function frame(page: Page, subject?: Locator, above = 44): Promise<Buffer> {
  await page.addStyleTag({ content: 'header { position: static !important; }' });
  // Twice, each after any scrolling of the page's own has stopped (a smooth scroll to an error
  // summary, a list arriving above the subject): the subject lands at the same place on every run.
  for (let i = 0; i < 2; i++) {
    await scrollSettled(page);
    if (subject) {
      await subject.first().evaluate((el, gap) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - gap, behavior: 'instant' }), above);
    } else {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    }
    await page.waitForTimeout(250);
  }
  return shoot(page);
}

/** Waits until the page's scroll position holds still (at most 3 s). */
async function scrollSettled(page: Page): Promise<void> {
  let last = Number.NaN;
  for (let i = 0; i < 30; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(100);
  }
}

/** Every screenshot of the guide: random and dated values masked (./fixed.ts), no animation, no caret. */
export async function screenshot(page: Page, options: PageScreenshotOptions = {}): Promise<Buffer> {
  const restore = await applyMasks(page);
  try {
    return await page.screenshot({ animations: 'disabled', caret: 'hide', ...options });
  } finally {
    await restore();
  }
}

/** The window as it is (dialogs, toasts). */
export async function shoot(page: Page): Promise<Buffer> {
  await page.waitForTimeout(300); // let smooth scrolling and transitions settle
  return screenshot(page);
}

/** Closes the notices (toasts) of earlier steps so they do not cover this one. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator('.mantine-Notification-closeButton');
  // Queued notices slide in as others close: click whatever is there (moving or not) until none is left.
  for (let i = 0; i < 30 && (await close.count()) > 0; i++) {
    await close.first().click({ force: true, timeout: 2000 }).catch(() => {});
    await page.waitForTimeout(150);
  }
}

/** A dialog taller than the window, shot whole in a taller window and set on the 16:9 canvas. */
export async function dialogOnCanvas(page: Page, dialog: Locator): Promise<Buffer> {
  await page.setViewportSize({ width: VIEWPORT.width, height: 1100 });
  try {
    await page.waitForTimeout(300);
    const box = (await dialog.boundingBox())!;
    const pad = 16;
    const shot = await screenshot(page, {
      clip: { x: Math.max(0, box.x - pad), y: Math.max(0, box.y - pad), width: box.width + 2 * pad, height: box.height + 2 * pad },
    });
    return await onCanvas(shot, false);
  } finally {
    await page.setViewportSize(VIEWPORT);
  }
}

/** A phone screenshot (or a dialog) centred on a 16:9 canvas in the site's navy, with a rounded frame. */
export async function onCanvas(shot: Buffer, phone = true): Promise<Buffer> {
  const { width: w = 1, height: h = 1 } = await sharp(shot).metadata();
  const height = Math.min(IMAGE.height - 48, Math.round(((IMAGE.width - 96) * h) / w));
  const screen = await sharp(shot).resize({ height }).png().toBuffer();
  const { width = 0 } = await sharp(screen).metadata();
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${phone ? 28 : 12}" ry="${phone ? 28 : 12}"/></svg>`);
  const rounded = await sharp(screen).composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
  const bezel = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 20}" height="${height + 20}"><rect width="${width + 20}" height="${height + 20}" rx="${phone ? 36 : 18}" ry="${phone ? 36 : 18}" fill="#0b1f33"/></svg>`,
  );
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE.width}" height="${IMAGE.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d3b5e"/><stop offset="1" stop-color="#1d6a8f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const left = Math.round((IMAGE.width - width) / 2);
  const top = Math.round((IMAGE.height - height) / 2);
  return sharp(background)
    .composite([
      { input: bezel, left: left - 10, top: top - 10 },
      { input: rounded, left, top },
    ])
    .png()
    .toBuffer();
}
