// `npm run guide:images`: walks our own registration and upload screens as a new registrant does, in
// Chromium against the real site (./render.ts), and writes one screenshot per guide step as WebP plus
// a thumbnail into src/web/public/art/guide/, and the slide list with captions and alt texts into
// src/web/pages/register/guide-slides.json. A step that fails stops the run (no placeholder images).
// `npm run guide:check` renders the same way and compares with what is committed (./check.ts).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE } from './frame';
import { renderGuide, ROOT } from './render';
import { SLIDE_WEBP, THUMB, THUMB_WEBP } from './encoding';

const artDir = join(ROOT, 'src/web/public/art/guide');
const manifestPath = join(ROOT, 'src/web/pages/register/guide-slides.json');

const rendered = await renderGuide();
await rm(artDir, { recursive: true, force: true });
await mkdir(artDir, { recursive: true });
const slides = [];
for (const { step, name, png } of rendered) {
  await sharp(png).webp(SLIDE_WEBP).toFile(join(artDir, `${name}.webp`));
  await sharp(png).resize(THUMB.width, THUMB.height).webp(THUMB_WEBP).toFile(join(artDir, `${name}-thumb.webp`));
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
