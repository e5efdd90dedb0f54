// What the back office's reminder page calls (its endpoints come later): the plan of each kind, a
// preview of the letter, and "send now" (a dry run writes nothing; a real one is the job's own code,
// so it never sends a second letter of a kind).
import type { AuditActor } from '../audit';
import { uploadOpen } from '../../platform/config/config';
import { conflict, notFound } from '../../platform/http/api-error';
import type { MailMessage } from '../../platform/mail/mailer';
import { audiencePage, countAudience } from './audience';
import { reminderFor } from './reminder-for';
import { reminderMessages } from './reminder-messages';
import { closesAtOf, reminderJobKey, reminderRunAt } from './reminder-kinds';
import { sendReminders, type SendServices } from './send-reminders';

export interface ReminderPlanEntry {
  /** The kind: days before the upload window closes. */
  days: number;
  jobKey: string;
  /** When the job runs (or ran): ISO. */
  runAt: string;
  /** When the job finished, if it has. */
  doneAt: string | null;
  /** The last failure of the job, while it is retried. */
  lastError: string | null;
  /** Registrations a run now would reach (in progress, not yet reminded of this kind). */
  recipients: number;
}

export async function reminderPlan(services: SendServices): Promise<ReminderPlanEntry[]> {
  const closesAt = closesAtOf(services.config);
  const plan: ReminderPlanEntry[] = [];
  for (const days of services.config.reminderDays) {
    const jobKey = reminderJobKey(days, closesAt);
    const job = await services.db.selectFrom('scheduled_job').select(['run_at', 'done_at', 'last_error']).where('key', '=', jobKey).executeTakeFirst();
    plan.push({
      days,
      jobKey,
      runAt: new Date(job?.run_at ?? reminderRunAt(days, closesAt)).toISOString(),
      doneAt: job?.done_at ? new Date(job.done_at).toISOString() : null,
      lastError: job?.last_error ?? null,
      recipients: await countAudience(services.db, days),
    });
  }
  return plan;
}

export interface ReminderPreview {
  registrationUid: string;
  registrationNumber: string;
  message: Pick<MailMessage, 'to' | 'subject' | 'html' | 'text'>;
}

function assertKind(services: SendServices, days: number): void {
  if (!services.config.reminderDays.includes(days)) throw notFound(reminderMessages.unknownKind);
}

/** The letter of `days` for one registration (the first the reminder would reach when none is named); null when it would reach nobody. */
export async function previewReminder(services: SendServices, days: number, registrationUid?: string): Promise<ReminderPreview | null> {
  assertKind(services, days);
  const uid = registrationUid ?? (await audiencePage(services.db, days, 1))[0]?.uid;
  if (!uid) return null;
  const exists = await services.db.selectFrom('registration').select('registration_number').where('uid', '=', uid).executeTakeFirst();
  if (!exists) throw notFound();
  const { to, subject, html, text } = await reminderFor(services, services.db, uid);
  return { registrationUid: uid, registrationNumber: exists.registration_number, message: { to, subject, html, text } };
}

export type SendNowResult = { dryRun: true; recipients: number; preview: ReminderPreview | null } | { dryRun: false; sent: number };

/** "Send now": a dry run counts and previews, writing nothing; a real run sends what the job would, once per registration and kind. */
export async function sendRemindersNow(services: SendServices, days: number, options: { dryRun: boolean; actor: AuditActor }): Promise<SendNowResult> {
  assertKind(services, days);
  // A letter about a deadline already past would mislead: nothing to send, dry or real.
  if (!uploadOpen(services.config)) throw conflict(reminderMessages.uploadClosed);
  if (options.dryRun) return { dryRun: true, recipients: await countAudience(services.db, days), preview: await previewReminder(services, days) };
  return { dryRun: false, sent: await sendReminders(services, days, options.actor, 'send-now') };
}
