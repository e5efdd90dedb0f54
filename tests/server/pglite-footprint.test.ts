// The embedded database's memory settings (src/server/platform/db/pglite-memory.ts) and its template
// (src/server/platform/db/pglite-template.ts): a new data directory and one PGlite's own initdb made before
// both open with the settings applied. The memory figures themselves: `npm run bench:footprint`.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/platform/db/index';
import { PGLITE_MEMORY_SETTINGS } from '../../src/server/platform/db/pglite-memory';
import { installedPgliteVersion, readTemplateStamp } from '../../src/server/platform/db/pglite-template';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ta-pglite-footprint-'));
  dirs.push(dir);
  return dir;
}
const open = (dir: string) => openDatabase(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }, { serveWeb: false }));
async function sharedBuffers(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(handle.db);
  return rows[0]?.shared_buffers ?? '';
}

describe('embedded database footprint', () => {
  it('a new data directory is made from a template of the installed PGlite (npm run db:template after an upgrade)', () => {
    expect(readTemplateStamp()?.pglite).toBe(installedPgliteVersion());
  });

  it('a new data directory opens with the memory settings, takes writes and opens again', async () => {
    const dir = await dataDir();
    const first = await open(dir);
    try {
      expect(await sharedBuffers(first)).toBe(PGLITE_MEMORY_SETTINGS.shared_buffers);
      await first.db.insertInto('app_meta').values({ key: 'footprint', value: 'kept' }).execute();
    } finally {
      await first.close();
    }
    expect(await readFile(join(dir, 'pglite', 'PG_VERSION'), 'utf8')).toMatch(/^\d+\n$/);
    const again = await open(dir);
    try {
      const row = await again.db.selectFrom('app_meta').select('value').where('key', '=', 'footprint').executeTakeFirst();
      expect(row?.value).toBe('kept');
    } finally {
      await again.close();
    }
  });

  it('a data directory made by PGlite itself before (its stock 128MB in postgresql.conf) opens with the settings', async () => {
    const dir = await dataDir();
    const old = await PGlite.create({ dataDir: join(dir, 'pglite') });
    expect((await old.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]?.shared_buffers).toBe('128MB');
    await old.close();
    const handle = await open(dir);
    try {
      expect(await sharedBuffers(handle)).toBe(PGLITE_MEMORY_SETTINGS.shared_buffers);
    } finally {
      await handle.close();
    }
  });
});
