// The registrant sign-in's reads (authSignIn, handlers.ts). Its statements are few on purpose: each is a
// turn of the one embedded session in a surge (issue 16).
import type { Database } from '../../platform/db/index';
import { sql } from '../../platform/db/kysely-runtime';
import { slotsAndToken, SLOT_COLUMNS, type TokenCheck } from '../../platform/guards/slots-and-token';
import { RateLimits, type Allowance } from '../../platform/security/rate-limit';

/**
 * The sign-in's first statement: takes the address's slots and uses the token up (slotsAndToken), and
 * reads the registration of `number` (its columns null for an unknown number) with the number's failures
 * (`numberKey`) and SLOT_COLUMNS, for settleSlots().
 */
export function signInAttempt(db: Database, allowances: readonly Allowance[], checked: TokenCheck, number: string, numberKey: string) {
  return slotsAndToken(db, allowances, checked)
    .selectFrom(sql<{ attempt: number }>`(select 1 as attempt)`.as('attempt'))
    .leftJoin('registration', (join) => join.on('registration.registration_number', '=', number))
    .select(['uid', 'registration_number', 'access_code_hash', 'status', 'entity_type', 'organization_name', 'ind_name', 'correction_reason', 'correction_deadline'])
    .select(RateLimits.countOf(numberKey).as('number_failures'))
    .select(SLOT_COLUMNS)
    .executeTakeFirstOrThrow();
}
