// A secret every instance on one database shares (an HMAC key): the setting's value when one is given,
// otherwise one made on first use and kept in app_meta, so instances started apart agree on it and a
// restart keeps what was signed before it valid.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/index';

export async function sharedSecret(db: Database, name: string, configured: string): Promise<string> {
  if (configured) return configured;
  const candidate = randomBytes(32).toString('base64url');
  await db
    .insertInto('app_meta')
    .values({ key: name, value: candidate })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
