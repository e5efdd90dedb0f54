// The "what to upload next" list as shipped (built by upload-reminders-list.ts at `npm run gen`).
export { UPLOAD_REMINDERS as uploadReminders } from './generated/upload-reminders';
