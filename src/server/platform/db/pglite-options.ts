// PGlite's options for our data directory: the memory settings always (./pglite-memory.ts), the WAL
// synced at every commit when PGLITE_SYNC is on (./pglite-durability.ts).
import type { PGliteOptions } from '@electric-sql/pglite';
import { pgliteMemoryParams } from './pglite-memory';

export async function pgliteOptions(dataDir: string, sync: boolean): Promise<PGliteOptions> {
  const { PGlite } = await import('@electric-sql/pglite');
  // initdb (a data directory the template could not make, ./pglite-template.ts) writes them into
  // postgresql.conf and runs its own steps with them: a smaller peak there too.
  const initDbStartParams = pgliteMemoryParams;
  if (!sync) return { dataDir, startParams: [...PGlite.defaultStartParams, ...pgliteMemoryParams], initDbStartParams };
  const { SyncingNodeFS, syncStartParams } = await import('./pglite-durability');
  return { fs: new SyncingNodeFS(dataDir), startParams: [...syncStartParams(PGlite.defaultStartParams), ...pgliteMemoryParams], initDbStartParams };
}
