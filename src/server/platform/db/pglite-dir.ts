// Where the embedded database lives inside DATA_DIR, and whether one is there yet: read by the start
// (index.ts: a new one is made by `main --prepare`) and by the template's unpacking (pglite-template.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** PGlite's own directory inside DATA_DIR. */
export const pgliteDirOf = (dataDir: string): string => join(dataDir, 'pglite');

/** PostgreSQL's data directory `pgDir` holds a database (initdb writes PG_VERSION). */
export const holdsDatabase = (pgDir: string): boolean => existsSync(join(pgDir, 'PG_VERSION'));
