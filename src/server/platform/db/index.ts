// Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Applies pending migrations and the idempotent seed before the server takes requests.
import type { MigrationProvider } from 'kysely';
import type { Config } from '../config/config';
import { lockDataDir } from './data-dir-lock';
import { holdsDatabase, pgliteDirOf } from './pglite-dir';
import { Kysely, Migrator, PostgresDialect, sql } from './kysely-runtime';
import { migrations } from './migrations/index';
import { pgliteDialect } from './pglite-dialect';
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

/**
 * True when exactly our migrations are recorded. The Migrator takes its lock and checks its tables
 * in several statements (≈ 0.3 s on PGlite); a restart with nothing to apply needs none of that.
 * Anything else (a new migration, or one the code does not know) goes through the Migrator.
 */
async function upToDate(db: Database): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return false;
  const done = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const known = Object.keys(migrations);
  return done.rows.length === known.length && done.rows.every((r) => known.includes(r.name));
}

export async function migrate(db: Database): Promise<void> {
  if (await upToDate(db)) return;
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** The embedded database of DATA_DIR does not exist yet (its first start makes, migrates and seeds it). */
export function isNewEmbeddedDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): boolean {
  return !config.databaseUrl && !holdsDatabase(pgliteDirOf(config.dataDir));
}

async function openPglite(dataDir: string, sync: boolean): Promise<DatabaseHandle> {
  const release = await lockDataDir(dataDir);
  try {
    const { startPgliteThread } = await import('./pglite-thread');
    const { createFromTemplate } = await import('./pglite-template');
    const pgDir = pgliteDirOf(dataDir);
    await createFromTemplate(pgDir, sync); // a new database: PGlite's initdb would cost 700+ MB at its peak
    const pglite = await startPgliteThread(pgDir, sync);
    const db = new Kysely<DB>({ dialect: singleSessionDialect(pgliteDialect(pglite)) });
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

/**
 * How long a query waits for one of the pool's connections, or for a new connection to be made, before
 * it fails. Without a limit pg-pool waits for ever: a database that accepts a connection and never
 * answers, or a pool whose connections are all held, hung a test's setup on CI with nothing said
 * (6 Dec 2026). Half a minute is far past a checkout under a surge (each holds a connection for
 * milliseconds) and well within what the one waiting visitor would sit through.
 */
export const POOL_WAIT_LIMIT_MS = 30_000;

/** `waitLimitMs` is POOL_WAIT_LIMIT_MS but for a test that needs its failure in less than half a minute. */
export async function openPostgres(url: string, waitLimitMs = POOL_WAIT_LIMIT_MS): Promise<DatabaseHandle> {
  const pg = await import('pg');
  // numeric/bigint stay strings by default; we convert where we read them.
  const pool = new pg.default.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: waitLimitMs });
  // An idle connection the database ends (a restart, a failover, an administrator, a dropped test
  // database) is reported on the pool; pg-pool has already removed it and the next query opens a new
  // one. Unheard, that event would end the whole process. Nothing was in flight on it: nothing to say.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Connects (PGlite: takes the lock and opens the files, recovering after a crash); writes nothing. */
export function connectDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir, config.pgliteSync);
}

/** Applies pending migrations and the seed to a connected database; closes it when they fail. */
export async function prepareDatabase(handle: DatabaseHandle, config: Config): Promise<DatabaseHandle> {
  try {
    await migrate(handle.db);
    await seed(handle.db, config.programme, { demo: config.seedDemo });
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  return prepareDatabase(await connectDatabase(config), config);
}
