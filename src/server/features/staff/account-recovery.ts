// Ways back into an account (issue 29, item 7), shared by the admin's buttons (manage.ts) and the staff
// CLI (scripts/staff.ts): an invitation sent again (a new link; the earlier one stops working), a
// disabled account enabled again, and a lost authenticator reset (the app's secret, the recovery codes
// and the passkeys cleared, every session ended, and a new link to enrol again as the first time). Each
// runs in the caller's transaction with its audit row and its letter queued there, on the account row
// locked first, so two admins' clicks are taken one after the other.
import type { Transaction } from 'kysely';
import { recordAudit, type AuditActor } from '../audit';
import type { Config } from '../../platform/config/config';
import { conflict } from '../../platform/http/api-error';
import type { DB } from '../../platform/db/schema';
import type { MailMessage } from '../../platform/mail/mailer';
import type { PiiCipher } from '../../platform/security/pii-cipher';
import { newEnrolment } from './accounts';
import { staffInviteLetter } from './invite-letter';
import { staffResetLetter } from './reset-letter';
import type { StaffAccount } from './staff-member';
import { staffMessages } from './staff-messages';
import type { StaffSessions } from './staff-sessions';

export interface RecoveryDeps {
  config: Config;
  pii: PiiCipher;
  staffSessions: Pick<StaffSessions, 'revokeAll'>;
  /** Queues a letter in the transaction (sent once it commits); answers its id. */
  queueLetter: (trx: Transaction<DB>, letter: MailMessage) => Promise<string>;
}

/** What the admin (or the CLI) did: the account as it is now, and the id of the letter queued, if any. */
export interface Recovered {
  account: StaffAccount;
  mailId: string | null;
  /** The new enrolment link (the CLI prints it; the admin's answer never carries it). */
  link: string | null;
  expiresAt: Date | null;
}

/** The account, locked for the rest of the transaction; by uid, or by e-mail in any case. */
export async function lockedAccount(trx: Transaction<DB>, by: { uid: string } | { email: string }): Promise<StaffAccount | undefined> {
  return trx
    .selectFrom('staff_account')
    .selectAll()
    .where((eb) => ('uid' in by ? eb('uid', '=', by.uid) : eb(eb.fn('lower', ['email']), '=', by.email.trim().toLowerCase())))
    .forUpdate()
    .executeTakeFirst();
}

/** A new invitation for an account that has not enrolled yet (409 otherwise): new link, letter, audit row `staff.invitation-resent`. */
export async function resendInvitation(trx: Transaction<DB>, deps: RecoveryDeps, account: StaffAccount, actor: AuditActor, invitedBy?: string): Promise<Recovered> {
  if (account.disabled_at) throw conflict(staffMessages.staffResendDisabled);
  if (account.enrolled_at) throw conflict(staffMessages.staffAlreadyEnrolled);
  const { link, expiresAt } = await newEnrolment(trx, deps, account.uid);
  const letter = staffInviteLetter(deps.config, { to: account.email, displayName: account.display_name, role: account.role, invitedBy, link, expiresAt, resent: true });
  const mailId = await deps.queueLetter(trx, letter);
  await recordAudit(trx, { actor, action: 'staff.invitation-resent', subject: { kind: 'staff', uid: account.uid }, detail: { email: account.email } });
  return { account, mailId, link, expiresAt };
}

/**
 * A disabled account enabled again (an enabled one is answered as it is): the person signs in with what
 * they had. Disabling voided an unused enrolment link, so an account never enrolled needs its invitation
 * sent again. Audit row `staff.enabled`.
 */
export async function enableAccount(trx: Transaction<DB>, account: StaffAccount, actor: AuditActor): Promise<Recovered> {
  const none = { mailId: null, link: null, expiresAt: null };
  if (!account.disabled_at) return { account, ...none };
  const row = await trx.updateTable('staff_account').set({ disabled_at: null, updated_at: new Date() }).where('uid', '=', account.uid).returningAll().executeTakeFirstOrThrow();
  await recordAudit(trx, { actor, action: 'staff.enabled', subject: { kind: 'staff', uid: account.uid }, detail: { email: account.email } });
  return { account: row, ...none };
}

/**
 * A lost authenticator: the enrolled account's app secret, recovery codes and passkeys (and passkey
 * ceremonies under way) cleared, every session ended, and it is back to "invited" with a new link mailed
 * (409 for an account disabled or not enrolled). Audit row `staff.second-factor-reset` with what was cleared.
 */
export async function resetSecondFactor(trx: Transaction<DB>, deps: RecoveryDeps, account: StaffAccount, actor: AuditActor, invitedBy?: string): Promise<Recovered> {
  if (account.disabled_at) throw conflict(staffMessages.staffResetDisabled);
  if (!account.enrolled_at) throw conflict(staffMessages.staffResetNotEnrolled);
  const row = await trx
    .updateTable('staff_account')
    .set((eb) => ({ totp_secret: null, totp_last_step: null, enrolled_at: null, updated_at: new Date(), credentials_version: eb('credentials_version', '+', 1) }))
    .where('uid', '=', account.uid)
    .returningAll()
    .executeTakeFirstOrThrow();
  const codes = await trx.deleteFrom('staff_recovery_code').where('staff_uid', '=', account.uid).executeTakeFirst();
  const passkeys = await trx.deleteFrom('staff_passkey').where('staff_uid', '=', account.uid).executeTakeFirst();
  await trx.deleteFrom('staff_webauthn_challenge').where('staff_uid', '=', account.uid).execute();
  await deps.staffSessions.revokeAll(trx, account.uid);
  const { link, expiresAt } = await newEnrolment(trx, deps, account.uid);
  const letter = staffResetLetter(deps.config, { to: account.email, displayName: account.display_name, role: account.role, invitedBy, link, expiresAt });
  const mailId = await deps.queueLetter(trx, letter);
  await recordAudit(trx, {
    actor,
    action: 'staff.second-factor-reset',
    subject: { kind: 'staff', uid: account.uid },
    detail: { email: account.email, app: account.totp_secret !== null, passkeys: Number(passkeys.numDeletedRows), recoveryCodes: Number(codes.numDeletedRows) },
  });
  return { account: row, mailId, link, expiresAt };
}
