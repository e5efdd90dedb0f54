// Whether the window is scrolled beyond a threshold. Re-renders only when the answer flips, not on
// every scroll event. `subscribe` also serves the scroll restoration.
import { useCallback, useSyncExternalStore } from 'react';

export function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** `threshold` in pixels, or a function of the window (e.g. half its height). */
export function useScrolledPast(threshold: number | ((win: Window) => number)): boolean {
  const snapshot = useCallback(
    () => window.scrollY > (typeof threshold === 'function' ? threshold(window) : threshold),
    [threshold],
  );
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
