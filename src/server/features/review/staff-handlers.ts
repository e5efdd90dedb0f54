// The review desk's operations (tags admin-registrations): the registrations list and its counts, one
// registration's page, a review decision, a staff note, a file or its thumbnail. Who may call each is the
// contract's x-roles, enforced by the route loader before these run; what a role may see inside an answer
// is its x-capabilities (read.ts).
import type { ReviewAction } from '../../../../machines/review';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../../../shared/registration-status';
import { REPLY_SENT, signedInStaff, type BodyOf, type Handlers } from '../../platform/contract/handler-types';
import { releaseAward } from '../awards';
import { transitionRegistration } from '../registration';
import { summaryAhead } from '../upload';
import { sendStaffFile, sendStaffThumbnail } from './files';
import { listRegistrations } from './list';
import { addNote } from './notes';
import { readRegistrationForStaff } from './read';
import { summarizeRegistrations } from './summary';

// The schema's actions are the machine's (schemas/admin/registration-transition.schema.json): a typecheck.
const staffActionsAreMachineActions: ReviewAction = '' as BodyOf<'adminRegistrationTransition'>['action'];
void staffActionsAreMachineActions;
// The status a decision was made on (fromStatus) is one of the machine's statuses, both ways.
type FromStatus = NonNullable<BodyOf<'adminRegistrationTransition'>['fromStatus']>;
const everyStatusAFromStatus: readonly FromStatus[] = REGISTRATION_STATUSES;
const everyFromStatusAStatus: readonly RegistrationStatus[] = [] as FromStatus[];
void everyStatusAFromStatus;
void everyFromStatusAStatus;

export const reviewHandlers = {
  adminRegistrationsList: async ({ body, services }) => {
    const { rows, total } = await listRegistrations(services, body);
    return { data: rows, total };
  },

  adminRegistrationsSummary: async ({ body, services }) => ({ data: await summarizeRegistrations(services, body) }),

  adminRegistrationRead: async (ctx) => ({ data: await readRegistrationForStaff(ctx.services, signedInStaff(ctx), ctx.params.uid) }),

  // A review decision: the registration feature runs the review machine (403/409 refusals with their
  // zh-TW messages), writes the status and the audit row, and mails a return's letter.
  adminRegistrationTransition: async (ctx) => {
    const staff = signedInStaff(ctx);
    const actor = { role: staff.role, kind: 'staff' as const, uid: staff.uid, label: staff.email, clientAddress: ctx.req.ip };
    const { from, row } = await transitionRegistration(ctx.services, {
      registrationUid: ctx.params.uid,
      event: { type: ctx.body.action, reason: ctx.body.reason, deadline: ctx.body.correctionDeadline },
      actor,
      // An award undone leaves the winner list with it, or is refused while the list is public (a refused
      // transition rolls the release back with it).
      beforeMove: (trx, locked) => releaseAward(trx, actor, locked),
      fromStatus: ctx.body.fromStatus,
    });
    // The summary page shows the status: the new one is made now, for the ZIPs to come.
    summaryAhead(ctx.services, row.uid);
    return { data: { from, status: row.status } };
  },

  adminRegistrationNoteAdd: async (ctx) => ({ data: await addNote(ctx.services.db, signedInStaff(ctx), ctx.params.uid, ctx.body.text) }),

  adminFileDownload: async (ctx) => {
    await sendStaffFile(ctx.services, ctx.req, ctx.reply, signedInStaff(ctx), ctx.params.uid);
    return REPLY_SENT;
  },

  adminFileThumbnail: async (ctx) => {
    await sendStaffThumbnail(ctx.services, ctx.req, ctx.reply, signedInStaff(ctx), ctx.params.uid);
    return REPLY_SENT;
  },
} satisfies Handlers;
