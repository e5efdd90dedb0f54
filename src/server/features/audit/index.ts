// The audit log: the one writer every feature records through (append-only audit_event rows, in the
// transaction of the change they record) and the admin's reader of it.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { recordAudit, SYSTEM_ACTOR, type AuditActor } from './audit-log';
export { staffActor } from './staff-actor';
export { auditHandlers } from './staff-handlers';
export { auditRowsOf } from './audit-list';
