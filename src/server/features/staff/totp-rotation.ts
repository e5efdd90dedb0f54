// Key rotation of the staff authenticator secrets (`npm run pii:rotate`): they are sealed with the same
// personal-data keys as the national ID numbers, so a rotation that left them behind would lock every
// enrolled staff member out the day the old key is dropped. Same rules as the numbers: each value opened
// with its own key (an altered one stops the run), sealed with the newest, written only if unchanged.
import type { Database } from '../../platform/db/index';
import { keyIdOf, type PiiCipher } from '../../platform/security/pii-cipher';
import { totpContext } from './accounts';

export interface TotpResealResult {
  resealed: number;
  changedMeanwhile: number;
  /** Secrets per key id after the run (accounts and enrolments not used yet). */
  inUse: Record<string, number>;
}

export async function resealTotpSecrets(db: Database, cipher: PiiCipher): Promise<TotpResealResult> {
  const result: TotpResealResult = { resealed: 0, changedMeanwhile: 0, inUse: {} };
  const accounts = await db.selectFrom('staff_account').select(['uid', 'totp_secret as stored']).where('totp_secret', 'is not', null).execute();
  for (const { uid, stored } of accounts) {
    if (stored === null || keyIdOf(stored) === cipher.writeKeyId) continue;
    const resealed = cipher.seal(cipher.open(stored, totpContext(uid)), totpContext(uid));
    const updated = await db.updateTable('staff_account').set({ totp_secret: resealed }).where('uid', '=', uid).where('totp_secret', '=', stored).returning('uid').executeTakeFirst();
    if (updated) result.resealed++;
    else result.changedMeanwhile++;
  }
  // A used enrolment's copy of the secret is never opened again (the account holds it): left as it is.
  const enrolments = await db.selectFrom('staff_enrolment').select(['token_hash', 'staff_uid', 'totp_secret as stored']).where('used_at', 'is', null).execute();
  for (const { token_hash, staff_uid, stored } of enrolments) {
    if (keyIdOf(stored) === cipher.writeKeyId) continue;
    const resealed = cipher.seal(cipher.open(stored, totpContext(staff_uid)), totpContext(staff_uid));
    const updated = await db.updateTable('staff_enrolment').set({ totp_secret: resealed }).where('token_hash', '=', token_hash).where('totp_secret', '=', stored).returning('token_hash').executeTakeFirst();
    if (updated) result.resealed++;
    else result.changedMeanwhile++;
  }
  const after = [
    ...(await db.selectFrom('staff_account').select('totp_secret as stored').where('totp_secret', 'is not', null).execute()),
    ...(await db.selectFrom('staff_enrolment').select('totp_secret as stored').where('used_at', 'is', null).execute()),
  ];
  for (const { stored } of after) {
    const id = stored ? (keyIdOf(stored) ?? 'plaintext') : 'plaintext';
    result.inUse[id] = (result.inUse[id] ?? 0) + 1;
  }
  return result;
}
