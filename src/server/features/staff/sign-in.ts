// Staff sign-in (issue 17): e-mail + password + an authenticator code (or one recovery code), for every
// role. Throttled like the registrant sign-in (src/server/platform/guards/throttle.ts): the refusing limits are the
// client address's own, per (account, address) and per address; an account's failures from everywhere
// only slow every attempt on it. Every answer to a wrong e-mail, password, code, a disabled or not yet
// enrolled account is the same 401: nothing says which part was wrong. One exception, told only to
// someone who gave the right password: a right code of a step already used (the code still on screen
// right after enrolment, issue 29) is answered "wait for the next code"; without the password that
// attempt gets the one 401 like any other. The audit log (read by admins only) keeps the reason. A
// refusal by the throttle says how long to wait.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../../shared/api-codes';
import { recordAudit } from '../audit';
import { countNumberFailure, emailKey, reserve, slowIfGuessed, THROTTLE } from '../../platform/guards/throttle';
import { unauthorized } from '../../platform/http/api-error';
import type { Selectable } from 'kysely';
import type { BodyOf, DataOf } from '../../platform/contract/handler-types';
import type { StaffAccountTable } from '../../platform/db/schema';
import type { Services } from '../../platform/contract/services';
import { totpContext } from './accounts';
import { verifyPassword } from './password';
import { useRecoveryCode } from './recovery-codes';
import { staffMe } from './staff-member';
import type { Staff } from '../../platform/contract/callers';
import { looksLikeTotpCode, totpStep } from './totp';
import { staffMessages } from './staff-messages';

export function staffSignInKeys(email: string, ip: string) {
  return { ip: `staff-login:ip:${ip}`, pair: `staff-login:account-ip:${email}|${ip}`, account: `staff-login:account:${email}` };
}
type SignInKeys = ReturnType<typeof staffSignInKeys>;

/** The address's own slot: every attempt from it takes one, whatever account it names. */
export const staffAddressAllowance = (keys: SignInKeys) => ({ key: keys.ip, limit: THROTTLE.staffPerIp, windowSeconds: THROTTLE.windowSeconds });

/** The slots every sign-in attempt takes (by code or by passkey: one budget). */
export const staffSignInAllowances = (keys: SignInKeys) => [staffAddressAllowance(keys), { key: keys.pair, limit: THROTTLE.staffPerAccountAndIp, windowSeconds: THROTTLE.windowSeconds }];

/** Why a sign-in failed, as the audit log keeps it (the answer never says). */
export type SignInFailure = 'unknown-account' | 'not-enrolled' | 'disabled' | 'password' | 'code' | 'code-reused' | 'no-passkey' | 'passkey' | 'counter' | 'challenge';
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
  const passwordRight = await verifyPassword(password, account?.password_hash);
  const failure = !account ? 'unknown-account' : !account.enrolled_at ? 'not-enrolled' : account.disabled_at ? 'disabled' : !passwordRight ? 'password' : null;
  return { account, failure };
}

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
  throw unauthorized(reason === 'code-reused' ? staffMessages.staffCodeJustUsed : staffMessages.staffSignInWrong, ApiCode.badCredentials);
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
  try {
    await slowIfGuessed(await services.rateLimits.count(keys.account));
    const checked = await checkAccount(services, email, body.password);
    const account = checked.account;
    let failure = checked.failure;
    let method: 'totp' | 'recovery-code' = 'totp';
    if (!failure && account) {
      if (!looksLikeTotpCode(body.code)) {
        method = 'recovery-code';
        if (!(await useRecoveryCode(services.db, account.uid, body.code))) failure = 'code';
      } else if (!account.totp_secret) {
        // An account enrolled with a passkey has no authenticator app: its codes are recovery codes only.
        failure = 'code';
      } else {
        failure = await spendTotpCode(services, account, account.totp_secret, body.code);
      }
    }
    if (failure || !account) {
      failed = true;
      return await refuseSignIn(services, req, keys, email, account?.uid ?? null, failure ?? 'unknown-account');
    }
    // The owner's address starts afresh; the account's own count still decays.
    settled = true;
    await giveBack({ reset: [keys.pair] });
    return await startSignedIn(services, req, reply, account, method);
  } finally {
    if (!failed && !settled) await giveBack();
  }
}

/**
 * Checks an app code of an account whose password was right and records its step: null when it signs in;
 * 'code-reused' when it is right for a step already used (by enrolment or an earlier sign-in, or by a
 * parallel sign-in with the same code that won); 'code' otherwise.
 */
async function spendTotpCode(services: Services, account: Account, sealedSecret: string, code: string): Promise<SignInFailure | null> {
  const secret = services.pii.open(sealedSecret, totpContext(account.uid));
  const lastStep = account.totp_last_step === null ? null : Number(account.totp_last_step);
  const step = await totpStep(secret, code, lastStep);
  if (step === null) return (await totpStep(secret, code)) === null ? 'code' : 'code-reused';
  // Recorded only if still newer: of two parallel sign-ins with one code, one wins.
  const recorded = await services.db
    .updateTable('staff_account')
    .set({ totp_last_step: step })
    .where('uid', '=', account.uid)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return recorded.numUpdatedRows > 0n ? null : 'code-reused';
}
