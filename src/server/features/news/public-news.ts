// The one rule of which news items the public sees (SPEC.md sections 3 and 7, issue 18): published,
// not deleted, and from its starts_at on. The news list and item, shared-link tags, the sitemap and the
// feed all read through these, so a draft or a scheduled item never leaks through one of them.
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema';

/** News items the public may read at `now`, joined with their category. */
export function publicNews(db: Kysely<DB>, now = new Date()) {
  return db
    .selectFrom('news')
    .innerJoin('news_category', 'news_category.slug', 'news.category_slug')
    .where('news.published', '=', true)
    .where('news.deleted_at', 'is', null)
    .where('news.starts_at', '<=', now);
}

/** When the next published item becomes public (a cached list lasts at most until then), or undefined. */
export async function nextScheduledNewsAt(db: Kysely<DB>, now = new Date()): Promise<Date | undefined> {
  const row = await db
    .selectFrom('news')
    .select((eb) => eb.fn.min('starts_at').as('at'))
    .where('published', '=', true)
    .where('deleted_at', 'is', null)
    .where('starts_at', '>', now)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : undefined;
}

/** How long a public news answer (list, item, shared-link tags, sitemap, feed) is kept in memory at most. */
export const NEWS_CACHE_TTL_MS = 60_000;

/** Shortens a cached news answer's lifetime to end when the next scheduled item becomes public. */
export async function untilNextScheduled(db: Kysely<DB>, setTtl: (ms: number) => void): Promise<void> {
  const next = await nextScheduledNewsAt(db);
  if (next) setTtl(next.getTime() - Date.now());
}
