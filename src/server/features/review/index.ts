// The review desk of the back office: the registrations list with its filter and counts, a registration's
// page (files, notes, history) and the staff's review decisions.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { countRegistrations, filteredRegistrations, orderedRegistrations, type RegistrationFilter } from './filter';
export { factsOfCountedRow, REQUIRED_SET_COUNT_COLUMNS } from './required-set-sql';
export { reviewHandlers } from './staff-handlers';
