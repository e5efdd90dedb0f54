// Accessibility keys per the Taiwan government web convention: a ":::" anchor with accesskey U
// (header), C (main content) and Z (footer) on every page. Alt+key (Chrome, Edge) or Alt+Shift+key
// (Firefox) moves focus to the region. The sitemap page explains them from this same list.
import type { MouseEvent } from 'react';

export const ACCESS_KEYS = {
  U: { id: 'access-u', label: '上方功能區塊' },
  C: { id: 'access-c', label: '中央內容區塊' },
  Z: { id: 'access-z', label: '下方功能區塊' },
} as const;
export type AccessKey = keyof typeof ACCESS_KEYS;

/** Moves focus to an element (made focusable) without touching the URL, so the router and the
 * page's own hash stay as they are. */
export function focusRegion(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

export function AccessAnchor({ accessKey, className }: { accessKey: AccessKey; className?: string }) {
  const { id, label } = ACCESS_KEYS[accessKey];
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    focusRegion(id);
  };
  return (
    <a id={id} href={`#${id}`} accessKey={accessKey} title={label} className={className} onClick={onClick}>
      :::
    </a>
  );
}
