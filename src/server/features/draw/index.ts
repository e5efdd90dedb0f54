// The recommendation reward's draw (SPEC.md section 1): tickets, the seeded draw, its publication and letters.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { drawHandlers } from './staff-handlers';
