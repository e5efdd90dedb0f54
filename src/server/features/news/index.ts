// News: the editors' items with their revisions and files, and the public list, item and shared links.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { newsHandlers } from './handlers';
export { newsChanged, writeFeatureNews, type FeatureNewsItem } from './feature-news';
export { NEWS_CACHE_TTL_MS, publicNews, untilNextScheduled } from './public-news';
export { bodyTextAndImage, excerpt, lastChanged, newsItemHead, newsPagePath } from './shared-links';
export { newsAdminHandlers } from './staff-handlers';
