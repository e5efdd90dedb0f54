// The registrant sign-in's reads (authSignIn, handlers.ts). Its statements are few on purpose: each is a
// turn of the one embedded session in a surge (issue 16).
import type { Database } from '../../platform/db/index';
import { sql } from '../../platform/db/kysely-runtime';
import { latestReceipt } from '../../platform/db/latest-receipt';
import { slotsAndToken, SLOT_COLUMNS, type TokenCheck } from '../../platform/guards/slots-and-token';
import { RateLimits, type Allowance } from '../../platform/security/rate-limit';

/**
 * The sign-in's first statement: takes the address's slots and uses the token up (slotsAndToken), and
 * reads the registration of `number` (its columns null for an unknown number) with its latest receipt (for
 * the answer), the number's failures (`numberKey`) and SLOT_COLUMNS, for settleSlots().
 */
export function signInAttempt(db: Database, allowances: readonly Allowance[], checked: TokenCheck, number: string, numberKey: string) {
  return slotsAndToken(db, allowances, checked)
    .selectFrom(sql<{ attempt: number }>`(select 1 as attempt)`.as('attempt'))
    .leftJoin('registration', (join) => join.on('registration.registration_number', '=', number))
    .leftJoinLateral(latestReceipt(db, sql.ref<string>('registration.uid')).as('latest_receipt'), (join) => join.onTrue())
    .select(['registration.uid', 'registration_number', 'access_code_hash', 'status', 'entity_type', 'organization_name', 'ind_name', 'correction_reason', 'correction_deadline'])
    .select(['latest_receipt.sequence as receipt_sequence', 'latest_receipt.submitted_at as receipt_submitted_at'])
    .select(RateLimits.countOf(numberKey).as('number_failures'))
    .select(SLOT_COLUMNS)
    .executeTakeFirstOrThrow();
}
