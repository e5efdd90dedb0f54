// PGlite's options for our data directory: the memory settings always (./pglite-memory.ts), the WAL
// synced at every commit when PGLITE_SYNC is on (./pglite-durability.ts), and the pg_trgm extension (the
// keyword search's index, migration 0025).
import type { PGliteOptions } from '@electric-sql/pglite';
import { pgliteMemoryParams } from './pglite-memory';

export async function pgliteOptions(dataDir: string, sync: boolean): Promise<PGliteOptions> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  const extensions = { pg_trgm };
  // initdb (a data directory the template could not make, ./pglite-template.ts) writes them into
  // postgresql.conf and runs its own steps with them: a smaller peak there too.
  const initDbStartParams = pgliteMemoryParams;
  if (!sync) return { dataDir, extensions, startParams: [...PGlite.defaultStartParams, ...pgliteMemoryParams], initDbStartParams };
  const { SyncingNodeFS, syncStartParams } = await import('./pglite-durability');
  return { fs: new SyncingNodeFS(dataDir), extensions, startParams: [...syncStartParams(PGlite.defaultStartParams), ...pgliteMemoryParams], initDbStartParams };
}
