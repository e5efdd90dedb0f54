// `npm run guide:images`: walks our own registration and upload screens as a new registrant does, in
// Chromium against the real site (started here on a fresh data directory, stopped at the end), and
// writes one screenshot per guide step as WebP plus a thumbnail into src/web/public/art/guide/, and
// the slide list with captions and alt texts into src/web/pages/register/guide-slides.json.
// The steps live in ./steps.ts; a step that fails stops the run (no placeholder images).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { startServer } from './server';
import { IMAGE, SCALE, VIEWPORT } from './frame';
import { GUIDE_STEPS, type Tour } from './steps';

const root = join(import.meta.dirname, '..', '..');
const artDir = join(root, 'src/web/public/art/guide');
const manifestPath = join(root, 'src/web/pages/register/guide-slides.json');
const THUMB = { width: 320, height: 180 };

const server = await startServer(root);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT, deviceScaleFactor: SCALE, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.warn(`page error: ${e.message}`));
  const tour: Tour = { browser, context, page, baseURL: server.url, dataDir: server.dataDir, email: 'wang.xiaoming@example.com', registrationNumber: '' };

  const shots: Buffer[] = [];
  for (const [i, step] of GUIDE_STEPS.entries()) {
    try {
      shots.push(await step.shoot(tour));
    } catch (error) {
      await page.screenshot({ path: join(server.dataDir, '..', `guide-failed-${step.name}.png`) }).catch(() => {});
      throw new Error(`guide step ${i + 1} (${step.name}) failed`, { cause: error });
    }
    console.log(`guide: ${i + 1}/${GUIDE_STEPS.length} ${step.title}`);
  }

  await rm(artDir, { recursive: true, force: true });
  await mkdir(artDir, { recursive: true });
  const slides = [];
  for (const [i, step] of GUIDE_STEPS.entries()) {
    const name = `guide-${String(i + 1).padStart(2, '0')}-${step.name}`;
    const image = sharp(shots[i]).resize(IMAGE.width, IMAGE.height, { fit: 'cover', position: 'top' });
    await image.clone().webp({ quality: 78 }).toFile(join(artDir, `${name}.webp`));
    await image.clone().resize(THUMB.width, THUMB.height).webp({ quality: 70 }).toFile(join(artDir, `${name}-thumb.webp`));
    slides.push({
      file: `/art/guide/${name}.webp`,
      thumbnail: `/art/guide/${name}-thumb.webp`,
      width: IMAGE.width,
      height: IMAGE.height,
      title: step.title,
      alt: step.alt,
    });
  }
  await writeFile(manifestPath, `${JSON.stringify({ slides }, null, 2)}\n`);
  console.log(`guide: ${slides.length} images in src/web/public/art/guide/`);
} finally {
  await browser.close();
  await server.stop();
}
