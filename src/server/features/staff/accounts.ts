// Creating a staff account and its one-time enrolment link (the CLI's `staff add` and the admin's
// invitation share it). The link `<PUBLIC_URL>/admin/enrol#<token>` works once, for 24 hours; the token
// sits in the address fragment, which browsers never send, and the database keeps only its SHA-256.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit, type AuditActor } from '../audit';
import { newToken, sha256 } from '../../platform/security/tokens';
import type { Config } from '../../platform/config/config';
import { conflict } from '../../platform/http/api-error';
import type { DB } from '../../platform/db/schema';
import type { PiiCipher } from '../../platform/security/pii-cipher';
import type { StaffRole } from '../../platform/contract/roles';
import type { StaffAccount } from './staff-member';
import { newTotpSecret } from './totp';
import { staffMessages } from './staff-messages';

export const ENROLMENT_HOURS = 24;

/** The sealed TOTP secret's context: a value copied to another account does not open. */
export const totpContext = (staffUid: string) => `staff-totp:${staffUid}`;

export const enrolmentLink = (config: Config, token: string) => `${config.publicUrl}/admin/enrol#${token}`;

/** The account's e-mail as compared and stored: surrounding spaces go, case is kept but never decides. */
export const cleanEmail = (email: string) => email.trim();

export interface NewStaff {
  email: string;
  displayName: string;
  role: StaffRole;
}

export interface Invitation {
  account: StaffAccount;
  link: string;
  expiresAt: Date;
}

/** Creates the account (409 when the e-mail, in any case, already has one) and its enrolment link; audit row `staff.invited`. */
export async function createStaffAccount(
  trx: Transaction<DB>,
  deps: { config: Config; pii: PiiCipher },
  input: NewStaff,
  actor: AuditActor,
): Promise<Invitation> {
  const email = cleanEmail(input.email);
  const taken = await trx.selectFrom('staff_account').select('uid').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
  if (taken) throw conflict(staffMessages.staffEmailTaken);
  const uid = randomUUID();
  const account = await trx
    .insertInto('staff_account')
    .values({ uid, email, display_name: input.displayName.trim(), role: input.role })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { link, expiresAt } = await newEnrolment(trx, deps, uid);
  await recordAudit(trx, { actor, action: 'staff.invited', subject: { kind: 'staff', uid }, detail: { email, role: input.role } });
  return { account, link, expiresAt };
}

/** A fresh enrolment link for the account (earlier unused links of it stop working). */
export async function newEnrolment(trx: Kysely<DB> | Transaction<DB>, deps: { config: Config; pii: PiiCipher }, staffUid: string) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ENROLMENT_HOURS * 3600_000);
  await trx.updateTable('staff_enrolment').set({ used_at: new Date() }).where('staff_uid', '=', staffUid).where('used_at', 'is', null).execute();
  await trx
    .insertInto('staff_enrolment')
    .values({ token_hash: sha256(token), staff_uid: staffUid, totp_secret: deps.pii.seal(newTotpSecret(), totpContext(staffUid)), expires_at: expiresAt })
    .execute();
  return { link: enrolmentLink(deps.config, token), expiresAt };
}
