// A hero's cover: an uploaded one comes in WebP and JPEG, two widths each (the server's `sources`);
// the browser picks the type and the width it needs. Demo covers (SVG) have one address.
// The cover is decorative (alt=""): it always sits beside the hero's name (the card's heading, inside the
// same link; the detail page's h1), and nobody writes what an uploaded cover shows. An alt repeating the
// name would make a screen reader say it twice, and 「示意插畫」 was untrue of an uploaded photo (WCAG
// 1.1.1, technique H67; issue 29, item 18).
import type { Hero } from './hero-display';

interface HeroCoverProps {
  cover: Hero['coverResourcesResp'];
  className: string | undefined;
  /** How wide the picture is drawn, for the browser's choice of width. */
  sizes: string;
  first?: boolean;
}

export function HeroCover({ cover, className, sizes, first }: HeroCoverProps) {
  const img = (
    <img
      className={className}
      src={cover.url}
      alt=""
      width={400}
      height={300}
      {...(first === undefined ? {} : { loading: first ? 'eager' : 'lazy', fetchPriority: first ? 'high' : 'auto' } as const)}
    />
  );
  if (!cover.sources?.length) return img;
  return (
    <picture>
      {cover.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
