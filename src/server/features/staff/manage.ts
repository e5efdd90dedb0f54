// An admin's changes to staff accounts (issue 17): invite (the letter goes through the mail queue),
// change the role, disable; and (issue 29) send an invitation again, enable again, reset a lost
// authenticator (account-recovery.ts, shared with the CLI). A role change, a disabling or a reset ends
// every session of the account at once; an admin cannot do any of them to their own account. Each
// change and its audit row commit together.
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { recordAudit, staffActor, type AuditActor } from '../audit';
import type { DB } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/http/api-error';
import type { BodyOf, DataOf } from '../../platform/contract/handler-types';
import { staffInviteLetter } from './invite-letter';
import type { Services } from '../../platform/contract/services';
import { createStaffAccount } from './accounts';
import { enableAccount, lockedAccount, resendInvitation, resetSecondFactor, type RecoveryDeps, type Recovered } from './account-recovery';
import type { StaffRole } from '../../platform/contract/roles';
import { staffMember, type StaffAccount, type StaffMember } from './staff-member';
import type { Staff } from '../../platform/contract/callers';
import { staffMessages } from './staff-messages';

export async function listStaff(services: Services): Promise<DataOf<'staffList'>> {
  const rows = await services.db.selectFrom('staff_account').selectAll().orderBy('email').execute();
  return rows.map(staffMember);
}

export async function inviteStaff(services: Services, req: FastifyRequest, admin: Staff, body: BodyOf<'staffInvite'>): Promise<DataOf<'staffInvite'>> {
  const { invitation, mailId } = await services.db.transaction().execute(async (trx) => {
    const invitation = await createStaffAccount(trx, services, body, staffActor(admin, req));
    const letter = staffInviteLetter(services.config, { to: invitation.account.email, displayName: invitation.account.display_name, role: body.role, invitedBy: admin.displayName, link: invitation.link, expiresAt: invitation.expiresAt });
    return { invitation, mailId: await services.mail.send(letter, trx) };
  });
  services.mail.deliverSoon(mailId);
  return staffMember(invitation.account);
}

/** The account to change: 404 when unknown, 409 when it is the admin's own. */
async function otherAccount(services: Services, admin: Staff, uid: string, selfMessage: string) {
  const row = await services.db.selectFrom('staff_account').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!row) throw notFound(staffMessages.staffNotFound);
  if (row.uid === admin.uid) throw conflict(selfMessage);
  return row;
}

export async function changeStaffRole(services: Services, req: FastifyRequest, admin: Staff, uid: string, role: StaffRole): Promise<DataOf<'staffChangeRole'>> {
  const before = await otherAccount(services, admin, uid, staffMessages.staffSelfRoleChange);
  const after = await services.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('staff_account')
      .set((eb) => ({ role, updated_at: new Date(), credentials_version: eb('credentials_version', '+', 1) }))
      .where('uid', '=', uid)
      .returningAll()
      .executeTakeFirstOrThrow();
    await services.staffSessions.revokeAll(trx, uid);
    await recordAudit(trx, { actor: staffActor(admin, req), action: 'staff.role-changed', subject: { kind: 'staff', uid }, detail: { from: before.role, to: role } });
    return row;
  });
  return staffMember(after);
}

export async function disableStaff(services: Services, req: FastifyRequest, admin: Staff, uid: string): Promise<DataOf<'staffDisable'>> {
  const before = await otherAccount(services, admin, uid, staffMessages.staffSelfDisable);
  if (before.disabled_at) return staffMember(before);
  const after = await services.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('staff_account')
      .set((eb) => ({ disabled_at: new Date(), updated_at: new Date(), credentials_version: eb('credentials_version', '+', 1) }))
      .where('uid', '=', uid)
      .returningAll()
      .executeTakeFirstOrThrow();
    await services.staffSessions.revokeAll(trx, uid);
    await trx.updateTable('staff_enrolment').set({ used_at: new Date() }).where('staff_uid', '=', uid).where('used_at', 'is', null).execute();
    await recordAudit(trx, { actor: staffActor(admin, req), action: 'staff.disabled', subject: { kind: 'staff', uid }, detail: { email: before.email } });
    return row;
  });
  return staffMember(after);
}

type Recovery = (trx: Transaction<DB>, deps: RecoveryDeps, account: StaffAccount, actor: AuditActor, invitedBy: string) => Promise<Recovered>;

/**
 * Runs a way back into `uid`'s account (404 unknown; 409 `selfMessage` when it is the admin's own and
 * the change would lock them out), then sends its letter once committed.
 */
async function recover(services: Services, req: FastifyRequest, admin: Staff, uid: string, selfMessage: string | null, change: Recovery): Promise<StaffMember> {
  const deps: RecoveryDeps = { config: services.config, pii: services.pii, staffSessions: services.staffSessions, queueLetter: (trx, letter) => services.mail.send(letter, trx) };
  const done = await services.db.transaction().execute(async (trx) => {
    const account = await lockedAccount(trx, { uid });
    if (!account) throw notFound(staffMessages.staffNotFound);
    if (selfMessage && account.uid === admin.uid) throw conflict(selfMessage);
    return change(trx, deps, account, staffActor(admin, req), admin.displayName);
  });
  if (done.mailId) services.mail.deliverSoon(done.mailId);
  return staffMember(done.account);
}

export const resendStaffInvitation = (services: Services, req: FastifyRequest, admin: Staff, uid: string): Promise<DataOf<'staffResendInvitation'>> =>
  recover(services, req, admin, uid, null, resendInvitation);

export const enableStaff = (services: Services, req: FastifyRequest, admin: Staff, uid: string): Promise<DataOf<'staffEnable'>> =>
  recover(services, req, admin, uid, null, (trx, _deps, account, actor) => enableAccount(trx, account, actor));

export const resetStaffSecondFactor = (services: Services, req: FastifyRequest, admin: Staff, uid: string): Promise<DataOf<'staffResetSecondFactor'>> =>
  recover(services, req, admin, uid, staffMessages.staffSelfReset, resetSecondFactor);
