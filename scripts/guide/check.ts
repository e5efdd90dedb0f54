// `npm run guide:check`: the guide's images must show the pages as they are. Renders every slide
// afresh (./render.ts, headless Chromium on an ephemeral port), encodes it as the committed image was
// encoded, and compares the two pixel by pixel (pixelmatch). A slide whose differing pixels exceed a
// small tolerance (font rasterising may vary a little between machines) has drifted; the check then
// lists the drifted slides, writes a diff image of each, and names the command that brings them back
// in line. The slide list (captions, alt texts) must match too. Needs a browser: run by .ci/run after
// the build, not by `npm test`.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { SLIDE_WEBP } from './encoding';
import { renderGuide, ROOT } from './render';

/** Share of a slide's pixels that may differ (anti-aliasing, hinting) before it counts as drifted. */
const TOLERANCE = 0.005;
/** Per-pixel colour distance pixelmatch ignores (0…1); WebP's own noise stays below it. */
const THRESHOLD = 0.12;

async function rgba(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const artDir = join(ROOT, 'src/web/public/art/guide');
const manifest = JSON.parse(await readFile(join(ROOT, 'src/web/pages/register/guide-slides.json'), 'utf8')) as {
  slides: { file: string; title: string; alt: string }[];
};

const slides = await renderGuide();
const diffDir = await mkdtemp(join(tmpdir(), 'guide-drift-'));
const drifted: string[] = [];
for (const [i, { step, name, png }] of slides.entries()) {
  const listed = manifest.slides[i];
  if (!listed || listed.file !== `/art/guide/${name}.webp` || listed.title !== step.title || listed.alt !== step.alt) {
    drifted.push(`${name}: slide list (guide-slides.json) differs`);
    continue;
  }
  const committedFile = await readFile(join(artDir, `${name}.webp`)).catch(() => null);
  if (!committedFile) {
    drifted.push(`${name}: no committed image`);
    continue;
  }
  const fresh = await rgba(await sharp(png).webp(SLIDE_WEBP).toBuffer());
  const committed = await rgba(committedFile);
  if (fresh.width !== committed.width || fresh.height !== committed.height) {
    drifted.push(`${name}: size ${committed.width}×${committed.height}, now ${fresh.width}×${fresh.height}`);
    continue;
  }
  const diff = new PNG({ width: fresh.width, height: fresh.height });
  const differing = pixelmatch(committed.data, fresh.data, diff.data, fresh.width, fresh.height, { threshold: THRESHOLD });
  const share = differing / (fresh.width * fresh.height);
  if (share > TOLERANCE) {
    const diffPath = join(diffDir, `${name}-diff.png`);
    await writeFile(diffPath, PNG.sync.write(diff));
    drifted.push(`${name}: ${(share * 100).toFixed(2)} % of pixels differ (diff: ${diffPath})`);
  }
}
if (manifest.slides.length !== slides.length) drifted.push(`guide-slides.json lists ${manifest.slides.length} slides, the guide has ${slides.length}`);

if (drifted.length > 0) {
  console.error(`guide:check: ${drifted.length} of ${slides.length} guide images no longer match the pages:`);
  for (const line of drifted) console.error(`  - ${line}`);
  console.error('Regenerate them with `npm run guide:images` and commit src/web/public/art/guide/ and src/web/pages/register/guide-slides.json.');
  process.exit(1);
}
console.log(`guide:check: all ${slides.length} guide images match the pages`);
