// The kinds of reminder (REMINDER_DAYS: days before the upload window closes) and their jobs. A job's
// key names its days and the close time it was made for, so a changed close date makes a new job and
// the old one, when it comes due, finds itself obsolete and sends nothing.
import type { Config } from '../../platform/config/config';
import { taipeiDayAt } from '../../../shared/taipei-time';

export const REMINDER_JOB = 'upload-reminder';

/** When a reminder of `days` goes out: 09:00 Taipei, `days` calendar days before the closing day
 * (a letter in the morning, not at the deadline's 23:59). */
export const REMINDER_TIME = '09:00';

export interface ReminderJobPayload {
  days: number;
  /** The upload close time the job was made for (ISO, UTC). */
  closesAt: string;
}

export const closesAtOf = (config: Config): string => new Date(config.programme.uploadClosesAt).toISOString();

export function reminderRunAt(days: number, closesAt: string): Date {
  return taipeiDayAt(closesAt, -days, REMINDER_TIME);
}

export function reminderJobKey(days: number, closesAt: string): string {
  return `${REMINDER_JOB}:${days}d:${closesAt}`;
}

export type ReminderVerdict = 'send' | 'obsolete' | 'superseded' | 'closed' | 'not-a-kind';

/**
 * Whether a reminder of `days` made for `closesAt` should go out at `now`: not for a close date since
 * changed, not once the window has closed, and not when a later reminder (fewer days) is already due
 * (a server that was down: one letter, the nearer one, rather than two at once).
 */
export function reminderVerdict(config: Config, days: number, closesAt: string, now: Date): ReminderVerdict {
  if (!config.reminderDays.includes(days)) return 'not-a-kind';
  if (closesAt !== closesAtOf(config)) return 'obsolete';
  if (now.getTime() >= Date.parse(closesAt)) return 'closed';
  if (config.reminderDays.some((d) => d < days && reminderRunAt(d, closesAt) <= now)) return 'superseded';
  return 'send';
}
