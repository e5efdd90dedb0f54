// Winner lists and heroes boards: the editors' awards, winners and heroes, each edition's publication,
// and the public reads of them.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { awardHandlers } from './handlers';
export { heroesAdminHandlers } from './heroes/staff-handlers';
export { heroPageCover, leaderboardHandlers } from './leaderboard-handlers';
export { publishedEditions } from './publication';
export { awardsAdminHandlers } from './staff-handlers';
export { releaseAward } from './awards';
export { openHeroRows, openWinnerRows, type OpenHeroRow, type OpenWinnerRow } from './open-data-rows';
