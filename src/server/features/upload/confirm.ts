// The final submission (confirm/{sub}): checks the required set (schemas/confirm-required.schema.json),
// then locks the registration (status submitted, submitted_at), writes this confirm's receipt row and
// queues the receipt letter in the same transaction, so a locked registration always has its receipt on
// the way (a registration confirmed again after a correction gets a second, numbered receipt). The receipt PDF is
// rendered after the commit, when the letter is delivered (src/server/features/upload/receipt/receipts.ts): the
// transaction, and the answer, never wait for it. The status change is the review machine's CONFIRM
// (src/server/features/registration/transition.ts), with its audit row in the same transaction. Idempotent: a registration already submitted
// answers the same success and mails nothing again.
import { messages } from '../../../shared/messages';
import type { Registrant } from '../../platform/contract/callers';
import { requireCaptcha } from '../../platform/guards/captcha-guard';
import { badRequest } from '../../platform/http/api-error';
import { receiptLetter } from './receipt/receipt-letter';
import { summaryAhead } from './receipt/summary-ahead';
import { assertCanChange, changeSubjectOf } from '../../platform/contract/editable';
import { applyTransition, lockRegistration } from '../registration';
import type { Services } from '../../platform/contract/services';
import type { Database } from '../../platform/db/index';
import { checkSubmission, loadSubmission, type Submission } from './submission';

/** A registration's number, for its receipt's name (undefined: no such registration). */
export function receiptState(db: Database, registrationUid: string) {
  return db.selectFrom('registration').select(['registration_number']).where('uid', '=', registrationUid).executeTakeFirst();
}

export async function confirmSubmission(services: Services, registrant: Registrant, cfToken: string, ip: string): Promise<Registrant> {
  const { db, config } = services;
  const current = await db.selectFrom('registration').select(['status', 'correction_deadline']).where('uid', '=', registrant.uid).executeTakeFirstOrThrow();
  if (current.status === 'submitted') return submitted(registrant);
  await requireCaptcha(services, cfToken, ip);
  assertCanChange(config, changeSubjectOf(current));

  // The required set is read once, under the lock: a second read before the transaction doubled the
  // confirm's queries (on PGlite, each one a turn of the one session) for a refusal that costs the same
  // inside it.
  const committed = await db.transaction().execute(async (trx) => {
    const row = await lockRegistration(trx, registrant.uid);
    if (row.status === 'submitted') return null; // a concurrent confirm won: same answer
    assertCanChange(config, changeSubjectOf(row));
    const submission = await loadSubmission(trx, registrant.uid);
    assertComplete(services, submission);
    // The review machine's CONFIRM (in_progress or reviewed_awaiting -> submitted): it clears a
    // correction request, and the audit log keeps the step.
    const submittedAt = new Date();
    const actor = { role: 'registrant', kind: 'registrant', uid: registrant.uid, label: registrant.registrationNumber, clientAddress: ip } as const;
    ({ row: submission.registration } = await applyTransition(trx, row, { type: 'CONFIRM' }, actor, submittedAt, { submitted_at: submittedAt }));
    // This confirm's own receipt (numbered after the earlier ones), of what the lock read.
    const receipt = await services.receipts.record(trx, submission);
    return { receiptUid: receipt.uid, mailId: await services.mail.send(receiptLetter(config, submission, receipt), trx) };
  });
  if (committed) {
    // The receipt renders now (the letter's delivery joins that rendering).
    services.receipts.start(committed.receiptUid);
    services.mail.deliverSoon(committed.mailId);
    // The back office's summary page of what was just confirmed, for the ZIPs to come.
    summaryAhead(services, registrant.uid);
  }
  return submitted(registrant);
}

/** The registrant as the answer describes them now: submitted, no correction request pending. */
const submitted = (registrant: Registrant): Registrant => ({ ...registrant, status: 'submitted', correctionReason: null, correctionDeadline: null });

/** 400 listing the missing items of the required set in zh-TW (SPEC.md section 5). */
function assertComplete(services: Services, submission: Submission): void {
  const { missing } = checkSubmission(services, submission);
  if (missing.length > 0) {
    throw badRequest(missing, `${messages.requiredItemsMissing}${missing.map((m) => m.message).join('、')}`);
  }
}
