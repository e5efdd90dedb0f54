// The final submission, what it still lacks, and its receipt.
import { messages } from '../../shared/messages';
import { userInfo } from '../auth/user-info';
import { notFound } from '../contract/api-error';
import { REPLY_SENT, signedIn, type Handlers } from '../contract/handler-types';
import { receiptFilename, receiptPdf } from '../pdf/receipt';
import { confirmSubmission } from '../upload/confirm';
import { checkSubmission, loadSubmission } from '../upload/submission';

export const uploadConfirmHandlers = {
  registrationsConfirm: async (ctx) => {
    const { body, req, services } = ctx;
    const registrant = await confirmSubmission(services, signedIn(ctx), body.cfToken, req.ip);
    return { data: userInfo(registrant, services.config), message: messages.submissionConfirmed };
  },

  registrationsSubmissionCheck: async ({ params, services }) => ({
    data: checkSubmission(services, await loadSubmission(services.db, params.uid)),
  }),

  registrationsReceipt: async ({ params, reply, services }) => {
    const submission = await loadSubmission(services.db, params.uid);
    if (submission.registration.status !== 'submitted') throw notFound(messages.receiptNotReady);
    const pdf = await receiptPdf(services.config, submission);
    const name = receiptFilename(submission.registration.registration_number);
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store');
    await reply.send(pdf);
    return REPLY_SENT;
  },
} satisfies Handlers;
