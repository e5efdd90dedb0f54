// The final submission, what it still lacks, and its receipt.
import { messages } from '../../../shared/messages';
import { userInfo } from '../registrant-sessions';
import { notFound } from '../../platform/http/api-error';
import { REPLY_SENT, signedIn, type Handlers } from '../../platform/contract/handler-types';
import { receiptFilename } from './receipt/receipt-filename';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { confirmSubmission, receiptState } from './confirm';
import { checkSubmission, loadSubmission } from './submission';

export const uploadConfirmHandlers = {
  registrationsConfirm: async (ctx) => {
    const { body, req, services } = ctx;
    const registrant = await confirmSubmission(services, signedIn(ctx), body.cfToken, req.ip);
    return { data: userInfo(registrant, services.config, await services.receipts.latest(registrant.uid)), message: messages.submissionConfirmed };
  },

  registrationsSubmissionCheck: async ({ params, services }) => ({
    data: checkSubmission(services, await loadSubmission(services.db, params.uid)),
  }),

  // The receipt of the latest confirm, served from storage; the first ask before the letter's delivery
  // rendered it waits for that one rendering (shared by concurrent clicks) rather than answer "not
  // ready": a user who clicks "download" expects the file, and it is a second or so away. Any status
  // once confirmed: a registration under review, returned for correction or decided keeps its receipt.
  registrationsReceipt: async ({ params, reply, services }) => {
    const registration = await receiptState(services.db, params.uid);
    if (!registration) throw notFound();
    const receipt = await services.receipts.latest(params.uid);
    if (!receipt) throw notFound(messages.receiptNotReady);
    const pdf = await services.receipts.pdf(receipt.uid);
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition('attachment', receiptFilename(registration.registration_number, receipt.sequence)))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store');
    await reply.send(pdf);
    return REPLY_SENT;
  },
} satisfies Handlers;
