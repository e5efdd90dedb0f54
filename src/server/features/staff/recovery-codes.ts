// The ten recovery codes of an account (issue 17): shown once at enrolment, stored as slow hashes, each
// good for one sign-in in place of an authenticator code. Same alphabet and hash as the upload login
// codes (≈ 2^49 each), written XXXXX-XXXXX; case, spaces and dashes do not matter when typed.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { hashAccessCode, newAccessCode } from '../../platform/security/tokens';
import { slowChecks } from './slow-checks';
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

let dummies: Promise<string[]> | undefined;

/** Hashes of no one's codes, made once: what a sign-in checks in place of the codes it has not got. */
const dummyHashes = (): Promise<string[]> => (dummies ??= Promise.all(Array.from({ length: RECOVERY_CODE_COUNT }, () => hashAccessCode(newAccessCode()))));

/**
 * Uses up the matching unused code of `staffUid`; false when none matches (or a parallel sign-in used it
 * first). Always the same work (issue 30): `input` is checked against RECOVERY_CODE_COUNT hashes, every
 * one of them, whether the account has all its codes, some or (`staffUid` null: the password was wrong,
 * the account unknown) none; the codes it lacks are made up by throwaway hashes. So the answer's timing
 * tells neither the password nor how many codes are left.
 */
export async function useRecoveryCode(db: Executor, staffUid: string | null, input: string): Promise<boolean> {
  const unused = await db.selectFrom('staff_recovery_code').select(['id', 'code_hash']).where('staff_uid', '=', staffUid ?? '').where('used_at', 'is', null).execute();
  const padding = (await dummyHashes()).slice(unused.length);
  let match: string | null = null;
  for (const row of [...unused, ...padding.map((code_hash) => ({ id: null, code_hash }))]) {
    // No early exit: a match costs what a miss does.
    if ((await slowChecks.recoveryCode(input, row.code_hash)) && row.id && !match) match = row.id;
  }
  if (!match) return false;
  const used = await db.updateTable('staff_recovery_code').set({ used_at: new Date() }).where('id', '=', match).where('used_at', 'is', null).executeTakeFirst();
  return used.numUpdatedRows > 0n;
}
