// What the public site reads beside the contract's content: health, public settings, the security
// check's challenge, robots.txt, sitemap.xml and the news feed.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { feedLinkTag, settingsPreloadTag, registerFeeds } from './feeds';
export { siteHandlers } from './handlers';
