// altcha 3.2 writes `dir=""` on its box (for left-to-right languages it assigns the property to itself)
// and `name=""` on its checkbox (hard-coded): both are invalid HTML (the Nu Html Checker refuses empty
// values). Neither carries meaning, so they are removed as the widget renders, and whenever it re-renders.
const EMPTY = ['dir', 'name'] as const;

function strip(root: Element): void {
  for (const attr of EMPTY) {
    for (const el of root.querySelectorAll(`[${attr}=""]`)) el.removeAttribute(attr);
  }
}

/** Keeps `root` (the widget element) free of empty dir/name attributes; returns the stop function. */
export function stripEmptyAttributes(root: Element): () => void {
  strip(root);
  const observer = new MutationObserver(() => strip(root));
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: [...EMPTY] });
  return () => observer.disconnect();
}
