// Open data: each published edition's winner list and heroes board as CSV and JSON (issue 32).
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { openDataHandlers } from './handlers';
