// The receipt of a registration's latest confirm (the highest of its numbered receipts): the one home of
// that query. It is read on its own (services.receipts.latest) and inside a sign-in's first statement
// (src/server/features/registrant-sessions/sign-in-queries.ts), where a read of its own would be one more
// turn of the embedded session while a surge's other statements wait for theirs.
import type { Expression } from 'kysely';
import type { Database } from './index';

/** `registrationUid`: a value, or a reference to the outer query's registration (a lateral join). */
export function latestReceipt(db: Database, registrationUid: string | Expression<string>) {
  return db
    .selectFrom('receipt')
    .select(['receipt.uid', 'receipt.sequence', 'receipt.submitted_at'])
    .where('receipt.registration_uid', '=', registrationUid)
    .orderBy('receipt.sequence', 'desc')
    .limit(1);
}
