// Renders the guide: starts the real site (./server.ts), walks the 25 steps (./steps.ts) in headless
// Chromium with the fixed data of ./fixed.ts, and returns each slide as the PNG the gallery shows
// (IMAGE size). Used by `npm run guide:images` (writes them) and `npm run guide:check` (compares).
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { guideContext, liveWindow, maskDates } from './fixed';
import { IMAGE, SCALE, VIEWPORT } from './frame';
import { startServer } from './server';
import { GUIDE_STEPS, type GuideStep, type Tour } from './steps';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface Slide {
  step: GuideStep;
  /** File name without extension: guide-01-register-page. */
  name: string;
  /** The slide at IMAGE size, PNG. */
  png: Buffer;
}

export async function renderGuide(log: (line: string) => void = console.log): Promise<Slide[]> {
  const live = liveWindow();
  maskDates(live);
  const server = await startServer(ROOT, { REGISTRATION_CLOSES_AT: live.registrationClosesAt, UPLOAD_CLOSES_AT: live.uploadClosesAt });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none'],
  });
  try {
    const context = await guideContext(browser, server.url, { viewport: VIEWPORT, deviceScaleFactor: SCALE });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.warn(`page error: ${e.message}`));
    // A fixed contact (no random name or address anywhere in the tour).
    const tour: Tour = { browser, context, page, baseURL: server.url, dataDir: server.dataDir, email: 'wang.xiaoming@example.com', registrationNumber: '' };
    const slides: Slide[] = [];
    for (const [i, step] of GUIDE_STEPS.entries()) {
      let shot: Buffer;
      try {
        shot = await step.shoot(tour);
      } catch (error) {
        await page.screenshot({ path: join(server.dataDir, '..', `guide-failed-${step.name}.png`) }).catch(() => {});
        throw new Error(`guide step ${i + 1} (${step.name}) failed`, { cause: error });
      }
      const png = await sharp(shot).resize(IMAGE.width, IMAGE.height, { fit: 'cover', position: 'top' }).png().toBuffer();
      slides.push({ step, name: `guide-${String(i + 1).padStart(2, '0')}-${step.name}`, png });
      log(`guide: ${i + 1}/${GUIDE_STEPS.length} ${step.title}`);
    }
    return slides;
  } finally {
    await browser.close();
    await server.stop();
  }
}
