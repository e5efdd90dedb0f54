// The vendor list registrants pick their unit from, and its import from CSV or XLSX.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { vendorHandlers } from './staff-handlers';
