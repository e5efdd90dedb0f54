// Reminder letters before the upload window or a correction deadline closes: the scheduled job and the
// admin's manual run.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { registerReminders } from './reminder-job';
export { reminderHandlers } from './staff-handlers';
