// A signed-in staff member's own password and authenticator app (issue 30, item 8), whatever their role.
// Each asks again for what proves the owner (the current password; for the app, also a current code), so
// a session left open cannot take the account over. A change ends the account's other sessions (the
// caller's stays) and is audited in its transaction. The recovery codes are left as they are when the
// app is replaced: they are kept apart from it (on paper), and an admin's reset is what issues new ones.
import type { FastifyRequest } from 'fastify';
import { recordAudit, staffActor } from '../audit';
import type { BodyOf, DataOf } from '../../platform/contract/handler-types';
import type { Services } from '../../platform/contract/services';
import type { Staff } from '../../platform/contract/callers';
import { reserve } from '../../platform/guards/throttle';
import { badRequest, conflict } from '../../platform/http/api-error';
import { totpContext } from './accounts';
import { reauthAllowance } from './own-passkeys';
import { hashPassword, passwordContext, requireStrongPassword, verifyPassword } from './password';
import { useRecoveryCode } from './recovery-codes';
import { staffMessages } from './staff-messages';
import { looksLikeTotpCode, newTotpSecret, qrSvg, recordTotpStep, totpStep, totpUri } from './totp';

/** How long the new app's secret waits for its first code. */
const AUTHENTICATOR_CHANGE_MINUTES = 10;

/** The account as these changes read it. */
async function ownAccount(services: Services, staff: Staff) {
  return services.db
    .selectFrom('staff_account')
    .select(['uid', 'email', 'display_name', 'password_hash', 'totp_secret', 'totp_last_step', 'credentials_version'])
    .where('uid', '=', staff.uid)
    .executeTakeFirstOrThrow();
}
type OwnAccount = Awaited<ReturnType<typeof ownAccount>>;

/** 400 on `field` unless `password` is the account's; counted in the account's re-authentication allowance. */
async function requirePassword(account: OwnAccount, field: string, password: string): Promise<void> {
  if (!(await verifyPassword(password, account.password_hash))) throw badRequest([{ field, message: staffMessages.staffCurrentPasswordWrong }]);
}

export async function changeOwnPassword(services: Services, req: FastifyRequest, staff: Staff, body: BodyOf<'staffPasswordChange'>): Promise<DataOf<'staffPasswordChange'>> {
  const giveBack = await reserve(services, reauthAllowance(staff), staffMessages.staffTooManyAttempts);
  const account = await ownAccount(services, staff);
  await requirePassword(account, 'currentPassword', body.currentPassword);
  await giveBack();
  await requireStrongPassword('newPassword', body.newPassword, passwordContext(services.config, account));
  const passwordHash = await hashPassword(body.newPassword);
  return services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_account')
      .set((eb) => ({ password_hash: passwordHash, updated_at: new Date(), credentials_version: eb('credentials_version', '+', 1) }))
      .where('uid', '=', staff.uid)
      .execute();
    const ended = await services.staffSessions.revokeOthers(trx, req, staff.uid);
    await recordAudit(trx, { actor: staffActor(staff, req), action: 'staff.password-changed', subject: { kind: 'staff', uid: staff.uid }, detail: { otherSessionsEnded: ended } });
    return { otherSessionsEnded: ended };
  });
}

/**
 * Whether `code` is a current code of the account: the app's (its step recorded: never taken twice) or,
 * when it is not six digits, an unused recovery code (then spent), as at sign-in.
 */
async function spendCurrentCode(services: Services, account: OwnAccount, code: string): Promise<boolean> {
  if (!looksLikeTotpCode(code)) return useRecoveryCode(services.db, account.uid, code);
  if (!account.totp_secret) return false;
  const secret = services.pii.open(account.totp_secret, totpContext(account.uid));
  const step = await totpStep(secret, code, account.totp_last_step === null ? null : Number(account.totp_last_step));
  return step !== null && recordTotpStep(services.db, account.uid, step);
}

/**
 * The new secret travels to the page and back sealed (AES-GCM, the personal-data key) for this account and
 * its credentials as they are: nothing is stored until the new app proves it, and once any credential
 * changes (this change included) the handle no longer opens.
 */
const changeContext = (account: { uid: string; credentials_version: number }) => `staff-totp-change:${account.uid}:${account.credentials_version}`;

export async function authenticatorChangeOptions(services: Services, staff: Staff, body: BodyOf<'staffAuthenticatorChangeOptions'>): Promise<DataOf<'staffAuthenticatorChangeOptions'>> {
  const giveBack = await reserve(services, reauthAllowance(staff), staffMessages.staffTooManyAttempts);
  const account = await ownAccount(services, staff);
  await requirePassword(account, 'password', body.password);
  if (!(await spendCurrentCode(services, account, body.code))) throw badRequest([{ field: 'code', message: staffMessages.staffCurrentCodeWrong }]);
  await giveBack();
  const secret = newTotpSecret();
  const expiresAt = new Date(Date.now() + AUTHENTICATOR_CHANGE_MINUTES * 60_000).toISOString();
  const otpauthUri = totpUri(services.config, account.email, secret);
  return { handle: services.pii.seal(JSON.stringify({ secret, expiresAt }), changeContext(account)), otpauthUri, qrSvg: await qrSvg(otpauthUri), secret, expiresAt };
}

/** The new secret of a handle that opens for the account as it is now and has not expired; null otherwise. */
function pendingSecret(services: Services, account: OwnAccount, handle: string): string | null {
  try {
    const pending = JSON.parse(services.pii.open(handle, changeContext(account))) as { secret: string; expiresAt: string };
    return Date.parse(pending.expiresAt) > Date.now() ? pending.secret : null;
  } catch {
    return null;
  }
}

export async function changeAuthenticator(services: Services, req: FastifyRequest, staff: Staff, body: BodyOf<'staffAuthenticatorChange'>): Promise<DataOf<'staffAuthenticatorChange'>> {
  const account = await ownAccount(services, staff);
  const secret = pendingSecret(services, account, body.handle);
  if (!secret) throw conflict(staffMessages.staffAuthenticatorChangeExpired);
  const step = await totpStep(secret, body.totpCode);
  if (step === null) throw badRequest([{ field: 'totpCode', message: staffMessages.staffNewAuthenticatorCodeWrong }]);
  return services.db.transaction().execute(async (trx) => {
    // Only over the credentials the handle was sealed for: of two changes with one handle, one wins.
    const changed = await trx
      .updateTable('staff_account')
      .set((eb) => ({ totp_secret: services.pii.seal(secret, totpContext(staff.uid)), totp_last_step: step, updated_at: new Date(), credentials_version: eb('credentials_version', '+', 1) }))
      .where('uid', '=', staff.uid)
      .where('credentials_version', '=', account.credentials_version)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) throw conflict(staffMessages.staffAuthenticatorChangeExpired);
    const ended = await services.staffSessions.revokeOthers(trx, req, staff.uid);
    await recordAudit(trx, {
      actor: staffActor(staff, req),
      action: 'staff.authenticator-changed',
      subject: { kind: 'staff', uid: staff.uid },
      detail: { replacedApp: account.totp_secret !== null, otherSessionsEnded: ended },
    });
    return { otherSessionsEnded: ended };
  });
}
