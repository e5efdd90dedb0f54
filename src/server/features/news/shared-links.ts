// What a shared link to a news item shows before anyone opens it (issue 18): the page's HTML names the
// item in its <title>, description, Open Graph and Twitter card tags, so chat apps and social sites
// preview the item rather than the site's generic shell. Only for a public item (public-news.ts):
// a draft, scheduled or deleted id is answered like an unknown one.
import sanitizeHtml from 'sanitize-html';
import { documentTitle } from '../../../shared/document-title';
import { isAllowedNewsUrl } from '../../../shared/news-html-allowlist';
import { taipeiIso } from '../../../shared/taipei-time';
import { escapeMarkup } from '../../platform/site/markup';
import { cachedBody } from '../../platform/cache/cached-read';
import type { Services } from '../../platform/contract/services';
import { NEWS_CACHE_TTL_MS, publicNews, untilNextScheduled } from './public-news';

/** A description made from the body is at most this many characters (then an ellipsis). */
export const DESCRIPTION_CHARS = 100;
/** The site's own picture for a link whose item has none (1200 × 630: scripts/share-image/main.mjs). */
export const DEFAULT_SHARE_IMAGE = '/art/share-default.png';
/** The public address of a news item's page (SPEC.md section 2, NewsDetail). */
export const newsPagePath = (uid: string) => `/pages/news/${encodeURIComponent(uid)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewsLink {
  uid: string;
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string;
  /** ISO 8601 with the Taipei offset. */
  publishedAt: string;
  updatedAt: string;
}

// Block ends become spaces, so that "<p>a</p><p>b</p>" reads "a b", not "ab".
const BLOCK_END = /<(\/(?:p|div|li|h[1-6]|blockquote|td|th|tr|figcaption)\s*>|br\s*\/?>)/gi;
const TEXT_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

/** The body's plain text (whitespace collapsed) and its first image's `src` as written, of those the news
 * address rule allows (a body stored before that rule may hold others: the public page drops them too). */
export function bodyTextAndImage(html: string): { text: string; image?: string } {
  let image: string | undefined;
  const escaped = sanitizeHtml(html.replace(BLOCK_END, ' <$1'), {
    allowedTags: [],
    allowedAttributes: {},
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src && isAllowedNewsUrl(attribs.src)) image ??= attribs.src;
        return { tagName, attribs };
      },
    },
  });
  // sanitize-html escapes exactly these four in the text it returns.
  const text = escaped.replace(/&(?:lt|gt|quot|amp);/g, (e) => TEXT_ENTITIES[e]!).replace(/\s+/g, ' ').trim();
  return { text, image };
}

/** The first `max` characters of `text` (whole code points), with an ellipsis when cut. */
export function excerpt(text: string, max = DESCRIPTION_CHARS): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** `src` as an absolute http(s) URL against the site's address, or undefined (data:, javascript:...). */
function absoluteImage(src: string | undefined, publicUrl: string): string | undefined {
  if (!src) return undefined;
  try {
    const url = new URL(src, `${publicUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** When an item's page last changed: its last edit, or its start when it was scheduled after that edit. */
export const lastChanged = (updatedAt: Date | string, startsAt: Date | string) =>
  new Date(Math.max(new Date(updatedAt).getTime(), new Date(startsAt).getTime()));

/**
 * The shared-link facts of news item `id` when the public may read it, else null. Kept in memory
 * with the other news answers (key `news-page:`, forgotten on every news change).
 */
export async function publicNewsLink(services: Services, id: string): Promise<NewsLink | null> {
  if (!UUID.test(id)) return null;
  const { publicUrl } = services.config;
  const entry = await cachedBody(services, `news-page:${id.toLowerCase()}`, NEWS_CACHE_TTL_MS, async (setTtl) => {
    const [row] = await Promise.all([
      publicNews(services.db)
        .select(['news.uid', 'news.title', 'news.content', 'news.summary', 'news.starts_at', 'news.updated_at'])
        .where('news.uid', '=', id)
        .executeTakeFirst(),
      // A scheduled item's "not public" lasts only until its time.
      untilNextScheduled(services.db, setTtl),
    ]);
    if (!row) return 'null';
    const body = bodyTextAndImage(row.content);
    const link: NewsLink = {
      uid: row.uid,
      title: row.title,
      description: excerpt(row.summary?.trim() || body.text || row.title),
      url: `${publicUrl}${newsPagePath(row.uid)}`,
      image: absoluteImage(body.image, publicUrl) ?? `${publicUrl}${DEFAULT_SHARE_IMAGE}`,
      publishedAt: taipeiIso(row.starts_at),
      updatedAt: taipeiIso(lastChanged(row.updated_at, row.starts_at)),
    };
    return JSON.stringify(link);
  });
  return JSON.parse(entry.body) as NewsLink | null;
}

/** The head tags of a shared news link: title, description, canonical address, Open Graph, Twitter card. */
export function newsLinkHead(link: NewsLink, siteTitle: string): string[] {
  const e = escapeMarkup;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${e(value)}">`;
  return [
    `<title>${e(documentTitle(siteTitle, link.title))}</title>`,
    meta('name', 'description', link.description),
    `<link rel="canonical" href="${e(link.url)}">`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', siteTitle),
    meta('property', 'og:locale', 'zh_TW'),
    meta('property', 'og:title', link.title),
    meta('property', 'og:description', link.description),
    meta('property', 'og:url', link.url),
    meta('property', 'og:image', link.image),
    meta('property', 'article:published_time', link.publishedAt),
    meta('property', 'article:modified_time', link.updatedAt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', link.title),
    meta('name', 'twitter:description', link.description),
    meta('name', 'twitter:image', link.image),
  ];
}

/** The news detail route (SPEC.md section 2), as the generated route patterns name it. */
const NEWS_DETAIL_PATTERN = '/pages/news/:id';

/** The page-html hook: a news item page's tags, null for an id the public may not read. */
export const newsItemHead =
  (services: Services) =>
  async (pattern: string, params: Readonly<Record<string, string>>): Promise<readonly string[] | null | undefined> => {
    if (pattern !== NEWS_DETAIL_PATTERN) return undefined;
    const link = await publicNewsLink(services, params.id ?? '');
    return link ? newsLinkHead(link, services.config.programme.siteTitle) : null;
  };
