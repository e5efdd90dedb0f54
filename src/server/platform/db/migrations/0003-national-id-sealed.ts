// National ID numbers are stored sealed (src/server/platform/security/pii-cipher.ts, issue 15). A migration
// cannot seal them itself (the key is not the database's to hold), so this one makes the database
// refuse any new plain-text value from now on, and the values written before are sealed at boot right
// after the migrations (resealNationalIds in src/server/features/registration/national-id.ts, idempotent).
// NOT VALID: the check applies to every insert and update from now on but not to the legacy rows, which
// the boot step then rewrites (a rewrite is an update, and passes).
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table registration add constraint registration_national_id_sealed
    check (ind_personal_id_number is null or ind_personal_id_number like 'v1:%') not valid`.execute(db);
}
