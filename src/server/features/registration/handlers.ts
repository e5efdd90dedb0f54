// Registration: create, read and edit one's own, and resend the login code. The rules live in
// src/server/features/registration/; the route loader has already validated the body and, for {uid}
// routes, the session, the ownership and (update) the editable status and window.
import { messages } from '../../../shared/messages';
import type { Handlers } from '../../platform/contract/handler-types';
import { inFirstLane } from '../../platform/db/single-session-dialect';
import { createRegistration } from './create';
import { readRegistration } from './read';
import { resendAccessCode } from './resend';
import { updateRegistration } from './update';

export const registrationHandlers = {
  registrationsCreate: async ({ body, req, services }) => {
    // Its statements before other requests' (a surge's registrations have a time limit, issue 16).
    const created = await inFirstLane(() => createRegistration(services, body, req.ip));
    return { data: created, message: messages.registrationSubmitted };
  },

  registrationsRead: async ({ params, services }) => ({
    data: await readRegistration(services.db, services.config, services.pii, params.uid),
  }),

  registrationsUpdate: async ({ params, body, services }) => ({
    data: await updateRegistration(services, params.uid, body),
    message: messages.registrationEdited,
  }),

  registrationsNotifyRegistrationNumber: async ({ body, req, services }) => {
    await resendAccessCode(services, body, req.ip);
    return { data: null, message: messages.resendSent };
  },
} satisfies Handlers;
