// Every job the server schedules, wired to its handler: the reminders before the upload deadline, the
// jurors' reminders before scoring closes and the daily rate-limit cleanup. app.ts starts it with the workers; tests tick it by hand.
import { registerJudgingReminders } from './features/judging';
import { registerReminders } from './features/reminders';
import type { Services } from './platform/contract/services';
import { deleteExpiredRateLimits, RATE_LIMIT_CLEANUP, scheduleDailyCleanup } from './platform/scheduler/rate-limit-cleanup';
import { Scheduler } from './platform/scheduler/scheduler';

export function createScheduler(services: Services, leaseSeconds?: number): Scheduler {
  const scheduler = new Scheduler(services.db, services.log, leaseSeconds);
  scheduler
    .handle(RATE_LIMIT_CLEANUP, async () => {
      const deleted = await deleteExpiredRateLimits(services.db);
      services.log.info({ deleted }, 'expired rate-limit counters deleted');
    })
    .beforeEachRound((now) => scheduleDailyCleanup(services.db, now));
  registerReminders(scheduler, services);
  registerJudgingReminders(scheduler, services);
  return scheduler;
}
