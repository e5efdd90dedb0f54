// What retention removes whatever the edition: letters of the outbox older than RETENTION_MONTHS (the
// mail_queue rows, which keep each letter's envelope, and the .eml files written to DATA_DIR/outbox when no
// SMTP server is set) and rows that have expired (rate-limit windows that have ended, registrant sessions whose
// refresh token has expired, staff sessions past their end). Each in batches, a transaction each.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/index';
import type { DB } from '../../platform/db/schema';

export type RowKind = 'outboxRows' | 'rateLimits' | 'sessions';

const n = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);

export async function countRows(db: Database, lettersBefore: Date, now: Date): Promise<Record<RowKind, number>> {
  const [letters, limits, sessions, staffSessions] = await Promise.all([
    db.selectFrom('mail_queue').select((eb) => eb.fn.countAll().as('n')).where('created_at', '<', lettersBefore).executeTakeFirst(),
    db.selectFrom('rate_limit').select((eb) => eb.fn.countAll().as('n')).where('window_ends_at', '<', now).executeTakeFirst(),
    db.selectFrom('session').select((eb) => eb.fn.countAll().as('n')).where('refresh_expires_at', '<', now).executeTakeFirst(),
    db.selectFrom('staff_session').select((eb) => eb.fn.countAll().as('n')).where('expires_at', '<', now).executeTakeFirst(),
  ]);
  return { outboxRows: n(letters), rateLimits: n(limits), sessions: n(sessions) + n(staffSessions) };
}

/** Deletes up to `size` rows of a kind in the caller's transaction; how many. */
export async function removeRowBatch(trx: Transaction<DB>, kind: RowKind, size: number, lettersBefore: Date, now: Date): Promise<number> {
  if (kind === 'outboxRows') {
    const ids = (await trx.selectFrom('mail_queue').select('id').where('created_at', '<', lettersBefore).orderBy('id').limit(size).execute()).map((r) => r.id);
    return ids.length === 0 ? 0 : (await trx.deleteFrom('mail_queue').where('id', 'in', ids).returning('id').execute()).length;
  }
  if (kind === 'rateLimits') {
    const keys = (await trx.selectFrom('rate_limit').select('key').where('window_ends_at', '<', now).orderBy('key').limit(size).execute()).map((r) => r.key);
    return keys.length === 0 ? 0 : (await trx.deleteFrom('rate_limit').where('key', 'in', keys).where('window_ends_at', '<', now).returning('key').execute()).length;
  }
  // A registrant's session first, then staff sessions, within the one batch size.
  const ids = (await trx.selectFrom('session').select('id').where('refresh_expires_at', '<', now).orderBy('id').limit(size).execute()).map((r) => r.id);
  const gone = ids.length === 0 ? 0 : (await trx.deleteFrom('session').where('id', 'in', ids).returning('id').execute()).length;
  if (gone >= size) return gone;
  const hashes = (await trx.selectFrom('staff_session').select('id_hash').where('expires_at', '<', now).orderBy('id_hash').limit(size - gone).execute()).map((r) => r.id_hash);
  return gone + (hashes.length === 0 ? 0 : (await trx.deleteFrom('staff_session').where('id_hash', 'in', hashes).returning('id_hash').execute()).length);
}

/** The outbox's .eml files last written before `before` (none when the folder does not exist). */
export async function oldOutboxFiles(outboxDir: string, before: Date): Promise<string[]> {
  const names = await readdir(outboxDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const old = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const path = join(outboxDir, name);
        const info = await stat(path).catch(() => null);
        return info && info.isFile() && info.mtime < before ? path : null;
      }),
  );
  return old.filter((p): p is string => p !== null).sort();
}

export const removeFile = (path: string) => rm(path, { force: true });
