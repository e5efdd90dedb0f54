// Writes the site's default shared-link image (Open Graph / Twitter card, 1200 × 630 PNG) from our own
// artwork: the home page's landscape under the programme emblem on the header's colour. PNG because
// link previews do not render SVG. Run `node scripts/share-image/main.mjs` after changing the artwork.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const art = (name) => fileURLToPath(new URL(`../../src/web/public/art/${name}`, import.meta.url));
const WIDTH = 1200;
const HEIGHT = 630;

const landscape = await sharp(await readFile(art('hero-landscape.svg')), { density: 150 }).resize(WIDTH, 300, { fit: 'cover', position: 'bottom' }).png().toBuffer();
const emblem = await sharp(await readFile(art('emblem.svg')), { density: 1200 }).resize(260, 260).png().toBuffer();
await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#0b3d5c' } })
  .composite([
    { input: landscape, left: 0, top: HEIGHT - 300 },
    { input: emblem, left: (WIDTH - 260) / 2, top: 90 },
  ])
  .png({ compressionLevel: 9, palette: true })
  .toFile(art('share-default.png'));
