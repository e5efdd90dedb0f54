// Staff sign-in (issue 17): e-mail + password + an authenticator code (or one recovery code), for every
// role. Throttled like the registrant sign-in (src/server/platform/guards/throttle.ts): the refusing limits are the
// client address's own, per (account, address) and per address; an account's failures from everywhere
// only slow every attempt on it. Every answer to a wrong e-mail, password, code, a used code, a disabled
// or not yet enrolled account is the same 401: nothing says which part was wrong. The audit log (read by
// admins only) keeps the reason.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../../shared/api-codes';
import { recordAudit } from '../audit';
import { countNumberFailure, emailKey, reserve, slowIfGuessed, THROTTLE } from '../../platform/guards/throttle';
import { unauthorized } from '../../platform/http/api-error';
import type { BodyOf } from '../../platform/contract/handler-types';
import type { Services } from '../../platform/contract/services';
import { totpContext } from './accounts';
import { verifyPassword } from './password';
import { useRecoveryCode } from './recovery-codes';
import { staffMe } from './staff-member';
import type { Staff } from '../../platform/contract/callers';
import { looksLikeTotpCode, totpStep } from './totp';
import { staffMessages } from './staff-messages';

function signInKeys(email: string, ip: string) {
  return { ip: `staff-login:ip:${ip}`, pair: `staff-login:account-ip:${email}|${ip}`, account: `staff-login:account:${email}` };
}

type Failure = 'unknown-account' | 'not-enrolled' | 'disabled' | 'password' | 'code';

export async function staffSignIn(services: Services, req: FastifyRequest, reply: FastifyReply, body: BodyOf<'staffSignIn'>) {
  const email = emailKey(body.email);
  const keys = signInKeys(email, req.ip);
  const giveBack = await reserve(services, [
    { key: keys.ip, limit: THROTTLE.staffPerIp, windowSeconds: THROTTLE.windowSeconds },
    { key: keys.pair, limit: THROTTLE.staffPerAccountAndIp, windowSeconds: THROTTLE.windowSeconds },
  ]);
  let failed = false;
  let settled = false;
  try {
    await slowIfGuessed(await services.rateLimits.count(keys.account));
    const account = await services.db
      .selectFrom('staff_account')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    // The password is checked (or a throwaway hash, same time) whatever else is wrong.
    const passwordRight = await verifyPassword(body.password, account?.password_hash);
    let failure: Failure | null = !account ? 'unknown-account' : !account.enrolled_at || !account.totp_secret ? 'not-enrolled' : account.disabled_at ? 'disabled' : !passwordRight ? 'password' : null;
    let method: 'totp' | 'recovery-code' = 'totp';
    if (!failure && account?.totp_secret) {
      if (looksLikeTotpCode(body.code)) {
        const secret = services.pii.open(account.totp_secret, totpContext(account.uid));
        const lastStep = account.totp_last_step === null ? null : Number(account.totp_last_step);
        const step = await totpStep(secret, body.code, lastStep);
        // Recorded only if still newer: of two parallel sign-ins with one code, one wins.
        const recorded =
          step !== null &&
          (
            await services.db
              .updateTable('staff_account')
              .set({ totp_last_step: step })
              .where('uid', '=', account.uid)
              .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
              .executeTakeFirst()
          ).numUpdatedRows > 0n;
        if (!recorded) failure = 'code';
      } else {
        method = 'recovery-code';
        if (!(await useRecoveryCode(services.db, account.uid, body.code))) failure = 'code';
      }
    }
    if (failure || !account) {
      failed = true;
      await countNumberFailure(services, keys.account);
      await recordAudit(services.db, {
        actor: { kind: 'anonymous', label: email, clientAddress: req.ip },
        action: 'staff.sign-in-failed',
        ...(account ? { subject: { kind: 'staff', uid: account.uid } } : {}),
        detail: { reason: failure ?? 'unknown-account' },
      });
      throw unauthorized(staffMessages.staffSignInWrong, ApiCode.badCredentials);
    }
    // The owner's address starts afresh; the account's own count still decays.
    settled = true;
    await giveBack({ reset: [keys.pair] });
    const staff: Staff = { uid: account.uid, email: account.email, displayName: account.display_name, role: account.role };
    await services.db.transaction().execute(async (trx) => {
      await services.staffSessions.start(trx, reply, account.uid);
      await recordAudit(trx, { actor: { kind: 'staff', uid: account.uid, label: account.email, clientAddress: req.ip }, action: 'staff.sign-in', detail: { method } });
    });
    return staffMe(staff);
  } finally {
    if (!failed && !settled) await giveBack();
  }
}
