// The final submission, what it still lacks, and its receipt.
import { messages } from '../../../shared/messages';
import { userInfo } from '../registrant-sessions';
import { notFound } from '../../platform/http/api-error';
import { REPLY_SENT, signedIn, type Handlers } from '../../platform/contract/handler-types';
import { receiptFilename } from './receipt/receipt-filename';
import { confirmSubmission, receiptState } from './confirm';
import { checkSubmission, loadSubmission } from './submission';

export const uploadConfirmHandlers = {
  registrationsConfirm: async (ctx) => {
    const { body, req, services } = ctx;
    const registrant = await confirmSubmission(services, signedIn(ctx), body.cfToken, req.ip);
    return { data: userInfo(registrant, services.config), message: messages.submissionConfirmed };
  },

  registrationsSubmissionCheck: async ({ params, services }) => ({
    data: checkSubmission(services, await loadSubmission(services.db, params.uid)),
  }),

  // Served from storage; the first ask before the letter's delivery rendered it waits for that one
  // rendering (shared by concurrent clicks) rather than answer "not ready": a user who clicks
  // "download" expects the file, and it is a second or so away.
  registrationsReceipt: async ({ params, reply, services }) => {
    const registration = await receiptState(services.db, params.uid);
    if (!registration) throw notFound();
    if (registration.status !== 'submitted') throw notFound(messages.receiptNotReady);
    const pdf = await services.receipts.pdf(params.uid);
    const name = receiptFilename(registration.registration_number);
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store');
    await reply.send(pdf);
    return REPLY_SENT;
  },
} satisfies Handlers;
