// The back office's answers about the deadline reminders (zh-TW). Server-only, like staff-messages.ts.
export const reminderMessages = {
  /** A reminder kind (days before the upload deadline) that the settings do not have: 404. */
  unknownKind: '沒有這種提醒信',
  /** "Send now" once the upload window has closed: 409. */
  uploadClosed: '上傳期限已截止，不再寄送截止前提醒信',
} as const;
