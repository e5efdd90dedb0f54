// `npm run brochure`: writes the brochure gallery images (src/web/public/art/brochure/), the brochure
// and regulation PDFs (src/web/public/downloads/) and the gallery's list of images with their alt
// text (src/web/pages/activity/brochure-slides.json), all from our own text of the programme facts.
// Dates default to the published 3rd-edition window (README.md), not the demo's rolling window, so
// the committed files do not change from run to run; set the usual settings to print others.
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/platform/config/config';
import { brochureContent, regulationContent } from './content';
import { writeBrochurePdf, writeRegulationPdf } from './pdf';
import { coverSvg, sectionSvg, writeSlide } from './slides';

const PUBLISHED_WINDOW = { REGISTRATION_CLOSES_AT: '2025-10-09T23:59:59+08:00', UPLOAD_CLOSES_AT: '2025-10-15T23:59:59+08:00' };

const root = join(import.meta.dirname, '..', '..');
const artDir = join(root, 'src/web/public/art/brochure');
const downloadsDir = join(root, 'src/web/public/downloads');
const manifestPath = join(root, 'src/web/pages/activity/brochure-slides.json');

const config = loadConfig({ ...PUBLISHED_WINDOW, ...process.env });
const brochure = brochureContent(config);

await rm(artDir, { recursive: true, force: true });
await mkdir(artDir, { recursive: true });
await mkdir(downloadsDir, { recursive: true });

const total = brochure.sections.length + 1;
const slides = [
  {
    markup: coverSvg(brochure),
    title: '封面',
    alt: `${brochure.siteTitle}${brochure.subtitle}封面：${brochure.organisers.join('，')}`,
  },
  ...brochure.sections.map((section, i) => ({
    markup: sectionSvg(brochure, section, i + 2, total),
    title: section.title,
    alt: `${section.title}：${section.bullets.map((x) => (/[。！？]$/.test(x) ? x : `${x}；`)).join('')}`,
  })),
];

const gallery = [];
for (const [i, slide] of slides.entries()) {
  const name = `brochure-${String(i + 1).padStart(2, '0')}`;
  await writeSlide(slide.markup, join(artDir, `${name}.webp`), join(artDir, `${name}-thumb.webp`));
  gallery.push({ src: `/art/brochure/${name}.webp`, thumb: `/art/brochure/${name}-thumb.webp`, title: slide.title, alt: slide.alt });
}

const regulation = regulationContent(config);
await writeBrochurePdf(brochure, join(downloadsDir, 'brochure.pdf'));
await writeRegulationPdf(regulation, join(downloadsDir, 'regulation.pdf'));
const download = async (file: string, label: string) => ({ href: `/downloads/${file}`, label, bytes: (await stat(join(downloadsDir, file))).size });
const downloads = [await download('brochure.pdf', `${brochure.siteTitle}${brochure.subtitle}`), await download('regulation.pdf', regulation.title)];

await writeFile(manifestPath, `${JSON.stringify({ slides: gallery, downloads }, null, 2)}\n`);
console.log(`brochure: ${slides.length} gallery images, brochure.pdf, regulation.pdf`);
