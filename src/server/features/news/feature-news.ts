// A news item another feature writes as part of its own change (the draw's seed commitment, issue 30 item 7):
// inside the caller's transaction, so the item exists exactly when the change does, with the body sanitised
// as every stored body is and an audit row naming where it came from. The caller forgets the public caches
// once its transaction commits (newsChanged), as news-store.ts does for the editors' changes.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { recordAudit, type AuditActor } from '../audit';
import { publicContentChanged } from '../../platform/cache/public-content';
import type { DB } from '../../platform/db/schema';
import type { Services } from '../../platform/contract/services';
import { sanitizeNewsHtml } from './news-html';

export interface FeatureNewsItem {
  /** The category, made if the database lacks it (a seed's category). */
  category: { slug: string; name: string };
  title: string;
  summary: string | null;
  /** HTML, every value already escaped by the caller. */
  content: string;
  /** Public from now on (true) or a draft an editor reviews (false). */
  published: boolean;
  /** The audit row's origin, e.g. 'draw.commit'. */
  from: string;
}

/** Writes the item in `trx`; returns its uid. */
export async function writeFeatureNews(trx: Transaction<DB>, actor: AuditActor, item: FeatureNewsItem): Promise<string> {
  await trx.insertInto('news_category').values(item.category).onConflict((oc) => oc.column('slug').doNothing()).execute();
  const uid = randomUUID();
  await trx
    .insertInto('news')
    .values({
      uid,
      category_slug: item.category.slug,
      title: item.title,
      summary: item.summary,
      // The caller escaped every value and links only news items and pages: nothing internal to refuse.
      content: sanitizeNewsHtml(item.content).clean,
      starts_at: new Date(),
      published: item.published,
      is_demo: false,
    })
    .execute();
  await recordAudit(trx, { actor, action: 'news.create', subject: { kind: 'news', uid }, detail: { title: item.title, published: item.published, from: item.from } });
  return uid;
}

/** After the caller's transaction committed: the public news answers are stale. */
export const newsChanged = (services: Services) => publicContentChanged(services, 'news');
