// The final submission (confirm/{sub}): checks the required set (schemas/confirm-required.schema.json),
// then locks the registration (status submitted, submitted_at) and queues the receipt letter in the
// same transaction, so a locked registration always has its receipt on the way. The receipt PDF is
// rendered after the commit, when the letter is delivered (src/server/pdf/receipts.ts): the
// transaction, and the answer, never wait for it. Idempotent: a registration already submitted
// answers the same success and mails nothing again.
import { messages } from '../../shared/messages';
import type { Registrant } from '../auth/sessions';
import { requireCaptcha } from '../auth/captcha-guard';
import { badRequest, notFound } from '../contract/api-error';
import { receiptLetter } from '../mail/letters/receipt';
import { assertCanChange } from '../registration/can-change';
import type { Services } from '../services';
import { checkSubmission, loadSubmission, type Submission } from './submission';

export async function confirmSubmission(services: Services, registrant: Registrant, cfToken: string, ip: string): Promise<Registrant> {
  const { db, config } = services;
  const current = await db.selectFrom('registration').select('status').where('uid', '=', registrant.uid).executeTakeFirstOrThrow();
  if (current.status === 'submitted') return { ...registrant, status: 'submitted' };
  await requireCaptcha(services, cfToken, ip);
  assertCanChange(config, current.status);

  // The required set is read once, under the lock: a second read before the transaction doubled the
  // confirm's queries (on PGlite, each one a turn of the one session) for a refusal that costs the same
  // inside it.
  const committed = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('registration').select('status').where('uid', '=', registrant.uid).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    if (row.status === 'submitted') return null; // a concurrent confirm won: same answer
    assertCanChange(config, row.status);
    const submission = await loadSubmission(trx, registrant.uid);
    assertComplete(services, submission);
    const submittedAt = new Date();
    submission.registration = await trx
      .updateTable('registration')
      .set({ status: 'submitted', submitted_at: submittedAt, updated_at: submittedAt })
      .where('uid', '=', registrant.uid)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { submission, mailId: await services.mail.send(receiptLetter(config, submission), trx) };
  });
  if (committed) {
    // The receipt renders from what the lock read (the letter's delivery joins that rendering).
    services.receipts.start(committed.submission);
    services.mail.deliverSoon(committed.mailId);
  }
  return { ...registrant, status: 'submitted' };
}

/** 400 listing the missing items of the required set in zh-TW (SPEC.md section 5). */
function assertComplete(services: Services, submission: Submission): void {
  const { missing } = checkSubmission(services, submission);
  if (missing.length > 0) {
    throw badRequest(missing, `${messages.requiredItemsMissing}${missing.map((m) => m.message).join('、')}`);
  }
}
