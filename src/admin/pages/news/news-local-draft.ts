// What the news editor holds but the server does not yet, kept in this browser's localStorage (issue 29,
// item 3): a reload, a crash, a closed tab or an expired session (the sign-in form replaces the page) loses
// nothing, and reopening the item offers it back. Keyed by staff member and item, so a shared computer
// never offers one person's text to another; cleared when the item is saved.
import type { NewsFields } from './news-api';

export interface LocalNewsDraft {
  fields: Partial<NewsFields>;
  /** When it was kept (ISO 8601). */
  keptAt: string;
  /** The item's version the editor started from (0 for an item not saved yet). */
  version: number;
}

export const localDraftKey = (staffUid: string, itemUid: string | null) => `news-draft:${staffUid}:${itemUid ?? 'new'}`;

export function readLocalDraft(key: string): LocalNewsDraft | null {
  try {
    const raw = localStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as Partial<LocalNewsDraft>) : null;
    return draft && typeof draft.fields === 'object' && draft.fields !== null && typeof draft.keptAt === 'string' ? { version: 0, ...draft } as LocalNewsDraft : null;
  } catch {
    return null;
  }
}

export function keepLocalDraft(key: string, fields: Partial<NewsFields>, version: number): void {
  try {
    localStorage.setItem(key, JSON.stringify({ fields, keptAt: new Date().toISOString(), version } satisfies LocalNewsDraft));
  } catch {
    // Storage full or disabled: the editor still works and still asks before leaving.
  }
}

export function clearLocalDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

const text = (v: string | null | undefined) => v ?? '';
const time = (v: string | undefined) => (v ? Date.parse(v) : NaN);

/** Whether two sets of the form's fields say the same (an empty summary or body however written; a time
 * however its zone is written). */
export function sameNewsFields(a: Partial<NewsFields>, b: Partial<NewsFields>): boolean {
  const ta = time(a.startsAt);
  const tb = time(b.startsAt);
  return (
    text(a.title) === text(b.title) &&
    text(a.category) === text(b.category) &&
    text(a.summary) === text(b.summary) &&
    text(a.content) === text(b.content) &&
    (ta === tb || (Number.isNaN(ta) && Number.isNaN(tb)))
  );
}
