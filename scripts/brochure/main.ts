// `npm run brochure`: writes the brochure gallery images (src/web/public/art/brochure/), the brochure
// and regulation PDFs (src/web/public/downloads/) and the gallery's list of images with their alt
// text (src/web/pages/activity/brochure-slides.json), all from our own text of the programme facts.
// Dates: the published window (./gallery.ts).
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brochureContent, regulationContent } from './content';
import { gallerySlides, publishedConfig } from './gallery';
import { writeBrochurePdf, writeRegulationPdf } from './pdf';
import { writeSlide } from './slides';

const root = join(import.meta.dirname, '..', '..');
const artDir = join(root, 'src/web/public/art/brochure');
const downloadsDir = join(root, 'src/web/public/downloads');
const manifestPath = join(root, 'src/web/pages/activity/brochure-slides.json');

const config = publishedConfig();
const brochure = brochureContent(config);

await rm(artDir, { recursive: true, force: true });
await mkdir(artDir, { recursive: true });
await mkdir(downloadsDir, { recursive: true });

const slides = gallerySlides(brochure);

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
