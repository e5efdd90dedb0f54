// The registration page's operations (tag admin-registrations): read one, take a review decision, add a
// note, download a file or its thumbnail. Who may call each is the contract's x-roles, enforced by the
// route loader before these run.
import { REPLY_SENT, signedInStaff, type Handlers } from '../../platform/contract/handler-types';
import { sendStaffFile, sendStaffThumbnail } from './files';
import { addNote } from './notes';
import { readRegistrationForStaff } from './read';
import { transitionAsStaff } from './transition';

export const registrationDetailHandlers = {
  adminRegistrationRead: async (ctx) => ({ data: await readRegistrationForStaff(ctx.services, signedInStaff(ctx), ctx.params.uid) }),

  adminRegistrationTransition: async (ctx) => ({
    data: await transitionAsStaff(ctx.services, signedInStaff(ctx), ctx.req.ip, ctx.params.uid, ctx.body),
  }),

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
