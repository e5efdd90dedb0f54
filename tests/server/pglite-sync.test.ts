// The embedded database syncs its write-ahead log at every commit (issue 16, PGLITE_SYNC): PostgreSQL
// inside PGlite runs with fsync on and wal_sync_method=fsync, the one sync call its Node file system
// can pass on (src/server/platform/db/pglite-durability.ts). The real fdatasync calls on pg_wal are watched
// with strace in bench/faults/upload-sync.mjs; here, the settings PostgreSQL runs with, and that a
// database written with them opens again (with either setting: the files are the same).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/platform/db/index';

let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ta-pglite-sync-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

const open = (env: Record<string, string>) => openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }, { serveWeb: false }));
async function setting(handle: DatabaseHandle, name: 'fsync' | 'wal_sync_method'): Promise<string> {
  const { rows } = await sql<Record<string, string>>`select current_setting(${name}) as value`.execute(handle.db);
  return rows[0]?.value ?? '';
}

describe.runIf(!process.env.TEST_DATABASE_URL)('PGLITE_SYNC', () => {
  it('on: fsync on, the WAL synced with fsync (which reaches the disk); a commit reads back after reopening without it', async () => {
    const handle = await open({ PGLITE_SYNC: 'true' });
    try {
      expect(await setting(handle, 'fsync')).toBe('on');
      expect(await setting(handle, 'wal_sync_method')).toBe('fsync');
      await handle.db.insertInto('app_meta').values({ key: 'synced-commit', value: '1' }).execute();
    } finally {
      await handle.close();
    }
    expect(loadConfig({}, { serveWeb: false }).pgliteSync).toBe(false); // off by default (its cost: README)
    const off = await open({});
    try {
      // Off: PGlite's own settings (fsync off, nothing synced), on the same files.
      expect(await setting(off, 'fsync')).toBe('off');
      const row = await off.db.selectFrom('app_meta').select('value').where('key', '=', 'synced-commit').executeTakeFirst();
      expect(row?.value).toBe('1');
    } finally {
      await off.close();
    }
  });

  it('refuses a value that is not a boolean', () => {
    expect(() => loadConfig({ PGLITE_SYNC: 'sometimes' }, { serveWeb: false })).toThrow(/PGLITE_SYNC/);
  });
});
