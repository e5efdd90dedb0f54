// The gallery images of the brochure page: a cover and one slide per section, drawn as SVG (text as
// glyph paths) and written as WebP by sharp, each with a thumbnail.
import sharp from 'sharp';
import type { Brochure, Section } from './content';
import { GlyphSheet } from './glyph-text';

export const SLIDE = { width: 1280, height: 720 } as const;
export const THUMB = { width: 320, height: 180 } as const;

const NAVY = '#0b3d5c';
const NAVY_DARK = '#062a41';
const GOLD = '#f4c542';
const CREAM = '#f7f5ef';
const INK = '#1f2a33';
const STAR = 'M12 1.5l2.9 7.1 7.6.6-5.8 4.9 1.8 7.4L12 17.5l-6.5 4 1.8-7.4-5.8-4.9 7.6-.6z';

const svg = (sheet: GlyphSheet, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE.width}" height="${SLIDE.height}" viewBox="0 0 ${SLIDE.width} ${SLIDE.height}"><defs>${sheet.defsMarkup()}</defs>${body}</svg>`;

const star = (x: number, y: number, size: number, opacity: number) =>
  `<path d="${STAR}" fill="${GOLD}" opacity="${opacity}" transform="translate(${x} ${y}) scale(${size / 24})"/>`;

export function coverSvg(b: Brochure): string {
  const sheet = new GlyphSheet();
  const body = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NAVY_DARK}"/><stop offset="1" stop-color="#1b6aab"/></linearGradient></defs>`,
    `<rect width="1280" height="720" fill="url(#bg)"/>`,
    `<circle cx="1010" cy="470" r="230" fill="${GOLD}" opacity="0.16"/><circle cx="1010" cy="470" r="90" fill="#fde096" opacity="0.85"/>`,
    star(140, 90, 34, 0.8),
    star(420, 60, 18, 0.6),
    star(1150, 110, 30, 0.75),
    star(760, 150, 16, 0.55),
    `<path d="M0 560 L150 470 L270 520 L420 420 L560 500 L700 440 L850 520 L990 460 L1130 530 L1280 480 L1280 720 L0 720Z" fill="#2a73af" opacity="0.55"/>`,
    `<path d="M0 620 L140 580 L300 610 L440 560 L600 610 L760 570 L920 620 L1080 580 L1280 610 L1280 720 L0 720Z" fill="${NAVY}"/>`,
    `<path d="M0 668 C200 652 400 684 640 668 S1080 652 1280 668 L1280 720 L0 720Z" fill="${CREAM}"/>`,
    sheet.text(b.subtitle, 110, 200, 40, GOLD, 'bold'),
    sheet.text(b.siteTitle, 110, 310, 96, '#ffffff', 'bold'),
    ...b.organisers.map((line, i) => sheet.text(line, 110, 400 + i * 48, 30, '#e6eef5')),
  ].join('');
  return svg(sheet, body);
}

/** Fits the bullets by stepping the font size down until they fit the content box. */
function layoutBullets(sheet: GlyphSheet, bullets: string[], maxWidth: number, maxHeight: number) {
  for (let size = 34; size >= 20; size -= 2) {
    const lineHeight = size * 1.55;
    const gap = size * 0.55;
    const wrapped = bullets.map((b) => sheet.wrap(b, size, maxWidth));
    const height = wrapped.reduce((h, lines) => h + lines.length * lineHeight + gap, -gap);
    if (height <= maxHeight) return { size, lineHeight, gap, wrapped, height };
  }
  throw new Error(`Brochure slide text does not fit: ${bullets[0]}`);
}

export function sectionSvg(b: Brochure, section: Section, index: number, total: number): string {
  const sheet = new GlyphSheet();
  const left = 110;
  const top = 200;
  const { size, lineHeight, gap, wrapped, height } = layoutBullets(sheet, section.bullets, 1280 - left - 110, 720 - top - 90);
  let y = top + Math.max(0, (720 - top - 90 - height) / 2) + size;
  const bullets: string[] = [];
  wrapped.forEach((lines) => {
    bullets.push(`<circle cx="${left - 30}" cy="${(y - size * 0.35).toFixed(1)}" r="${(size * 0.22).toFixed(1)}" fill="${GOLD}"/>`);
    lines.forEach((line) => {
      bullets.push(sheet.text(line, left, y, size, INK));
      y += lineHeight;
    });
    y += gap;
  });
  const body = [
    `<rect width="1280" height="720" fill="${CREAM}"/>`,
    `<rect width="1280" height="150" fill="${NAVY}"/>`,
    `<rect y="150" width="1280" height="8" fill="${GOLD}"/>`,
    star(1160, 40, 40, 0.9),
    star(1110, 92, 18, 0.6),
    sheet.text(String(index - 1).padStart(2, '0'), 80, 102, 56, GOLD, 'bold'), // section number (slide 1 is the cover)
    sheet.text(section.title, 190, 100, 50, '#ffffff', 'bold'),
    ...bullets,
    `<rect y="680" width="1280" height="40" fill="${NAVY_DARK}"/>`,
    sheet.text(`${b.siteTitle}\u3000${b.subtitle}`, 80, 708, 20, '#cfe0ee'),
    sheet.text(`${index} / ${total}`, 1200, 708, 20, '#cfe0ee', 'regular', 'middle'),
  ].join('');
  return svg(sheet, body);
}

export async function writeSlide(markup: string, mainPath: string, thumbPath: string): Promise<void> {
  const image = sharp(Buffer.from(markup));
  await image.clone().webp({ quality: 82 }).toFile(mainPath);
  await image.clone().resize(THUMB.width, THUMB.height).webp({ quality: 80 }).toFile(thumbPath);
}
