// What crawlers and feed readers fetch (issue 18): /robots.txt, /sitemap.xml (every public page of
// SPEC.md section 2 the routes serve, and every public news item) and /feed.xml (Atom 1.0, the news).
// Absolute URLs come from PUBLIC_URL. Written by hand with escapeMarkup: two fixed, small formats whose
// every value passes one escape; a library would add a dependency for a dozen template lines. The
// sitemap and the feed are kept in memory like the other public news answers (keys `news-...`,
// forgotten on a news change on every instance) and carry an ETag.
import type { FastifyInstance } from 'fastify';
import { documentTitle } from '../../../shared/document-title';
import { PAGE_ROUTE_PATTERNS } from '../../../shared/generated/route-patterns';
import { taipeiIso } from '../../../shared/taipei-time';
import { NEWS_CACHE_TTL_MS, publicNews, untilNextScheduled, bodyTextAndImage, excerpt, lastChanged, newsPagePath } from '../news';
import { cachedBody, sendCached } from '../../platform/cache/cached-read';
import type { Services } from '../../platform/contract/services';
import { escapeMarkup as e } from '../../platform/site/markup';
import type { paths } from '../../../shared/generated/api';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
export const FEED_PATH = '/feed.xml';
/** Newest items the feed carries (readers poll it; the list page has them all). */
export const FEED_ENTRIES = 50;
/** The feed's name (after the site title), as the news list page is called. */
const FEED_TITLE = '最新消息';
const NEWS_LIST_PATH = '/pages/news';
/** Pages of the route table a crawler should not list: the edit form needs a signed-in registrant. */
const NOT_IN_SITEMAP = new Set(['/pages/registerEdit']);

/** The <link> every public page's head carries, so browsers and readers find the feed. */
export const feedLinkTag = (siteTitle: string) =>
  `<link rel="alternate" type="application/atom+xml" title="${e(documentTitle(siteTitle, FEED_TITLE))}" href="${FEED_PATH}">`;

/**
 * Every page reads the public settings first (which player a video page shows, the upload window,
 * the menu's editions); named in its head, they come beside the page's code instead of after the main
 * bundle has run (issue 33: the video page's poster waited for them). `crossorigin` (credentials
 * same-origin) matches the site's fetch, which then takes this answer instead of asking again.
 */
const PUBLIC_SETTINGS = '/api/settings/v1/public' satisfies keyof paths; // the contract's path (a rename fails the typecheck)
export const settingsPreloadTag = `<link rel="preload" as="fetch" crossorigin href="${PUBLIC_SETTINGS}">`;

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin/', 'Disallow: /api/', '', `Sitemap: ${publicUrl}${SITEMAP_PATH}`, ''].join('\n');
}

async function sitemapXml(services: Services, setTtl: (ms: number) => void): Promise<string> {
  const { publicUrl } = services.config;
  const [news] = await Promise.all([
    publicNews(services.db).select(['news.uid', 'news.starts_at', 'news.updated_at']).orderBy('news.starts_at', 'desc').orderBy('news.uid').execute(),
    untilNextScheduled(services.db, setTtl),
  ]);
  const pages = PAGE_ROUTE_PATTERNS.filter((pattern) => !pattern.includes(':') && !NOT_IN_SITEMAP.has(pattern)).map((path) => `  <url><loc>${e(publicUrl + path)}</loc></url>`);
  const items = news.map(
    (n) => `  <url><loc>${e(publicUrl + newsPagePath(n.uid))}</loc><lastmod>${lastChanged(n.updated_at, n.starts_at).toISOString()}</lastmod></url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...pages, ...items, '</urlset>', ''].join('\n');
}

async function atomXml(services: Services, setTtl: (ms: number) => void): Promise<string> {
  const { publicUrl, programme } = services.config;
  const [rows] = await Promise.all([
    publicNews(services.db)
      .select(['news.uid', 'news.title', 'news.content', 'news.summary', 'news.starts_at', 'news.updated_at', 'news_category.name as category_name', 'news_category.slug as category_slug'])
      .orderBy('news.starts_at', 'desc')
      .orderBy('news.uid')
      .limit(FEED_ENTRIES)
      .execute(),
    untilNextScheduled(services.db, setTtl),
  ]);
  const changed = rows.map((r) => lastChanged(r.updated_at, r.starts_at));
  // An empty feed still needs an <updated>: the newest news is none, so the time it was written.
  const feedUpdated = changed.length ? new Date(Math.max(...changed.map((d) => d.getTime()))) : new Date();
  const entries = rows.map((r, i) => {
    const url = publicUrl + newsPagePath(r.uid);
    const summary = r.summary?.trim() || excerpt(bodyTextAndImage(r.content).text);
    return [
      '  <entry>',
      `    <id>urn:uuid:${e(r.uid)}</id>`,
      `    <title type="text">${e(r.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${e(url)}"/>`,
      `    <published>${taipeiIso(r.starts_at)}</published>`,
      `    <updated>${taipeiIso(changed[i]!)}</updated>`,
      `    <category term="${e(r.category_slug)}" label="${e(r.category_name)}"/>`,
      ...(summary ? [`    <summary type="text">${e(summary)}</summary>`] : []),
      // The body's relative links and images resolve against the site (xml:base).
      `    <content type="html" xml:base="${e(`${publicUrl}/`)}">${e(r.content)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-Hant-TW">',
    `  <id>${e(publicUrl + NEWS_LIST_PATH)}</id>`,
    `  <title type="text">${e(documentTitle(programme.siteTitle, FEED_TITLE))}</title>`,
    `  <updated>${taipeiIso(feedUpdated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${e(publicUrl + FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${e(publicUrl + NEWS_LIST_PATH)}"/>`,
    `  <author><name>${e(programme.siteTitle)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** Registers the three addresses (with or without the built site: they are data, not pages). */
export function registerFeeds(app: FastifyInstance, services: Services): void {
  const robots = robotsTxt(services.config.publicUrl);
  app.get(ROBOTS_PATH, (_req, reply) => reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robots));
  app.get(SITEMAP_PATH, async (req, reply) => {
    const entry = await cachedBody(services, 'news-sitemap', NEWS_CACHE_TTL_MS, (setTtl) => sitemapXml(services, setTtl));
    reply.header('Cache-Control', 'no-cache');
    sendCached({ req, reply }, entry, 'application/xml; charset=utf-8');
    return reply;
  });
  app.get(FEED_PATH, async (req, reply) => {
    const entry = await cachedBody(services, 'news-feed', NEWS_CACHE_TTL_MS, (setTtl) => atomXml(services, setTtl));
    reply.header('Cache-Control', 'no-cache');
    sendCached({ req, reply }, entry, 'application/atom+xml; charset=utf-8');
    return reply;
  });
}
