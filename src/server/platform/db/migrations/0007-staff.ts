// Staff accounts of the back office (DESIGN.md section 11, issue 17): identities of their own, apart
// from registrations. Secrets are stored only as slow hashes (passwords, recovery codes) or SHA-256 of
// 256-bit tokens (enrolment links, sessions); the TOTP secret is sealed with the personal-data cipher.
// Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_account')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    // The roles of schemas/admin/staff-role.schema.json; the database refuses any other.
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'reviewer', 'editor')`))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    // The last TOTP time step accepted: a code is never accepted twice (RFC 6238 section 5.2).
    .addColumn('totp_last_step', 'bigint')
    .addColumn('enrolled_at', 'timestamptz')
    // Bumped with every change of password, TOTP secret, role or state: sessions started before it end.
    .addColumn('credentials_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX staff_account_email_idx ON staff_account (lower(email))`.execute(db);

  await db.schema
    .createTable('staff_recovery_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_uid', 'text', (c) => c.notNull().references('staff_account.uid').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staff_recovery_code_staff_idx').on('staff_recovery_code').column('staff_uid').execute();

  await db.schema
    .createTable('staff_enrolment')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_uid', 'text', (c) => c.notNull().references('staff_account.uid').onDelete('cascade'))
    // The secret the QR code shows, until the first code proves it was scanned; then it moves to the account.
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staff_enrolment_staff_idx').on('staff_enrolment').column('staff_uid').execute();

  await db.schema
    .createTable('staff_session')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_uid', 'text', (c) => c.notNull().references('staff_account.uid').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('staff_session_staff_idx').on('staff_session').column('staff_uid').execute();
}
