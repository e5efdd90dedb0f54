// A hero's cover: an uploaded one comes in WebP and JPEG, two widths each (the server's `sources`);
// the browser picks the type and the width it needs. Demo covers (SVG) have one address.
import type { Hero } from './hero-display';

interface HeroCoverProps {
  cover: Hero['coverResourcesResp'];
  alt: string;
  className: string | undefined;
  /** How wide the picture is drawn, for the browser's choice of width. */
  sizes: string;
  first?: boolean;
}

export function HeroCover({ cover, alt, className, sizes, first }: HeroCoverProps) {
  const img = (
    <img
      className={className}
      src={cover.url}
      alt={alt}
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
