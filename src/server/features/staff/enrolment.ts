// Enrolment (issue 17): the person behind a link reads what to scan (the otpauth:// URI, its QR code as
// SVG, the secret as text), then sets a password and proves the authenticator with its first code;
// or, in place of the app (issue 28), creates a passkey on the device in hand. Either way they get the
// ten recovery codes once. Unknown, used and expired links, and disabled accounts, all
// answer the same 404.
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../audit';
import { reserve, THROTTLE } from '../../platform/guards/throttle';
import { sha256 } from '../../platform/security/tokens';
import { notFound, unauthorized } from '../../platform/http/api-error';
import type { BodyOf, DataOf } from '../../platform/contract/handler-types';
import type { DB } from '../../platform/db/schema';
import type { Services } from '../../platform/contract/services';
import { ApiCode } from '../../../shared/api-codes';
import { totpContext } from './accounts';
import { hashPassword, passwordContext, requireStrongPassword } from './password';
import { issueRecoveryCodes } from './recovery-codes';
import { qrSvg, totpStep, totpUri } from './totp';
import { staffMessages } from './staff-messages';
import { beginRegistration, storePasskey, takeChallenge, verifyRegistration } from './webauthn';

async function liveEnrolment(db: Kysely<DB> | Transaction<DB>, token: string) {
  return db
    .selectFrom('staff_enrolment')
    .innerJoin('staff_account', 'staff_account.uid', 'staff_enrolment.staff_uid')
    .select(['staff_enrolment.token_hash', 'staff_enrolment.totp_secret', 'staff_enrolment.expires_at', 'staff_account.uid', 'staff_account.email', 'staff_account.display_name', 'staff_account.role'])
    .where('staff_enrolment.token_hash', '=', sha256(token))
    .where('staff_enrolment.used_at', 'is', null)
    .where('staff_enrolment.expires_at', '>', new Date())
    .where('staff_account.disabled_at', 'is', null)
    .executeTakeFirst();
}

/** Guessing links or first codes from one address is throttled; a success gives its slot back. */
const enrolmentAllowance = (req: FastifyRequest) => [{ key: `staff-enrol:ip:${req.ip}`, limit: THROTTLE.staffEnrolmentPerIp, windowSeconds: THROTTLE.windowSeconds }];

export async function readEnrolment(services: Services, req: FastifyRequest, token: string): Promise<DataOf<'staffEnrolmentRead'>> {
  const giveBack = await reserve(services, enrolmentAllowance(req), staffMessages.staffTooManyAttempts);
  const row = await liveEnrolment(services.db, token);
  if (!row) throw notFound(staffMessages.staffEnrolmentInvalid);
  await giveBack();
  const secret = services.pii.open(row.totp_secret, totpContext(row.uid));
  const otpauthUri = totpUri(services.config, row.email, secret);
  return {
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    otpauthUri,
    qrSvg: await qrSvg(otpauthUri),
    secret,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

export async function completeEnrolment(
  services: Services,
  req: FastifyRequest,
  body: { token: string; password: string; totpCode: string },
): Promise<DataOf<'staffEnrolmentComplete'>> {
  return enrol(services, req, body, async (trx, row) => {
    const secret = services.pii.open(row.totp_secret, totpContext(row.uid));
    const step = await totpStep(secret, body.totpCode);
    if (step === null) throw unauthorized(staffMessages.staffEnrolmentCodeWrong, ApiCode.badCredentials);
    return { set: { totp_secret: row.totp_secret, totp_last_step: step }, method: 'totp' };
  });
}

/** The options to create the passkey that will be the account's second factor (the link's person chose one). */
export async function enrolmentPasskeyOptions(services: Services, req: FastifyRequest, token: string): Promise<DataOf<'staffEnrolmentPasskeyOptions'>> {
  const giveBack = await reserve(services, enrolmentAllowance(req), staffMessages.staffTooManyAttempts);
  const row = await liveEnrolment(services.db, token);
  if (!row) throw notFound(staffMessages.staffEnrolmentInvalid);
  await giveBack();
  return beginRegistration(services.db, services.config, 'enrol', row);
}

export async function completePasskeyEnrolment(services: Services, req: FastifyRequest, body: BodyOf<'staffEnrolmentPasskeyComplete'>): Promise<DataOf<'staffEnrolmentPasskeyComplete'>> {
  // The challenge is spent before anything else, in its own statement: a refused attempt cannot be replayed.
  const challenge = await takeChallenge(services.db, body.handle, 'enrol');
  return enrol(services, req, body, async (trx, row) => {
    const passkey = challenge && challenge.staff_uid === row.uid ? await verifyRegistration(services.config, challenge, body.credential) : null;
    if (!passkey) throw unauthorized(staffMessages.passkeyNotVerified, ApiCode.badCredentials);
    await storePasskey(trx, row.uid, passkey);
    // No authenticator app: the secret the link offered is never used.
    return { set: { totp_secret: null, totp_last_step: null }, method: 'passkey' };
  });
}

type LiveEnrolment = NonNullable<Awaited<ReturnType<typeof liveEnrolment>>>;
type SecondFactor = { set: { totp_secret: string | null; totp_last_step: number | null }; method: 'totp' | 'passkey' };

/**
 * The part of an enrolment both second factors share: the link spent by exactly one request, the password
 * and the second factor (`prove`, which throws when it fails: nothing is written then) on the account,
 * every earlier session ended, ten new recovery codes, the audit row; one transaction. A password too easy
 * to guess (password.ts) is refused first, with a 400 on `password`.
 */
async function enrol(
  services: Services,
  req: FastifyRequest,
  body: { token: string; password: string },
  prove: (trx: Transaction<DB>, row: LiveEnrolment) => Promise<SecondFactor>,
): Promise<{ recoveryCodes: string[] }> {
  const giveBack = await reserve(services, enrolmentAllowance(req), staffMessages.staffTooManyAttempts);
  const link = await liveEnrolment(services.db, body.token);
  if (!link) throw notFound(staffMessages.staffEnrolmentInvalid);
  // A guessable password is refused before anything is spent; the link was right, so its slot goes back.
  await requireStrongPassword('password', body.password, passwordContext(services.config, link)).catch(async (error: unknown) => {
    await giveBack();
    throw error;
  });
  const passwordHash = await hashPassword(body.password);
  const codes = await services.db.transaction().execute(async (trx) => {
    const row = await liveEnrolment(trx, body.token);
    if (!row) throw notFound(staffMessages.staffEnrolmentInvalid);
    const factor = await prove(trx, row);
    // The link is spent by exactly one request: a parallel completion finds it used and changes nothing.
    const spent = await trx.updateTable('staff_enrolment').set({ used_at: new Date() }).where('token_hash', '=', row.token_hash).where('used_at', 'is', null).executeTakeFirst();
    if (spent.numUpdatedRows === 0n) throw notFound(staffMessages.staffEnrolmentInvalid);
    await trx
      .updateTable('staff_account')
      .set((eb) => ({
        password_hash: passwordHash,
        ...factor.set,
        enrolled_at: new Date(),
        updated_at: new Date(),
        credentials_version: eb('credentials_version', '+', 1),
      }))
      .where('uid', '=', row.uid)
      .execute();
    await services.staffSessions.revokeAll(trx, row.uid);
    const issued = await issueRecoveryCodes(trx, row.uid);
    await recordAudit(trx, { actor: { kind: 'staff', uid: row.uid, label: row.email, clientAddress: req.ip }, action: 'staff.enrolled', subject: { kind: 'staff', uid: row.uid }, detail: { method: factor.method } });
    return issued;
  });
  await giveBack();
  return { recoveryCodes: codes };
}
