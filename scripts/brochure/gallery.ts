// The brochure's slides (a cover and one per section) with their titles and alt texts: one home for
// the gallery images (./main.ts) and the promotional video made from them (scripts/video/promo.ts).
// Dates default to the published 3rd-edition window (README.md), not the demo's rolling window, so
// the committed files do not change from run to run; set the usual settings to print others.
import { loadConfig, type Config } from '../../src/server/platform/config/config';
import type { Brochure } from './content';
import { coverSvg, sectionSvg } from './slides';

const PUBLISHED_WINDOW = { REGISTRATION_CLOSES_AT: '2025-10-09T23:59:59+08:00', UPLOAD_CLOSES_AT: '2025-10-15T23:59:59+08:00' };

export const publishedConfig = (): Config => loadConfig({ ...PUBLISHED_WINDOW, ...process.env });

export interface GallerySlide {
  /** The slide as SVG (SLIDE size). */
  markup: string;
  title: string;
  alt: string;
}

export function gallerySlides(brochure: Brochure): GallerySlide[] {
  const total = brochure.sections.length + 1;
  return [
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
}
