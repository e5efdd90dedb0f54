// Staff sign-in (issue 17): e-mail + password + an authenticator code (or one recovery code), for every
// role. Throttled like the registrant sign-in (src/server/platform/guards/throttle.ts): the refusing limits are the
// client address's own, per (account, address) and per address; an account's failures from everywhere
// only slow every attempt on it. Every answer to a wrong e-mail, password, code, a disabled or not yet
// enrolled account is the same 401: nothing says which part was wrong. Two exceptions, told only to
// someone who gave the right password: a right code of a step already used (the code still on screen
// right after enrolment, issue 29) is answered "wait for the next code", and an authenticator code on
// an account at its cap of wrong codes (issue 30, ./second-factor.ts) "use a recovery code or a
// passkey"; without the password those attempts get the one 401 like any other. The audit log (read by
// admins only) keeps the reason. A refusal by the throttle says how long to wait.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../../shared/api-codes';
import { recordAudit } from '../audit';
import { countNumberFailure, emailKey, reserve, slowIfGuessed, THROTTLE } from '../../platform/guards/throttle';
import { unauthorized } from '../../platform/http/api-error';
import type { Selectable } from 'kysely';
import type { BodyOf, DataOf } from '../../platform/contract/handler-types';
import type { StaffAccountTable } from '../../platform/db/schema';
import type { Services } from '../../platform/contract/services';
import { slowChecks } from './slow-checks';
import { checkSecondFactor } from './second-factor';
import { staffMe } from './staff-member';
import type { Staff } from '../../platform/contract/callers';
import { staffMessages } from './staff-messages';

export function staffSignInKeys(email: string, ip: string) {
  return {
    ip: `staff-login:ip:${ip}`,
    pair: `staff-login:account-ip:${email}|${ip}`,
    account: `staff-login:account:${email}`,
    /** Wrong second factors past the right password, from every address (./second-factor.ts). */
    secondFactor: `staff-login:second-factor:${email}`,
  };
}
type SignInKeys = ReturnType<typeof staffSignInKeys>;

/** The address's own slot: every attempt from it takes one, whatever account it names. */
export const staffAddressAllowance = (keys: SignInKeys) => ({ key: keys.ip, limit: THROTTLE.staffPerIp, windowSeconds: THROTTLE.windowSeconds });

/** The slots every sign-in attempt takes (by code or by passkey: one budget). */
export const staffSignInAllowances = (keys: SignInKeys) => [staffAddressAllowance(keys), { key: keys.pair, limit: THROTTLE.staffPerAccountAndIp, windowSeconds: THROTTLE.windowSeconds }];

/** Why a sign-in failed, as the audit log keeps it (the answer never says). */
export type SignInFailure = 'unknown-account' | 'not-enrolled' | 'disabled' | 'password' | 'code' | 'code-reused' | 'capped' | 'no-passkey' | 'passkey' | 'counter' | 'challenge';
type Account = Selectable<StaffAccountTable>;

/**
 * The account of `email` and what is wrong with it for a sign-in (null: nothing, so far). The password is
 * checked (or a throwaway hash, same time) whatever else is wrong.
 */
export async function checkAccount(services: Services, email: string, password: string): Promise<{ account: Account | undefined; failure: SignInFailure | null }> {
  const account = await services.db
    .selectFrom('staff_account')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  const passwordRight = await slowChecks.password(password, account?.password_hash);
  const failure = !account ? 'unknown-account' : !account.enrolled_at ? 'not-enrolled' : account.disabled_at ? 'disabled' : !passwordRight ? 'password' : null;
  return { account, failure };
}

/** The refusals that say more than the one 401: reached only past the right password. */
const REFUSALS: Partial<Record<SignInFailure, string>> = { 'code-reused': staffMessages.staffCodeJustUsed, capped: staffMessages.staffCodeCapped };

/**
 * A failed sign-in: counted against the account (when one was named), an audit row with the reason, and
 * the one 401 ('code-reused', reached only past the right password, says to wait for the next code).
 */
export async function refuseSignIn(services: Services, req: FastifyRequest, keys: SignInKeys | null, email: string, staffUid: string | null, reason: SignInFailure, method?: 'passkey'): Promise<never> {
  if (keys) await countNumberFailure(services, keys.account);
  await recordAudit(services.db, {
    actor: { kind: 'anonymous', label: email, clientAddress: req.ip },
    action: 'staff.sign-in-failed',
    ...(staffUid ? { subject: { kind: 'staff', uid: staffUid } } : {}),
    detail: { reason, ...(method ? { method } : {}) },
  });
  throw unauthorized(REFUSALS[reason] ?? staffMessages.staffSignInWrong, ApiCode.badCredentials);
}

/** A successful sign-in: the session and its audit row, in one transaction. */
export async function startSignedIn(services: Services, req: FastifyRequest, reply: FastifyReply, account: Account, method: 'totp' | 'recovery-code' | 'passkey'): Promise<DataOf<'staffMe'>> {
  const staff: Staff = { uid: account.uid, email: account.email, displayName: account.display_name, role: account.role };
  await services.db.transaction().execute(async (trx) => {
    await services.staffSessions.start(trx, reply, account.uid);
    await recordAudit(trx, { actor: { kind: 'staff', uid: account.uid, label: account.email, clientAddress: req.ip }, action: 'staff.sign-in', detail: { method } });
  });
  return staffMe(staff);
}

export async function staffSignIn(services: Services, req: FastifyRequest, reply: FastifyReply, body: BodyOf<'staffSignIn'>) {
  const email = emailKey(body.email);
  const keys = staffSignInKeys(email, req.ip);
  const giveBack = await reserve(services, staffSignInAllowances(keys), staffMessages.staffTooManyAttempts);
  let failed = false;
  let settled = false;
  let slotTaken = false;
  try {
    await slowIfGuessed(await services.rateLimits.count(keys.account));
    const { account, failure: accountFailure } = await checkAccount(services, email, body.password);
    // The code is checked past a wrong password too, on throwaway values: the same work either way.
    const checked = await checkSecondFactor(services, accountFailure ? null : (account ?? null), keys.secondFactor, body.code);
    slotTaken = checked.slotTaken;
    const failure = accountFailure ?? checked.failure;
    if (failure || !account) {
      failed = true;
      // Only a wrong code spends the account's slot; a right one of a used step gives it back.
      if (slotTaken && failure === 'code-reused') await services.rateLimits.release({ giveBack: [keys.secondFactor] });
      return await refuseSignIn(services, req, keys, email, account?.uid ?? null, failure ?? 'unknown-account');
    }
    // The owner's address starts afresh, the code's slot is given back; the account's own counts still decay.
    settled = true;
    await services.rateLimits.release({ giveBack: [keys.ip, ...(slotTaken ? [keys.secondFactor] : [])], reset: [keys.pair] });
    return await startSignedIn(services, req, reply, account, checked.method);
  } finally {
    if (!failed && !settled) {
      await giveBack();
      if (slotTaken) await services.rateLimits.release({ giveBack: [keys.secondFactor] });
    }
  }
}
