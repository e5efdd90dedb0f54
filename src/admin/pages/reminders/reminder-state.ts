// Where a reminder kind stands, from the plan the server answers: sent, scheduled, due (the scheduler
// takes it at its next tick), failing and retried, or never to be sent once the upload window closed.
import type { components } from '../../../shared/generated/api';
import type { REMINDER_STATE_LABELS } from '../../../shared/back-office-labels';

export type ReminderPlan = components['schemas']['ReminderPlan'];
export type ReminderKind = components['schemas']['ReminderKind'];
export type ReminderState = keyof typeof REMINDER_STATE_LABELS;

export function reminderState(kind: ReminderKind, plan: Pick<ReminderPlan, 'uploadOpen'>, now = Date.now()): ReminderState {
  if (kind.doneAt) return 'done';
  if (!plan.uploadOpen) return 'closed';
  if (kind.lastError) return 'retrying';
  return Date.parse(kind.runAt) > now ? 'scheduled' : 'due';
}

export const REMINDER_STATE_COLORS: Record<ReminderState, string> = {
  done: 'green',
  scheduled: 'blue',
  due: 'yellow',
  retrying: 'red',
  closed: 'gray',
};
