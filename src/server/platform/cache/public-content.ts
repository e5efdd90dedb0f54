// What the back office changes on the public side, and who must forget their copy of it. Public reads
// are answered from memory (src/server/platform/cache/cached-read.ts); after an editor's change commits, the
// handler calls publicContentChanged so that the next public read loads the new content at once, on
// this instance and on every other one serving the same database.
// Call it AFTER the transaction commits: a read between an earlier call and the commit would cache
// the old rows again.
//
// Reaching the other instances: PostgreSQL's NOTIFY on channel `public_content`, heard by a dedicated
// LISTEN connection per instance (public-content-listener.ts). Chosen over a content version every
// instance reads: a version check costs a query on every public read (the very queries the cache
// saves; the embedded database and the API bench measure them), while NOTIFY costs one statement per
// editor change and reaches the others within milliseconds. A notification missed while a listener
// was disconnected is made up for by forgetting everything when it reconnects; the entries' own
// lifetimes (at most 60 s) bound staleness in between. PGlite is one process (data-dir lock): local
// forgetting is all it needs.
import { forgetCachedReads } from './cached-read';
import { sql } from '../db/kysely-runtime';
import type { Services } from '../contract/services';

export const CONTENT_AREAS = ['news', 'heroes', 'awards', 'vendors'] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];

/** The PostgreSQL channel instances tell each other on (the payload is a ContentArea). */
export const PUBLIC_CONTENT_CHANNEL = 'public_content';

/**
 * The cached-read keys each area's public answers are stored under (see the handlers in
 * src/server/features/upload/ and src/server/features/public-content/feeds.ts: every news-derived key starts with `news-`).
 */
const KEY_TESTS: Record<ContentArea, (key: string) => boolean> = {
  news: (key) => key.startsWith('news-'),
  heroes: (key) => key.startsWith('["heroes"') || key.startsWith('hero:'),
  awards: (key) => key.startsWith('awards:'),
  vendors: (key) => key.startsWith('vendor:') || key.startsWith('organization:'),
};

export const isContentArea = (value: string): value is ContentArea => (CONTENT_AREAS as readonly string[]).includes(value);

/** Forgets this instance's cached public answers of `area` (a notification from another instance). */
export function forgetArea(services: Services, area: ContentArea): void {
  forgetCachedReads(services, KEY_TESTS[area]);
}

/** Forgets every cached public answer (a listener reconnected: it may have missed notifications). */
export function forgetAllAreas(services: Services): void {
  forgetCachedReads(services, (key) => CONTENT_AREAS.some((area) => KEY_TESTS[area](key)));
}

/**
 * Forgets the cached public answers of `area` here at once, and on PostgreSQL tells every instance
 * (this one included) to forget theirs. The promise settles once the notification is sent; it never
 * rejects (a failed NOTIFY is logged: the others then see the change within their entries' lifetime),
 * so a caller may leave it unawaited.
 */
export async function publicContentChanged(services: Services, area: ContentArea): Promise<void> {
  forgetArea(services, area);
  if (services.dbKind !== 'postgres') return;
  try {
    await sql`select pg_notify(${PUBLIC_CONTENT_CHANNEL}, ${area})`.execute(services.db);
  } catch (err) {
    services.log.error({ err, area }, 'could not tell the other instances that public content changed');
  }
}
