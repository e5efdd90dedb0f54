// Registration lifecycle rules shared by both ends (SPEC.md section 4, DESIGN.md sections 4 and 11). The
// status list lives with the review machine (machines/review/statuses.ts); this re-exports it for the pages.
export { EDITABLE_STATUSES, isEditableStatus, REGISTRATION_STATUSES, type RegistrationStatus } from '../../machines/review/statuses';
