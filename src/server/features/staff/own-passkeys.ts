// A signed-in staff member's own passkeys (issue 28), whatever their role: the list, adding one (the
// password first, again), removing one. Only their own: another account's passkey is as unknown as a
// made-up one. Each change and its audit row commit together.
import type { FastifyRequest } from 'fastify';
import { recordAudit, staffActor } from '../audit';
import type { BodyOf, DataOf } from '../../platform/contract/handler-types';
import type { Services } from '../../platform/contract/services';
import type { Staff } from '../../platform/contract/callers';
import { reserve, THROTTLE } from '../../platform/guards/throttle';
import { badRequest, conflict, notFound } from '../../platform/http/api-error';
import { verifyPassword } from './password';
import { staffMessages } from './staff-messages';
import { beginRegistration, passkeysOf, staffPasskey, storePasskey, takeChallenge, verifyRegistration } from './webauthn';

type Passkeys = DataOf<'staffPasskeyList'>;

export async function listOwnPasskeys(services: Services, staff: Staff): Promise<Passkeys> {
  return (await passkeysOf(services.db, staff.uid)).map(staffPasskey);
}

/**
 * Someone at a session left open must not try passwords without end: the account's own allowance for
 * asking the password again (here, and to change the password or the app: own-credentials.ts), from any
 * address (a right answer gives its slot back).
 */
export const reauthAllowance = (staff: Staff) => [{ key: `staff-reauth:account:${staff.uid}`, limit: THROTTLE.staffPerAccountAndIp, windowSeconds: THROTTLE.windowSeconds }];

export async function addPasskeyOptions(services: Services, staff: Staff, body: BodyOf<'staffPasskeyAddOptions'>): Promise<DataOf<'staffPasskeyAddOptions'>> {
  const giveBack = await reserve(services, reauthAllowance(staff), staffMessages.staffTooManyAttempts);
  const account = await services.db.selectFrom('staff_account').select(['uid', 'email', 'display_name', 'password_hash']).where('uid', '=', staff.uid).executeTakeFirstOrThrow();
  if (!(await verifyPassword(body.password, account.password_hash))) throw badRequest([{ field: 'password', message: staffMessages.passkeyWrongPassword }]);
  await giveBack();
  return beginRegistration(services.db, services.config, 'add', account);
}

export async function addPasskey(services: Services, req: FastifyRequest, staff: Staff, body: BodyOf<'staffPasskeyAdd'>): Promise<Passkeys> {
  const challenge = await takeChallenge(services.db, body.handle, 'add');
  const passkey = challenge && challenge.staff_uid === staff.uid ? await verifyRegistration(services.config, challenge, body.credential) : null;
  // 409, not 401: the session is fine, and a 401 would show the sign-in form in its place.
  if (!passkey) throw conflict(staffMessages.passkeyNotVerified);
  await services.db.transaction().execute(async (trx) => {
    await storePasskey(trx, staff.uid, passkey);
    await recordAudit(trx, { actor: staffActor(staff, req), action: 'staff.passkey-added', subject: { kind: 'staff', uid: staff.uid }, detail: { credentialId: passkey.credential_id, backedUp: passkey.backed_up } });
  });
  return listOwnPasskeys(services, staff);
}

export async function removePasskey(services: Services, req: FastifyRequest, staff: Staff, credentialId: string): Promise<Passkeys> {
  await services.db.transaction().execute(async (trx) => {
    // The account's row, locked: two removals at once cannot both see "another one is left".
    const account = await trx.selectFrom('staff_account').select(['totp_secret']).where('uid', '=', staff.uid).forUpdate().executeTakeFirstOrThrow();
    const own = await passkeysOf(trx, staff.uid);
    if (!own.some((p) => p.credential_id === credentialId)) throw notFound(staffMessages.passkeyNotFound);
    // Without an app and without another passkey, only the recovery codes would be left to sign in with.
    if (own.length === 1 && !account.totp_secret) throw conflict(staffMessages.passkeyLastOne);
    await trx.deleteFrom('staff_passkey').where('credential_id', '=', credentialId).where('staff_uid', '=', staff.uid).execute();
    await recordAudit(trx, { actor: staffActor(staff, req), action: 'staff.passkey-removed', subject: { kind: 'staff', uid: staff.uid }, detail: { credentialId } });
  });
  return listOwnPasskeys(services, staff);
}
