// Exports of the back office: CSV, XLSX and ZIP of filtered registrations, streamed and audited.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { exportHandlers } from './staff-handlers';
export { XLSX_TYPE } from './xlsx';
export { CSV_BOM, csvLine, type CsvColumn } from './csv';
