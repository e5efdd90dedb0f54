// The staff operations of the contract (tag admin-staff). Who may call each is the contract's x-roles,
// enforced by the route loader (src/server/platform/contract/register.ts) before these run.
import { recordAudit } from '../audit';
import { signedInStaff, type Handlers } from '../../platform/contract/handler-types';
import { completeEnrolment, completePasskeyEnrolment, enrolmentPasskeyOptions, readEnrolment } from './enrolment';
import { changeStaffRole, disableStaff, enableStaff, inviteStaff, listStaff, resendStaffInvitation, resetStaffSecondFactor } from './manage';
import { authenticatorChangeOptions, changeAuthenticator, changeOwnPassword } from './own-credentials';
import { addPasskey, addPasskeyOptions, listOwnPasskeys, removePasskey } from './own-passkeys';
import { passkeySignIn, passkeySignInOptions } from './passkey-sign-in';
import { staffSignIn } from './sign-in';
import { staffMe } from './staff-member';

export const staffHandlers = {
  staffSignIn: async ({ body, req, reply, services }) => ({ data: await staffSignIn(services, req, reply, body) }),

  staffPasskeySignInOptions: async ({ body, req, services }) => ({ data: await passkeySignInOptions(services, req, body) }),

  staffPasskeySignIn: async ({ body, req, reply, services }) => ({ data: await passkeySignIn(services, req, reply, body) }),

  staffSignOut: async ({ req, reply, services }) => {
    // Who it was, read before the transaction (the embedded database has one connection: no query
    // outside the transaction may wait inside it).
    const staff = await services.staffSessions.find(req);
    await services.db.transaction().execute(async (trx) => {
      await services.staffSessions.end(trx, req, reply);
      if (staff) await recordAudit(trx, { actor: { kind: 'staff', uid: staff.uid, label: staff.email, clientAddress: req.ip }, action: 'staff.sign-out' });
    });
    return { data: null };
  },

  staffMe: async (ctx) => ({ data: staffMe(signedInStaff(ctx)) }),

  staffEnrolmentRead: async ({ body, req, services }) => ({ data: await readEnrolment(services, req, body.token) }),

  staffEnrolmentComplete: async ({ body, req, services }) => ({ data: await completeEnrolment(services, req, body) }),

  staffEnrolmentPasskeyOptions: async ({ body, req, services }) => ({ data: await enrolmentPasskeyOptions(services, req, body.token) }),

  staffEnrolmentPasskeyComplete: async ({ body, req, services }) => ({ data: await completePasskeyEnrolment(services, req, body) }),

  staffPasskeyList: async (ctx) => ({ data: await listOwnPasskeys(ctx.services, signedInStaff(ctx)) }),

  staffPasskeyAddOptions: async (ctx) => ({ data: await addPasskeyOptions(ctx.services, signedInStaff(ctx), ctx.body) }),

  staffPasskeyAdd: async (ctx) => ({ data: await addPasskey(ctx.services, ctx.req, signedInStaff(ctx), ctx.body) }),

  staffPasskeyRemove: async (ctx) => ({ data: await removePasskey(ctx.services, ctx.req, signedInStaff(ctx), ctx.body.credentialId) }),

  staffPasswordChange: async (ctx) => ({ data: await changeOwnPassword(ctx.services, ctx.req, signedInStaff(ctx), ctx.body) }),

  staffAuthenticatorChangeOptions: async (ctx) => ({ data: await authenticatorChangeOptions(ctx.services, signedInStaff(ctx), ctx.body) }),

  staffAuthenticatorChange: async (ctx) => ({ data: await changeAuthenticator(ctx.services, ctx.req, signedInStaff(ctx), ctx.body) }),

  staffList: async ({ services }) => ({ data: await listStaff(services) }),

  staffInvite: async (ctx) => ({ data: await inviteStaff(ctx.services, ctx.req, signedInStaff(ctx), ctx.body) }),

  staffChangeRole: async (ctx) => ({ data: await changeStaffRole(ctx.services, ctx.req, signedInStaff(ctx), ctx.params.uid, ctx.body.role) }),

  staffDisable: async (ctx) => ({ data: await disableStaff(ctx.services, ctx.req, signedInStaff(ctx), ctx.params.uid) }),

  staffResendInvitation: async (ctx) => ({ data: await resendStaffInvitation(ctx.services, ctx.req, signedInStaff(ctx), ctx.params.uid) }),

  staffEnable: async (ctx) => ({ data: await enableStaff(ctx.services, ctx.req, signedInStaff(ctx), ctx.params.uid) }),

  staffResetSecondFactor: async (ctx) => ({ data: await resetStaffSecondFactor(ctx.services, ctx.req, signedInStaff(ctx), ctx.params.uid) }),
} satisfies Handlers;
