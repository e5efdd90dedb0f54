// The ten recovery codes of an account (issue 17): shown once at enrolment, stored as slow hashes, each
// good for one sign-in in place of an authenticator code. Same alphabet and hash as the upload login
// codes (≈ 2^49 each), written XXXXX-XXXXX; case, spaces and dashes do not matter when typed.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { hashAccessCode, newAccessCode, verifyAccessCode } from '../../platform/security/tokens';
import type { DB } from '../../platform/db/schema';

export const RECOVERY_CODE_COUNT = 10;

type Executor = Kysely<DB> | Transaction<DB>;

/** Replaces every code of the account with ten new ones; answers them (the only time they are seen). */
export async function issueRecoveryCodes(db: Executor, staffUid: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => newAccessCode()).map((c) => `${c.slice(0, 5)}-${c.slice(5)}`);
  const hashes = await Promise.all(codes.map(hashAccessCode));
  await db.deleteFrom('staff_recovery_code').where('staff_uid', '=', staffUid).execute();
  await db.insertInto('staff_recovery_code').values(hashes.map((code_hash) => ({ id: randomUUID(), staff_uid: staffUid, code_hash }))).execute();
  return codes;
}

/** Uses up the matching unused code; false when none matches (or a parallel sign-in used it first). */
export async function useRecoveryCode(db: Executor, staffUid: string, input: string): Promise<boolean> {
  const unused = await db.selectFrom('staff_recovery_code').select(['id', 'code_hash']).where('staff_uid', '=', staffUid).where('used_at', 'is', null).execute();
  for (const row of unused) {
    if (!(await verifyAccessCode(input, row.code_hash))) continue;
    const used = await db.updateTable('staff_recovery_code').set({ used_at: new Date() }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    return used.numUpdatedRows > 0n;
  }
  return false;
}
