// An admin's changes to staff accounts (issue 17): invite (the letter goes through the mail queue),
// change the role, disable. A role change or a disabling ends every session of the account at once;
// an admin cannot do either to their own account. Each change and its audit row commit together.
import type { FastifyRequest } from 'fastify';
import { recordAudit, staffActor } from '../audit';
import { conflict, notFound } from '../../platform/http/api-error';
import type { BodyOf, DataOf } from '../../platform/contract/handler-types';
import { staffInviteLetter } from './invite-letter';
import type { Services } from '../../platform/contract/services';
import { createStaffAccount } from './accounts';
import type { StaffRole } from '../../platform/contract/roles';
import { staffMember } from './staff-member';
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
