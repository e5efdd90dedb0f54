// `npm run video:check`: the committed films must show the screens and the brochure as they are now.
// Makes every shot afresh (the tutorial walks the real site in Chromium, like `guide:check`; the promo
// draws the brochure's slides), takes the committed MP4's frame in the middle of each shot (ffmpeg)
// and compares the two pixel by pixel (pixelmatch). H.264 blurs text a little, so a shot counts as
// drifted only when more pixels differ than that noise makes. Captions and descriptions must match the
// committed manifest too. Names each drifted shot (with a diff image) and the command that remakes
// the film. Needs Chromium and ffmpeg: run by .ci/run after the build, not by `npm test`.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { cuesOf, FILM_NAMES, frameAt, frameSize, manifestPath, publicPath, type FilmManifest, type FilmName, type Shot } from './film';
import { promoShots } from './promo';
import { tutorialShots } from './tutorial';

/** Share of a frame's pixels that may differ before the shot counts as drifted: H.264 noise measured up to 0.02 %, plus
 * the guide's own run-to-run rendering noise (up to 0.15 %, the error summary of step 10); one changed word is about 0.3 %. */
const TOLERANCE = 0.004;
/** Per-pixel colour distance pixelmatch ignores (0…1). */
const THRESHOLD = 0.15;

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const only = process.argv.slice(2) as FilmName[];
const films = only.length > 0 ? only : FILM_NAMES;
const diffDir = await mkdtemp(join(tmpdir(), 'video-drift-'));
let failed = false;
for (const name of films) {
  const shots: Shot[] = name === 'promo' ? await promoShots() : await tutorialShots(() => {});
  const manifest = JSON.parse(await readFile(manifestPath(name), 'utf8')) as FilmManifest;
  const drifted: string[] = [];
  const fresh = cuesOf(shots);
  if (fresh.length !== manifest.cues.length) drifted.push(`the film has ${manifest.cues.length} shots, now ${fresh.length}`);
  for (const [i, cue] of fresh.entries()) {
    const was = manifest.cues[i];
    if (was && JSON.stringify(cue) !== JSON.stringify(was)) drifted.push(`shot ${i + 1} (${cue.caption}): caption, description or timing differs from the committed ${name}-video.json`);
  }
  for (const [i, cue] of manifest.cues.entries()) {
    const shot = shots[i];
    if (!shot) break;
    const label = `shot ${i + 1} (${shot.caption})`;
    const frame = await frameAt(publicPath(manifest.mp4), (cue.start + cue.end) / 2);
    if (frame.length === 0) {
      drifted.push(`${label}: the committed film has no frame at ${((cue.start + cue.end) / 2).toFixed(2)} s`);
      continue;
    }
    const committed = await rgba(frame);
    const now = await rgba(await frameSize(shot.png));
    if (committed.width !== now.width || committed.height !== now.height) {
      drifted.push(`${label}: size ${committed.width}×${committed.height}, now ${now.width}×${now.height}`);
      continue;
    }
    const diff = new PNG({ width: now.width, height: now.height });
    const share = pixelmatch(committed.data, now.data, diff.data, now.width, now.height, { threshold: THRESHOLD }) / (now.width * now.height);
    if (process.env.VIDEO_CHECK_VERBOSE) console.log(`${name} ${label}: ${(share * 100).toFixed(3)} %`);
    if (share > TOLERANCE) {
      const diffPath = join(diffDir, `${name}-${String(i + 1).padStart(2, '0')}-diff.png`);
      await writeFile(diffPath, PNG.sync.write(diff));
      drifted.push(`${label}: ${(share * 100).toFixed(2)} % of pixels differ (diff: ${diffPath})`);
    }
  }
  if (drifted.length > 0) {
    failed = true;
    console.error(`video:check: the ${name} film no longer matches (${drifted.length} of ${shots.length} shots):`);
    for (const line of drifted) console.error(`  - ${line}`);
    console.error(`Remake it with \`npm run video:${name}\` and commit src/web/public/video/${name}.* and src/web/pages/activity/${name}-video.json.`);
  } else {
    console.log(`video:check: all ${shots.length} shots of the ${name} film match`);
  }
}
process.exit(failed ? 1 : 0);
