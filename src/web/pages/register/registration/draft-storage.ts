// The unsent new registration, kept in this tab's sessionStorage so that a reload or a lost connection
// loses nothing. What may be kept is decided by the machine's rules (toDraft: never the ID number).
import type { FormData } from '../../../../../machines/registration';

const KEY = 'registration-draft';

export function loadDraft(): FormData | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const draft = raw ? (JSON.parse(raw) as unknown) : null;
    return draft && typeof draft === 'object' && Object.keys(draft).length > 1 ? (draft as FormData) : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: FormData): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
