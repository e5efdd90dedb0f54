// Staff accounts: invitation, enrolment with a second factor, sign-in, sessions, roles and their management.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { staffHandlers } from './staff-handlers';
export { StaffSessions } from './staff-sessions';
export { resealTotpSecrets, type TotpResealResult } from './totp-rotation';
