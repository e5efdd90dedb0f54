// Retention (issue 32, docs/personal-data.md): removing what an ended edition no longer needs, for the
// back office and the command (scripts/retention.ts).
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { applyRetention, retentionPlan, BATCH_SIZE, type RetentionPlan, type RetentionResult } from './retention';
export { retentionHandlers } from './staff-handlers';
export { ERASE_REFUSED_UNLESS_WITHDRAWN, REMOVED_MARKER } from './retention-messages';
export { eraseRegistrant } from './erase';
