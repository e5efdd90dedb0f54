// A real server for tests: buildApp on 127.0.0.1 with an ephemeral port and a fresh database (PGlite
// in a temp dir, or a fresh PostgreSQL database when TEST_DATABASE_URL names a server).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/platform/config/config';
import { providedTemplates, templateKey, TEST_SERVER_SETTINGS } from './database-templates';
import { copyPgliteTemplate, onPostgresServer, testDatabaseName, withDatabaseName } from './make-database-templates';
import { startS3 } from './s3-server';
import { TestClient } from './test-client';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: Config;
  dataDir: string;
  /** A client with its own cookie jar; call again for a second visitor (`localAddress`: from another address). */
  client(options?: { localAddress?: string }): TestClient;
  close(): Promise<void>;
}

/**
 * The database `name` on the PostgreSQL server `adminUrl`, and how to drop it: empty, or a copy of the run's
 * migrated and seeded `template` (helpers/database-templates.ts).
 */
async function postgresDatabase(adminUrl: string, name: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await onPostgresServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: withDatabaseName(adminUrl, name),
    drop: () => onPostgresServer(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** An empty database of its own on the PostgreSQL server `adminUrl`, and how to drop it. */
export const freshPostgres = (adminUrl: string) => postgresDatabase(adminUrl, testDatabaseName('test'));

/**
 * PostgreSQL needs PII_KEYS (config.ts): one key for the whole test process, so that servers sharing a
 * database (tests/server/scale-out.test.ts) read each other's values. PGlite servers make their own file.
 */
export const TEST_PII_KEYS = `test=${randomBytes(32).toString('base64')}`;

/** `overrides`: settings no environment variable holds (the built site: `{ serveWeb: true, webRoot }`). */
export async function startTestServer(env: Record<string, string> = {}, options: BuildOptions = {}, overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ta-test-'));
  const pgAdmin = 'DATABASE_URL' in env ? undefined : process.env.TEST_DATABASE_URL;
  const pgTarget = pgAdmin ? { adminUrl: pgAdmin, name: testDatabaseName('test') } : undefined;
  const settings: Record<string, string> = { DATA_DIR: dataDir, ...TEST_SERVER_SETTINGS, ...(pgTarget ? { DATABASE_URL: withDatabaseName(pgTarget.adminUrl, pgTarget.name) } : {}), ...env };
  if (settings.DATABASE_URL && !('PII_KEYS' in env)) settings.PII_KEYS = TEST_PII_KEYS;
  // TEST_FILES_BACKEND=s3: the files of this server go to a bucket of its own (s3rver in this process), so
  // a suite runs its upload, download, ZIP and receipt paths against the object store (.ci/run does).
  const s3 = process.env.TEST_FILES_BACKEND === 's3' && !('FILES_BACKEND' in env) ? await startS3() : undefined;
  if (s3) Object.assign(settings, s3.settings);
  const config = loadConfig(settings, { serveWeb: false, ...overrides });
  // A fresh database starts as the run's template (helpers/database-templates.ts) when what the migrations
  // and the seed read of this server's settings is the template's (its key). A DATA_DIR or DATABASE_URL of
  // the test's own is left as it is.
  const templates = await providedTemplates();
  const fits = (template: { key: string } | undefined) => template?.key === templateKey(config);
  const pg = pgTarget ? await postgresDatabase(pgTarget.adminUrl, pgTarget.name, fits(templates.postgres) ? templates.postgres?.name : undefined) : undefined;
  if (!config.databaseUrl && !('DATA_DIR' in env) && templates.pglite && fits(templates.pglite)) copyPgliteTemplate(templates.pglite.dir, dataDir);
  const app = await buildApp(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // Without a PUBLIC_URL, the letters' links point at this server (the port is known only now). The
  // origin check took its allowed origin from PUBLIC_URL when the app was built, so this does not touch
  // it: a test client's same-origin writes pass on the Host fallback, and a test that passes PUBLIC_URL
  // exercises the PUBLIC_URL branch itself (tests/security/sessions.test.ts).
  if (!env.PUBLIC_URL) (config as { publicUrl: string }).publicUrl = url;
  return {
    app,
    url,
    config,
    dataDir,
    client: (options) => new TestClient(url, options),
    close: async () => {
      await app.close();
      await pg?.drop();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
