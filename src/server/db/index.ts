// Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Applies pending migrations and the idempotent seed before the server takes requests.
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import { join } from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import { migrations } from './migrations/index';
import type { DB } from './schema';
import { seed } from './seed/index';
import { singleSessionDialect } from './single-session-dialect';

export type Database = Kysely<DB>;
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Database): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const release = await lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { KyselyPGlite } = await import('kysely-pglite');
    const pglite = await PGlite.create(join(dataDir, 'pglite'));
    const db = new Kysely<DB>({ dialect: singleSessionDialect(new KyselyPGlite(pglite).dialect) });
    return {
      db,
      kind: 'pglite',
      async close() {
        await db.destroy(); // closes the PGlite instance too
        await release();
      },
    };
  } catch (err) {
    await release();
    throw err;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pg = await import('pg');
  // numeric/bigint stay strings by default; we convert where we read them.
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  try {
    await migrate(handle.db);
    await seed(handle.db, config.programme);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}
