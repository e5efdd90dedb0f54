// The promotional film (about half a minute) from the brochure's own slides and
// texts (scripts/brochure/gallery.ts): the cover, then one slide per section of the programme, each
// captioned with its title (the cover with the programme's name); the transcript gives each slide's full text. No browser needed.
import sharp from 'sharp';
import { brochureContent } from '../brochure/content';
import { gallerySlides, publishedConfig } from '../brochure/gallery';
import type { Shot } from './film';

/** Seconds on screen: the cover a little longer than a section. */
export const PROMO_TIMING = { cover: 4, section: 3 } as const;

export async function promoShots(): Promise<Shot[]> {
  const brochure = brochureContent(publishedConfig());
  const slides = gallerySlides(brochure);
  return Promise.all(
    slides.map(async (slide, i) => ({
      png: await sharp(Buffer.from(slide.markup)).png().toBuffer(),
      seconds: i === 0 ? PROMO_TIMING.cover : PROMO_TIMING.section,
      // The cover's gallery title (「封面」) names the slide, not what it says.
      caption: i === 0 ? `${brochure.siteTitle}${brochure.subtitle}` : slide.title,
      // The transcript shows the caption before the description: the slide's text without its title.
      description: i === 0 ? `${brochure.organisers.join('，')}。` : slide.alt.replace(`${slide.title}：`, ''),
    })),
  );
}
