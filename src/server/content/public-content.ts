// What the back office changes on the public side, and who must forget their copy of it. Public reads
// are answered from memory (src/server/routes/cached-read.ts); after an editor's change commits, the
// handler calls publicContentChanged so that the next public read loads the new content at once.
// Call it AFTER the transaction commits: a read between an earlier call and the commit would cache
// the old rows again.
import { forgetCachedReads } from '../routes/cached-read';
import type { Services } from '../services';

export type ContentArea = 'news' | 'heroes' | 'awards' | 'vendors';

/** The cached-read keys each area's public answers are stored under (see the handlers in src/server/routes/). */
const KEY_TESTS: Record<ContentArea, (key: string) => boolean> = {
  news: (key) => key.startsWith('news-list:') || key.startsWith('news-read:'),
  heroes: (key) => key.startsWith('["heroes"') || key.startsWith('hero:'),
  awards: (key) => key.startsWith('awards:'),
  vendors: (key) => key.startsWith('vendor:') || key.startsWith('organization:'),
};

/** Forgets this instance's cached public answers of `area`. */
export function publicContentChanged(services: Services, area: ContentArea): void {
  forgetCachedReads(services, KEY_TESTS[area]);
}
