// The reminders as scheduled jobs: one job per kind and upload close time, scheduled by every
// instance at each round (a no-op once there), run by whichever instance's tick claims it.
import { SYSTEM_ACTOR } from '../audit';
import type { JobContext, Scheduler } from '../../platform/scheduler/scheduler';
import { schedule } from '../../platform/scheduler/schedule';
import type { Database } from '../../platform/db/index';
import type { Config } from '../../platform/config/config';
import { closesAtOf, REMINDER_JOB, reminderJobKey, reminderRunAt, reminderVerdict, type ReminderJobPayload } from './reminder-kinds';
import { sendReminders, type SendServices } from './send-reminders';

export async function scheduleReminders(db: Database, config: Config): Promise<void> {
  const closesAt = closesAtOf(config);
  for (const days of config.reminderDays) {
    const payload: ReminderJobPayload = { days, closesAt };
    await schedule(db, { key: reminderJobKey(days, closesAt), kind: REMINDER_JOB, runAt: reminderRunAt(days, closesAt), payload: { ...payload } });
  }
}

export function reminderJob(services: SendServices & { log: { info(obj: object, msg: string): void } }) {
  return async (job: JobContext): Promise<void> => {
    const { days, closesAt } = job.payload as unknown as ReminderJobPayload;
    const verdict = reminderVerdict(services.config, days, closesAt, job.now);
    if (verdict !== 'send') {
      services.log.info({ job: job.key, verdict }, 'reminder job sends nothing');
      return;
    }
    const letters = await sendReminders(services, days, SYSTEM_ACTOR, 'scheduled');
    services.log.info({ job: job.key, letters }, 'reminders sent');
  };
}

export function registerReminders(scheduler: Scheduler, services: Parameters<typeof reminderJob>[0]): void {
  scheduler.handle(REMINDER_JOB, reminderJob(services)).beforeEachRound(() => scheduleReminders(services.db, services.config));
}
