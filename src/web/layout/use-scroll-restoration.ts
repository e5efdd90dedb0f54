// A new page starts at its top (or at its #anchor); back and forward return to where the visitor
// was on that history entry. React Router's <ScrollRestoration> does the same but costs about 1 KB
// gzip on every route, and the register route has no bytes to spare (DESIGN.md section 9); this
// hook lives in the layout's after-the-page chunk (page-extras.tsx), which arrives long before a
// visitor's first click.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { subscribe } from './use-scrolled-past';

/** Scroll position per history entry (location.key), for this visit. */
const positions = new Map<string, number>();
/** The entry on screen: positions are recorded as the visitor scrolls, since by the time the next
 * page has rendered this one's position is gone. */
let shown = '';
const record = () => void positions.set(shown, window.scrollY);

export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  useEffect(() => subscribe(record), []);

  // Runs once the new page is in the DOM (the router changes the location after its code loaded).
  // Every push or replace makes a new key: a key seen before is back or forward.
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    // First run (this chunk just arrived): the visitor may already have scrolled, before anything
    // listened; keep that position for back/forward, and move only for an anchor.
    const first = !shown;
    shown = key;
    if (first) record();
    if (first && !hash) return;
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (positions.has(key) || !target) window.scrollTo(0, positions.get(key) ?? 0);
    else target.scrollIntoView();
  }, [key, hash]);
}
