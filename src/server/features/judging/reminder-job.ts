// The jurors' reminder as a scheduled job (issue 28): one per stage and closing time, JUDGING_REMINDER_DAYS
// before scoring closes, scheduled by every instance at each round (a no-op once there). When it runs, a
// stage already decided or whose closing time has moved sends nothing (the new time has its own job).
import { SYSTEM_ACTOR, recordAudit } from '../audit';
import type { JobContext, Scheduler } from '../../platform/scheduler/scheduler';
import { schedule } from '../../platform/scheduler/schedule';
import type { Services } from '../../platform/contract/services';
import { decisionRow, jurorsWithOpenSheets, stageRow } from './judging-queries';
import { judgingReminderLetter } from './reminder-letter';
import { rubricFor } from './standing';
import type { Stage } from './stages';

export const JUDGING_REMINDER_JOB = 'judging-reminder';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Payload {
  edition: number;
  stage: Stage;
  closesAt: string;
}

async function scheduleJudgingReminders(services: Services): Promise<void> {
  const edition = services.config.programme.edition;
  for (const stage of [1, 2] as const) {
    const { scoringClosesAt } = await stageRow(services.db, edition, stage);
    if (!scoringClosesAt || (await decisionRow(services.db, edition, stage))) continue;
    const closesAt = new Date(scoringClosesAt).toISOString();
    const payload: Payload = { edition, stage, closesAt };
    await schedule(services.db, {
      key: `${JUDGING_REMINDER_JOB}:${edition}:${stage}:${closesAt}`,
      kind: JUDGING_REMINDER_JOB,
      runAt: new Date(Date.parse(closesAt) - services.config.judgingReminderDays * DAY_MS),
      payload: { ...payload },
    });
  }
}

async function sendJudgingReminders(services: Services, job: JobContext): Promise<void> {
  const { edition, stage, closesAt } = job.payload as unknown as Payload;
  const { scoringClosesAt } = await stageRow(services.db, edition, stage);
  const current = scoringClosesAt ? new Date(scoringClosesAt).toISOString() : null;
  if (current !== closesAt || (await decisionRow(services.db, edition, stage)) || job.now.getTime() >= Date.parse(closesAt)) {
    services.log.info({ job: job.key }, 'judging reminder sends nothing (closed, decided or moved)');
    return;
  }
  const stageTitle = rubricFor(services, stage).title;
  const jurors = await jurorsWithOpenSheets(services.db, edition, stage);
  for (const j of jurors) {
    await services.mail.send(judgingReminderLetter(services.config, { to: j.email, jurorName: j.display_name, stageTitle, open: Number(j.open), closesAt }));
  }
  await recordAudit(services.db, { actor: SYSTEM_ACTOR, action: 'judging.reminder', detail: { edition, stage, closesAt, letters: jurors.length } });
  services.log.info({ job: job.key, letters: jurors.length }, 'judging reminders sent');
}

export function registerJudgingReminders(scheduler: Scheduler, services: Services): void {
  scheduler.handle(JUDGING_REMINDER_JOB, (job) => sendJudgingReminders(services, job)).beforeEachRound(() => scheduleJudgingReminders(services));
}
