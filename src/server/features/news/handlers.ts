// News list and detail (SPEC.md sections 3 and 7). An item is published from its startsAt on:
// a scheduled item is neither listed nor readable before then, a draft or a deleted item never
// (src/server/features/news/public-news.ts). Answers come from memory
// (cached-read.ts): news changes only with the seed, and a cached list lasts at most until the next
// scheduled item is published.
import type { Kysely } from 'kysely';
import { messages } from '../../../shared/messages';
import { taipeiIso } from '../../../shared/taipei-time';
import { notFound } from '../../platform/http/api-error';
import type { Handlers } from '../../platform/contract/handler-types';
import type { DB } from '../../platform/db/schema';
import { cachedRead } from '../../platform/cache/cached-read';
import { NEWS_CACHE_TTL_MS as NEWS_TTL_MS, nextScheduledNewsAt, publicNews } from './public-news';

function publishedNews(db: Kysely<DB>) {
  return publicNews(db).select(['news.uid', 'news.title', 'news.starts_at', 'news_category.name as category_name', 'news_category.slug as category_slug']);
}

export const newsHandlers = {
  newsList: async ({ body, req, reply, services }) => {
    const category = body?.newsCategory || null;
    return cachedRead<'newsList'>({ services, req, reply }, `news-list:${category ?? ''}`, NEWS_TTL_MS, async (setTtl) => {
      let query = publishedNews(services.db);
      if (category) query = query.where('news.category_slug', '=', category);
      const [rows, next] = await Promise.all([
        query.orderBy('news.starts_at', 'desc').orderBy('news.uid').execute(),
        nextScheduledNewsAt(services.db),
      ]);
      if (next) setTtl(next.getTime() - Date.now());
      return {
        data: rows.map((r) => ({
          uid: r.uid,
          title: r.title,
          startsAt: taipeiIso(r.starts_at),
          newsCategoryResp: { name: r.category_name, slug: r.category_slug },
        })),
      };
    });
  },

  newsRead: async ({ params, req, reply, services }) => {
    return cachedRead<'newsRead'>({ services, req, reply }, `news-read:${params.id}`, NEWS_TTL_MS, async () => {
      const row = await publishedNews(services.db).select('news.content').where('news.uid', '=', params.id).executeTakeFirst();
      if (!row) throw notFound(messages.newsNotFound);
      return {
        data: {
          uid: row.uid,
          title: row.title,
          startsAt: taipeiIso(row.starts_at),
          newsCategoryResp: { name: row.category_name, slug: row.category_slug },
          content: row.content,
        },
      };
    });
  },
} satisfies Handlers;
