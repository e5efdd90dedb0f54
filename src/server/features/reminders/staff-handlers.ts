// The reminder operations of the contract (tag admin-reminders): the back office's view of the letters
// sent before the upload window closes. Who may call them is the contract's x-roles (admin, reviewer);
// what they do is src/server/features/reminders/reminder-admin.ts, so "send now" is the scheduled job's own code.
import { uploadOpen } from '../../platform/config/config';
import { signedInStaff, type DataOf, type Handlers } from '../../platform/contract/handler-types';
import { previewReminder, reminderPlan, sendRemindersNow, type ReminderPreview } from './reminder-admin';
import { closesAtOf } from './reminder-kinds';
import { staffActor } from '../audit';

/** The contract's letter: who, and the message (the mailer's other fields stay on the server). */
const asPreview = (p: ReminderPreview | null): DataOf<'reminderPreview'> =>
  p && { registrationUid: p.registrationUid, registrationNumber: p.registrationNumber, ...p.message };

export const reminderHandlers = {
  reminderPlan: async ({ services }) => ({
    data: {
      uploadClosesAt: closesAtOf(services.config),
      uploadOpen: uploadOpen(services.config),
      kinds: (await reminderPlan(services)).map(({ days, runAt, doneAt, lastError, recipients }) => ({ days, runAt, doneAt, lastError, recipients })),
    },
  }),

  reminderPreview: async ({ query, services }) => ({ data: asPreview(await previewReminder(services, query.days, query.registrationUid)) }),

  reminderSend: async (ctx) => {
    const result = await sendRemindersNow(ctx.services, ctx.body.days, { dryRun: ctx.body.dryRun, actor: staffActor(signedInStaff(ctx), ctx.req) });
    return { data: result.dryRun ? { dryRun: true, recipients: result.recipients, preview: asPreview(result.preview) } : result };
  },
} satisfies Handlers;
