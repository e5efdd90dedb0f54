// An attempt's slots and its security token in the statement that starts its work (a surge's
// requests queue for the one embedded session; each statement is a turn of it): the slots of every
// allowance taken, all or none (src/server/platform/security/rate-limit.ts); the token used up only when they
// were. A sign-in reads its registration in the same statement, a registration nothing more.
import { sql } from '../db/kysely-runtime';
import type { Database } from '../db/index';
import { pruneUsedTokens, useTokenQuery, type CaptchaCheck, type TokenUse } from '../captcha/index';
import { RateLimits, type Allowance } from '../security/rate-limit';
import type { Services } from '../contract/services';
import { captchaRefusal } from './captcha-guard';
import { holdSlots, type GiveBack } from './throttle';

/** A token's check, or none sent. */
export type TokenCheck = CaptchaCheck | { ok: false; reason: 'missing' };

/**
 * Checks a request's token (its signature and solution, or Cloudflare's answer): what slotsAndToken
 * then uses up. Expired tokens are forgotten now and then (pruneUsedTokens).
 */
export async function checkToken(services: Services, token: string | undefined, ip: string): Promise<TokenCheck> {
  await pruneUsedTokens(services.db);
  return token ? services.captcha.check(token, ip) : { ok: false, reason: 'missing' };
}

/** Stands in for a token that failed its check: the statement's condition keeps it from being written. */
const NO_TOKEN: TokenUse = { signature: '', expiresAt: new Date(0) };

/**
 * `db` carrying the slots' upsert (`taken`) and the token's single use (`used`) as CTEs; select
 * SLOT_COLUMNS from the statement built on it and hand them to settleSlots().
 */
export function slotsAndToken(db: Database, allowances: readonly Allowance[], checked: TokenCheck) {
  const useIt = sql<boolean>`${checked.ok} and (select count(*) from taken) = ${allowances.length}`;
  return db.with('taken', (qc) => RateLimits.takeQuery(qc, allowances)).with('used', (qc) => useTokenQuery(qc, checked.ok ? checked.use : NO_TOKEN, useIt));
}

/** What the statement answers: the keys whose slot it took, and whether it used the token up. */
export const SLOT_COLUMNS = [
  sql<string[]>`(select coalesce(json_agg(taken.key), '[]'::json) from taken)`.as('taken'),
  sql<boolean>`exists (select 1 from used)`.as('token_fresh'),
] as const;

/**
 * Decides from the statement's answer: 429 (with `message`) when an allowance was full, the token's
 * 401 when it failed or was used before, the slots taken given back in either case. Otherwise answers
 * the function that gives them back (a request that turns out not to count).
 */
export async function settleSlots(
  services: Services,
  answer: { taken: string[]; token_fresh: boolean },
  allowances: readonly Allowance[],
  checked: TokenCheck,
  message?: string,
): Promise<GiveBack> {
  const giveBack = await holdSlots(services, answer.taken, allowances, message);
  if (!checked.ok || !answer.token_fresh) {
    await giveBack();
    throw captchaRefusal(checked.ok ? 'reused' : checked.reason);
  }
  return giveBack;
}

/** reserve() (src/server/platform/guards/throttle.ts) with the token used up in the same statement. */
export async function reserveWithToken(services: Services, allowances: readonly Allowance[], checked: TokenCheck, message?: string): Promise<GiveBack> {
  const answer = await slotsAndToken(services.db, allowances, checked).selectNoFrom(SLOT_COLUMNS).executeTakeFirstOrThrow();
  return settleSlots(services, answer, allowances, checked, message);
}
