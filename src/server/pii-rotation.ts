// Key rotation of the national ID numbers (`npm run pii:rotate`, README "Personal data at rest"):
// every value not sealed with the newest key is opened with its own key and sealed again with the
// newest. Idempotent (a second run rewrites nothing) and safe to stop and re-run at any point: each
// row is rewritten on its own, only if it still holds what was read.
import type { Config } from './platform/config/config';
import { openDatabase } from './platform/db/index';
import { PiiCipher } from './platform/security/pii-cipher';
import { newPiiKey, prependKeyToFile, resolvePiiKeys } from './platform/security/pii-keys';
import { resealTotpSecrets, type TotpResealResult } from './features/staff';
import { checkNationalIdKeys, resealNationalIds, type ResealResult } from './features/registration';

export interface RotationResult extends ResealResult {
  writeKeyId: string;
  /** The staff authenticator secrets, sealed with the same keys (src/server/features/staff/totp-rotation.ts). */
  staffSecrets: TotpResealResult;
  /** Set when this run made the new key (embedded key file). */
  newKeyId?: string;
}

export async function rotateNationalIdKeys(config: Config, options: { newKey?: boolean } = {}): Promise<RotationResult> {
  if (options.newKey && config.pii.keys.length > 0) {
    // The settings are the operator's: we cannot write them. They put the new key first themselves.
    throw new Error('--new-key makes a key in the embedded key file; with PII_KEYS, put a new <id>=<key> first in PII_KEYS and run again without --new-key');
  }
  // Opening the database first: on the embedded one it takes the data directory's lock, so the key
  // file is never changed under a running server (stop it first: the lock says so).
  const database = await openDatabase(config);
  try {
    let newKeyId: string | undefined;
    if (options.newKey) {
      resolvePiiKeys(config); // the file exists (made now if this data directory never had one)
      const key = newPiiKey();
      prependKeyToFile(config.pii.keyFile, key);
      newKeyId = key.id;
    }
    const cipher = new PiiCipher(resolvePiiKeys(config));
    await checkNationalIdKeys(database.db, cipher);
    const result = await resealNationalIds(database.db, cipher, 'not-newest');
    const staffSecrets = await resealTotpSecrets(database.db, cipher);
    return { ...result, staffSecrets, writeKeyId: cipher.writeKeyId, ...(newKeyId ? { newKeyId } : {}) };
  } finally {
    await database.close();
  }
}
