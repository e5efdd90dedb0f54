// Icons from our own sprite (public/art/icons.svg): one cached file instead of path data in the main
// bundle (the home route's JavaScript budget is tight). Decorative: the controls carry the names.
export type IconName = 'home' | 'sitemap' | 'chat' | 'mail' | 'user' | 'chevron-down' | 'arrow-up' | 'star';

export function Icon({ name, size = 22, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`/art/icons.svg#${name}`} />
    </svg>
  );
}
