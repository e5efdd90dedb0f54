// The national ID number (registration.ind_personal_id_number) at rest: sealed on every write, opened
// only in read.ts (the owner's edit form; the back office's registration page, masked for editors).
// Each value is bound to its row (the uid is the cipher's context), so a value copied into another
// registration does not open there.
// No code compares numbers (there is no duplicate-number rule), so there is no blind index.
//
// Values written before encryption are sealed at boot, right after the migrations (see buildApp):
// a SQL migration cannot hold the key, and migration 0003 already refuses any new plain-text write, so
// this step only ever meets legacy rows; it is idempotent. `npm run pii:rotate` re-seals the rest with
// the newest key through the same function.
import { sql } from '../../platform/db/kysely-runtime';
import type { Database } from '../../platform/db/index';
import { isSealed, type PiiCipher } from '../../platform/security/pii-cipher';

const context = (uid: string) => `registration.ind_personal_id_number/${uid}`;
/** A LIKE prefix for values sealed with `keyId` ('_' in an id is a literal, not a wildcard). */
const sealedWith = (keyId: string) => `v1:${keyId.replaceAll('_', '\\_')}:%`;

export function sealNationalId(cipher: PiiCipher, uid: string, plain: string | null): string | null {
  return plain === null ? null : cipher.seal(plain, context(uid));
}

export function openNationalId(cipher: PiiCipher, uid: string, stored: string | null): string | null {
  return stored === null ? null : cipher.open(stored, context(uid));
}

export interface ResealResult {
  /** Values rewritten (plain text sealed, or moved to the newest key). */
  resealed: number;
  /** Values changed by someone else between the read and the write (left as they were). */
  changedMeanwhile: number;
  /** Key ids still in use after the run, by count of values. */
  inUse: Record<string, number>;
}

const BATCH = 500;

/**
 * Seals every value not yet sealed ('plaintext') or not sealed with the newest key ('not-newest').
 * Safe to re-run and to run while servers write (PostgreSQL): each row is rewritten only if it
 * still holds the value that was read, so a concurrent edit is never overwritten.
 */
export async function resealNationalIds(db: Database, cipher: PiiCipher, scope: 'plaintext' | 'not-newest'): Promise<ResealResult> {
  const result: ResealResult = { resealed: 0, changedMeanwhile: 0, inUse: {} };
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .selectFrom('registration')
      .select(['uid', 'ind_personal_id_number as stored'])
      .where('ind_personal_id_number', 'is not', null)
      .where('ind_personal_id_number', 'not like', scope === 'plaintext' ? 'v1:%' : sealedWith(cipher.writeKeyId))
      .$if(after !== null, (q) => q.where('uid', '>', after!))
      .orderBy('uid')
      .limit(BATCH)
      .execute();
    for (const { uid, stored } of rows) {
      if (stored === null) continue;
      // Opening first: a value that fails authentication stops the run loudly instead of being re-sealed.
      const plain = isSealed(stored) ? openNationalId(cipher, uid, stored)! : stored;
      const updated = await db
        .updateTable('registration')
        .set({ ind_personal_id_number: sealNationalId(cipher, uid, plain) })
        .where('uid', '=', uid)
        .where('ind_personal_id_number', '=', stored)
        .returning('uid') // the row count is not reported alike by both dialects; a returned row is
        .executeTakeFirst();
      if (updated) result.resealed++;
      else result.changedMeanwhile++;
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.uid;
  }
  result.inUse = await keysInUse(db);
  return result;
}

/** How many values each key id seals ('plaintext' for legacy values). */
export async function keysInUse(db: Database): Promise<Record<string, number>> {
  const keyId = sql<string>`case when ind_personal_id_number like 'v1:%' then split_part(ind_personal_id_number, ':', 2) else 'plaintext' end`;
  const rows = await db
    .selectFrom('registration')
    .select([keyId.as('key_id'), (eb) => eb.fn.countAll<string>().as('n')])
    .where('ind_personal_id_number', 'is not', null)
    .groupBy(sql`1`)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key_id, Number(r.n)]));
}

/**
 * At boot: every key id the stored values name is configured, and one value of each opens. A lost or
 * wrong key stops the start with a clear message instead of failing on some owner's edit form later.
 */
export async function checkNationalIdKeys(db: Database, cipher: PiiCipher): Promise<void> {
  const inUse = await keysInUse(db);
  const missing = Object.keys(inUse).filter((id) => id !== 'plaintext' && !cipher.keyIds.includes(id));
  if (missing.length > 0) {
    throw new Error(
      `National ID numbers are sealed with key(s) ${missing.join(', ')}, which this server does not have ` +
        `(configured: ${cipher.keyIds.join(', ')}). Restore PII_KEYS or the key file (README "Personal data at rest").`,
    );
  }
  for (const id of Object.keys(inUse).filter((k) => k !== 'plaintext')) {
    const sample = await db
      .selectFrom('registration')
      .select(['uid', 'ind_personal_id_number as stored'])
      .where('ind_personal_id_number', 'like', sealedWith(id))
      .limit(1)
      .executeTakeFirstOrThrow();
    openNationalId(cipher, sample.uid, sample.stored);
  }
}
