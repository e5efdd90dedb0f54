// Passkeys (WebAuthn) as a staff member's second factor, beside or instead of TOTP (issue 28).
// - staff_passkey: one row per credential an authenticator made for an account. The public key is the
//   COSE key as base64url (public: it only verifies); the signature counter is kept so that a cloned
//   authenticator, whose counter falls behind, is refused.
// - staff_webauthn_challenge: the challenge of one ceremony (enrolment, sign-in, adding a passkey),
//   single use and short-lived. It is found by the SHA-256 of a random handle that the page sends back
//   in the body of the finishing call, not in a cookie: two tabs (or an enrolment beside a sign-in) each
//   keep their own ceremony instead of overwriting one cookie, the handle alone is worth nothing (only an
//   authenticator's signature over the challenge finishes the ceremony), and the enrolment token travels
//   the same way. A sign-in's row also keeps what the first step found wrong (`failure`), so the options
//   answer the same whatever the e-mail and password were, and the failure is told only at the end.
// Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_passkey')
    // The credential id as the authenticator gave it (base64url).
    .addColumn('credential_id', 'text', (c) => c.primaryKey())
    .addColumn('staff_uid', 'text', (c) => c.notNull().references('staff_account.uid').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    // How the browser may reach the authenticator (internal, usb, hybrid…): a hint for later ceremonies.
    .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // Whether the authenticator said the passkey is synced to the person's other devices.
    .addColumn('backed_up', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('staff_passkey_staff_idx').on('staff_passkey').column('staff_uid').execute();

  await db.schema
    .createTable('staff_webauthn_challenge')
    .addColumn('handle_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('enrol', 'sign-in', 'add')`))
    // The account the ceremony is for; a sign-in whose e-mail names no account has none.
    .addColumn('staff_uid', 'text', (c) => c.references('staff_account.uid').onDelete('cascade'))
    // A sign-in's e-mail as typed (the audit row's label when it fails).
    .addColumn('email', 'text')
    // A sign-in's first step found this wrong (unknown-account, password…): the second step fails with it.
    .addColumn('failure', 'text')
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staff_webauthn_challenge_expiry_idx').on('staff_webauthn_challenge').column('expires_at').execute();
}
