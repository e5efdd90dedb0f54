// Icons of the content pages from our own sprite (public/art/kit-icons.svg). Decorative only.
export type ArtIconName = 'people' | 'calendar' | 'trophy' | 'folder' | 'steps' | 'phone' | 'gift' | 'play' | 'download' | 'chevron-left' | 'chevron-right';

export function ArtIcon({ name, size = 24, className }: { name: ArtIconName; size?: number; className?: string }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`/art/kit-icons.svg#${name}`} />
    </svg>
  );
}
