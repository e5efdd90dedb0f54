// Brings a form field into view and gives it the focus: the field's own input when it is one, else
// the first focusable element inside its wrapper (radio groups, checklists, the security check).
const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function fieldElement(id: string): HTMLElement | null {
  const el = document.getElementById(id);
  if (!el) return document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}-"]`);
  if (el.matches(FOCUSABLE)) return el;
  return el.querySelector<HTMLElement>(FOCUSABLE) ?? el;
}

export function focusField(id: string): boolean {
  const el = fieldElement(id);
  if (!el) return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
  el.focus({ preventScroll: true });
  return true;
}

/** The DOM id RJSF gives a top-level field. */
export function fieldId(field: string): string {
  return `root_${field}`;
}
