// The lock of a resumable upload (tus), across instances: @tus/server's own MemoryLocker only knows
// its process, so two instances behind a proxy could write one upload's file at once. Here a lock is
// a PostgreSQL session advisory lock (pg_try_advisory_lock on a hash of the upload id) taken on one
// session held for this instance's life, and released on that session when the request ends. A
// transaction is never held open for the length of a PATCH: PGlite has one session for everything.
//
// A session advisory lock is re-entrant within its session, so it cannot tell this instance's own
// requests apart: a map of the locks held here does that, and asks the holder to let go (the tus
// way: a new request for an upload replaces one still hanging on a dead connection).
// PGlite runs one server per data directory (data-dir-lock.ts), so its database lock is never
// contended; it is taken all the same, so both databases run the same code.
import type { Lock, Locker, RequestRelease } from '@tus/utils';
import { ERRORS } from '@tus/utils';
import { setTimeout as delay } from 'node:timers/promises';
import type { Client } from 'pg';
import { sql } from './kysely-runtime';
import type { Database } from './index';

/** Where the advisory locks are taken: a session that stays the same between lock and unlock. */
export interface LockSession {
  tryLock(key: string): Promise<boolean>;
  unlock(key: string): Promise<void>;
  close(): Promise<void>;
}

/** How often a contended lock is tried again until the request gives up (its signal). */
const RETRY_MS = 100;

/** The lock session's name in pg_stat_activity. */
export const LOCK_APPLICATION_NAME = 'upload-locks';

/** PGlite: its one session is held for the app's life already. */
export function embeddedLockSession(db: Database): LockSession {
  return {
    tryLock: async (key) => (await sql<{ ok: boolean }>`select pg_try_advisory_lock(hashtextextended(${key}, 0)) as ok`.execute(db)).rows[0]?.ok === true,
    unlock: async (key) => {
      await sql`select pg_advisory_unlock(hashtextextended(${key}, 0))`.execute(db);
    },
    close: async () => undefined,
  };
}

/**
 * PostgreSQL: one client of its own (the pool lends a connection per query, and a session lock must
 * be released on the session that took it). If that session ends, its locks end with it; the next
 * lock opens a new one.
 */
export function postgresLockSession(databaseUrl: string): LockSession {
  let client: Promise<Client> | null = null;
  const session = () => {
    client ??= (async () => {
      const pg = (await import('pg')).default;
      const c = new pg.Client({ connectionString: databaseUrl, application_name: LOCK_APPLICATION_NAME, keepAlive: true });
      const drop = () => {
        client = null;
      };
      c.on('error', drop);
      c.on('end', drop);
      try {
        await c.connect();
      } catch (err) {
        drop();
        throw err;
      }
      return c;
    })();
    return client;
  };
  return {
    tryLock: async (key) => (await (await session()).query<{ ok: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [key])).rows[0]?.ok === true,
    unlock: async (key) => {
      await (await session()).query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    },
    close: async () => {
      const c = client;
      client = null;
      if (c) await (await c).end().catch(() => undefined);
    },
  };
}

export class AdvisoryLocker implements Locker {
  /** Locks held (or being taken) by this instance, with how to ask their request to let go. */
  readonly held = new Map<string, RequestRelease>();

  constructor(
    readonly session: LockSession,
    private readonly namespace = 'tus',
  ) {}

  newLock(id: string): Lock {
    return new AdvisoryLock(this, id, `${this.namespace}:${id}`);
  }
}

class AdvisoryLock implements Lock {
  constructor(
    private readonly locker: AdvisoryLocker,
    private readonly id: string,
    private readonly key: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { held, session } = this.locker;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      const holder = held.get(this.id);
      if (holder) {
        await holder();
      } else {
        // Claimed here before the database answers: a second request of this instance waits on the map.
        held.set(this.id, requestRelease);
        let ok = false;
        try {
          ok = await session.tryLock(this.key);
        } finally {
          if (!ok) held.delete(this.id);
        }
        if (ok) return;
      }
      await delay(RETRY_MS, undefined, { signal }).catch(() => undefined);
    }
  }

  async unlock(): Promise<void> {
    try {
      await this.locker.session.unlock(this.key);
    } finally {
      this.locker.held.delete(this.id);
    }
  }
}
