// The second step of a code sign-in (issue 30): the authenticator's 6-digit code or a recovery code, after
// the password was checked.
//
// A cap per account, from all addresses together: the address limits alone let a holder of the password
// spread guesses over many addresses. Every check past the right password first takes one of the account's
// slots (THROTTLE.staffCodeFailuresPerAccount per window) in one atomic upsert, and only a wrong code keeps
// it: parallel requests queue on the counter's row, so however many arrive at once, at most the cap of
// them are checked. With no slot left an authenticator code is refused unchecked (a recovery code, ≈ 2^49,
// or a passkey still signs in), and the attempt that took the last slot writes to the owner.
//
// The same work whatever is wrong: someone who gave a wrong password (or named no account) runs the same
// statements and the same slow checks on throwaway values, so the timing does not confirm a password. A
// password guess never spends the owner's slots: it only reads the counter.
import type { Selectable } from 'kysely';
import type { Services } from '../../platform/contract/services';
import type { StaffAccountTable } from '../../platform/db/schema';
import { queueMail } from '../../platform/mail/mailer';
import { THROTTLE } from '../../platform/guards/throttle';
import { totpContext } from './accounts';
import { staffCappedLetter } from './capped-letter';
import { useRecoveryCode } from './recovery-codes';
import { slowChecks } from './slow-checks';
import { looksLikeTotpCode, newTotpSecret, recordTotpStep } from './totp';
import type { SignInFailure } from './sign-in';

type Account = Selectable<StaffAccountTable>;

export interface SecondFactorCheck {
  method: 'totp' | 'recovery-code';
  /** null: it signs in. */
  failure: SignInFailure | null;
  /** Whether the check took one of the account's slots (to give back unless the code was wrong). */
  slotTaken: boolean;
}

/** The account's cap of wrong second factors (counted under `key`). */
export const secondFactorAllowance = (key: string) => ({ key, limit: THROTTLE.staffCodeFailuresPerAccount, windowSeconds: THROTTLE.windowSeconds });

/** What an authenticator code is checked against when there is no secret to check it against. */
const DUMMY_SECRET = newTotpSecret();

/**
 * Checks `code` for `owner`, the account whose password was right (null: wrong password, unknown,
 * disabled or not enrolled account; the check is then made on throwaway values and fails). `key` is the
 * account's cap counter (by e-mail, as its other counters).
 */
export async function checkSecondFactor(services: Services, owner: Account | null, key: string, code: string): Promise<SecondFactorCheck> {
  let held: number | null = null;
  // One statement either way: a count taken past the right password, only read before it.
  if (owner) held = await services.rateLimits.takeCounting(secondFactorAllowance(key));
  else await services.rateLimits.count(key);
  const slotTaken = held !== null;
  const result = await check(services, owner, slotTaken, code);
  if (owner && result.failure === 'code' && held === THROTTLE.staffCodeFailuresPerAccount) await writeToOwner(services, owner);
  return { ...result, slotTaken };
}

async function check(services: Services, owner: Account | null, slotTaken: boolean, code: string): Promise<Omit<SecondFactorCheck, 'slotTaken'>> {
  if (!looksLikeTotpCode(code)) {
    // Checked whether the cap is reached or not: a recovery code is what the owner has left then.
    const used = await useRecoveryCode(services.db, owner?.uid ?? null, code);
    return { method: 'recovery-code', failure: owner && used ? null : 'code' };
  }
  if (owner && !slotTaken) return { method: 'totp', failure: 'capped' };
  if (!owner?.totp_secret) {
    // A wrong password, or an account enrolled with a passkey (no authenticator app: its codes are
    // recovery codes only): the same check, on a secret of no one's.
    await slowChecks.totp(DUMMY_SECRET, code);
    return { method: 'totp', failure: 'code' };
  }
  return { method: 'totp', failure: await spendTotpCode(services, owner, owner.totp_secret, code) };
}

/**
 * Checks an app code of an account whose password was right and records its step: null when it signs in;
 * 'code-reused' when it is right for a step already used (by enrolment or an earlier sign-in, or by a
 * parallel sign-in with the same code that won); 'code' otherwise.
 */
async function spendTotpCode(services: Services, account: Account, sealedSecret: string, code: string): Promise<SignInFailure | null> {
  const secret = services.pii.open(sealedSecret, totpContext(account.uid));
  const lastStep = account.totp_last_step === null ? null : Number(account.totp_last_step);
  // One check (as the throwaway one above), then the step compared with the last one used.
  const step = await slowChecks.totp(secret, code);
  if (step === null) return 'code';
  if (lastStep !== null && step <= lastStep) return 'code-reused';
  // Of two parallel sign-ins with one code, one wins.
  return (await recordTotpStep(services.db, account.uid, step)) ? null : 'code-reused';
}

/** The cap reached: the owner is told (once: only the attempt that took the last slot gets here). */
async function writeToOwner(services: Services, owner: Account): Promise<void> {
  const letter = staffCappedLetter(services.config, {
    to: owner.email,
    displayName: owner.display_name,
    failures: THROTTLE.staffCodeFailuresPerAccount,
    windowMinutes: THROTTLE.windowSeconds / 60,
    at: new Date(),
  });
  services.mail.deliverSoon(await queueMail(services.db, letter));
}
