// Passkeys (WebAuthn, issue 28) through @simplewebauthn/server: the relying party, the single-use
// challenges of each ceremony, and the verification of what an authenticator answers.
//
// The relying party is PUBLIC_URL: its host name is the RP ID a passkey is bound to, and its origin the
// only one accepted. Both are read from the config at each ceremony, not captured at start: a test server
// learns its port only after it is built (tests/helpers/test-server.ts). Browsers refuse an IP address as
// RP ID, so a site with passkeys needs a host name (`localhost` works for a machine's own tests).
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Config } from '../../platform/config/config';
import type { DB, StaffPasskeyTable, StaffWebauthnChallengeTable } from '../../platform/db/schema';
import type { PasskeyTransport, WebAuthnPurpose } from '../../platform/db/column-types';
import type { DataOf } from '../../platform/contract/handler-types';
import { loadOnce } from '../../platform/load/lazy-modules';
import { newToken, sha256 } from '../../platform/security/tokens';
import { isoTime } from '../../platform/db/iso-time';

type Executor = Kysely<DB> | Transaction<DB>;
export type StoredPasskey = Selectable<StaffPasskeyTable>;
export type ChallengeRow = Selectable<StaffWebauthnChallengeTable>;
export type Ceremony = DataOf<'staffPasskeySignInOptions'>;
export type StaffPasskey = DataOf<'staffPasskeyList'>[number];

/** How long a ceremony may take: the browser's own prompt times out at the same moment. */
export const CHALLENGE_MINUTES = 5;

// @simplewebauthn/server brings the X.509 and ASN.1 parsers (≈ 100 modules): loaded with the first
// passkey ceremony, not at start (issue 16, footprint).
const loadWebAuthn = loadOnce(() => import('@simplewebauthn/server'));

export function relyingParty(config: Config) {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: `${config.programme.siteTitle} 後台` };
}

/** The WebAuthn user handle of an account: its uid (random, names no person), as bytes. */
const userHandle = (staffUid: string) => new TextEncoder().encode(staffUid);

/**
 * Stores a new challenge for `purpose` and answers its handle. Ended challenges are swept on the way:
 * a ceremony is begun far less often than anything else is written, so no scheduled job is needed.
 */
async function storeChallenge(db: Executor, row: { purpose: WebAuthnPurpose; challenge: string; staffUid: string | null; email?: string; failure?: string | null }): Promise<string> {
  const handle = newToken();
  await db.deleteFrom('staff_webauthn_challenge').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('staff_webauthn_challenge')
    .values({
      handle_hash: sha256(handle),
      purpose: row.purpose,
      staff_uid: row.staffUid,
      email: row.email ?? null,
      failure: row.failure ?? null,
      challenge: row.challenge,
      expires_at: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    })
    .execute();
  return handle;
}

/**
 * Spends the challenge behind `handle` for `purpose`, right or wrong what follows: null when it is
 * unknown, of another purpose, used or ended. Of two requests with one handle, one gets the row.
 */
export async function takeChallenge(db: Executor, handle: string, purpose: WebAuthnPurpose): Promise<ChallengeRow | null> {
  const row = await db
    .updateTable('staff_webauthn_challenge')
    .set({ used_at: new Date() })
    .where('handle_hash', '=', sha256(handle))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export const passkeysOf = (db: Executor, staffUid: string) => db.selectFrom('staff_passkey').selectAll().where('staff_uid', '=', staffUid).orderBy('created_at').orderBy('credential_id').execute();

/** Begins creating a passkey for the account (enrolment, or adding one): its options and the ceremony's handle. */
export async function beginRegistration(db: Executor, config: Config, purpose: 'enrol' | 'add', account: { uid: string; email: string; display_name: string }): Promise<Ceremony> {
  const { generateRegistrationOptions } = await loadWebAuthn();
  const rp = relyingParty(config);
  const existing = await passkeysOf(db, account.uid);
  const options: PublicKeyCredentialCreationOptionsJSON = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.display_name,
    userID: userHandle(account.uid),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    // Discoverable ("resident") credentials: a sign-in's options then name none of the account's passkeys
    // (see passkey-sign-in.ts). User verification is welcome, not required: the password came first.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: CHALLENGE_MINUTES * 60_000,
  });
  const handle = await storeChallenge(db, { purpose, challenge: options.challenge, staffUid: account.uid });
  return { handle, options: options as unknown as Ceremony['options'] };
}

/** A passkey an authenticator has just made, verified, as it will be stored. */
export interface NewPasskey {
  credential_id: string;
  public_key: string;
  counter: number;
  transports: PasskeyTransport[];
  backed_up: boolean;
}

/** A new passkey that verified against its challenge, ready to store; null when it does not verify. */
export async function verifyRegistration(config: Config, challenge: ChallengeRow, credential: unknown): Promise<NewPasskey | null> {
  const { verifyRegistrationResponse } = await loadWebAuthn();
  const rp = relyingParty(config);
  try {
    const result = await verifyRegistrationResponse({
      // The request schema bounded its shape; the library checks everything in it.
      response: credential as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential: made, credentialBackedUp } = result.registrationInfo;
    return {
      credential_id: made.id,
      public_key: Buffer.from(made.publicKey).toString('base64url'),
      counter: made.counter,
      transports: (made.transports ?? []) as PasskeyTransport[],
      backed_up: credentialBackedUp,
    };
  } catch {
    // A malformed or foreign answer (other challenge, origin, RP ID, attestation): the same as unverified.
    return null;
  }
}

export async function storePasskey(db: Executor, staffUid: string, passkey: NewPasskey): Promise<void> {
  await db
    .insertInto('staff_passkey')
    .values({ ...passkey, staff_uid: staffUid, transports: JSON.stringify(passkey.transports) })
    .execute();
}

/** Begins a sign-in's second step: a challenge naming no credential (the passkeys are discoverable). */
export async function beginAuthentication(db: Executor, config: Config, row: { staffUid: string | null; email: string; failure: string | null }): Promise<Ceremony> {
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const options: PublicKeyCredentialRequestOptionsJSON = await generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    userVerification: 'preferred',
    timeout: CHALLENGE_MINUTES * 60_000,
  });
  const handle = await storeChallenge(db, { purpose: 'sign-in', challenge: options.challenge, ...row });
  return { handle, options: options as unknown as Ceremony['options'] };
}

/** The signature counter an assertion carries (bytes 33–36 of the authenticator data, big-endian). */
function assertedCounter(authenticatorData: string): number | null {
  const bytes = Buffer.from(authenticatorData, 'base64url');
  return bytes.length >= 37 ? bytes.readUInt32BE(33) : null;
}

export type AssertionCheck = { ok: true; counter: number; backedUp: boolean } | { ok: false; reason: 'passkey' | 'counter' };

/**
 * Whether `credential` is the stored passkey's signature over the challenge, for this site. A counter
 * that did not move on (either side non-zero) is `counter`: WebAuthn's sign of a cloned authenticator.
 */
export async function verifyAssertion(config: Config, challenge: ChallengeRow, passkey: StoredPasskey, credential: AuthenticationResponseJSON): Promise<AssertionCheck> {
  const { verifyAuthenticationResponse } = await loadWebAuthn();
  const rp = relyingParty(config);
  const stored = Number(passkey.counter);
  const asserted = assertedCounter(credential.response.authenticatorData);
  if (asserted === null) return { ok: false, reason: 'passkey' };
  if ((asserted > 0 || stored > 0) && asserted <= stored) return { ok: false, reason: 'counter' };
  try {
    const result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')), counter: stored, transports: passkey.transports },
      requireUserVerification: false,
    });
    if (!result.verified) return { ok: false, reason: 'passkey' };
    return { ok: true, counter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp };
  } catch {
    return { ok: false, reason: 'passkey' };
  }
}

/**
 * Records a sign-in's counter and time, only if the counter still moved on (or both are 0: authenticators
 * without a counter): of two parallel sign-ins with one assertion's counter, one wins.
 */
export async function recordPasskeyUse(db: Executor, credentialId: string, counter: number, backedUp: boolean): Promise<boolean> {
  const updated = await db
    .updateTable('staff_passkey')
    .set({ counter, backed_up: backedUp, last_used_at: new Date() })
    .where('credential_id', '=', credentialId)
    .where('counter', counter === 0 ? '=' : '<', counter)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export const staffPasskey = (row: StoredPasskey): StaffPasskey => ({
  id: row.credential_id,
  createdAt: isoTime(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : isoTime(row.last_used_at),
  backedUp: row.backed_up,
  transports: row.transports,
});
