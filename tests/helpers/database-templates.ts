// A migrated and seeded database made once per test run (tests/global-setup.ts with
// helpers/make-database-templates.ts), which each test server's fresh database starts as a copy of.
// A test server's start took 3.4–4.1 s on this machine: the initdb template's unpacking (0.4–0.7 s), the
// migrations (0.8–1.4 s) and the seed (0.1 s) came out the same in every test. A copy of PGlite's files
// (0.15–0.18 s) or PostgreSQL's `create database … template` stands in for them; the start now takes
// 1.2–1.4 s (7 Dec 2026). Migrating and seeding is still tested: here once per run, and by every test that
// makes its own database (a DATA_DIR or a DATABASE_URL of its own, the restarts, the CLIs, the migration
// and seed tests).
// This module imports nothing of the server: component tests (jsdom) read the templates through it.
import type { Config } from '../../src/server/platform/config/config';

/**
 * What a test server is given unless a test says otherwise. A test server stops at once: no grace for
 * sockets still open when it closes. Tests register from one address far more often than any office
 * does; the tests of that limit set their own (tests/security/abuse-limits.test.ts). Demo content on
 * PostgreSQL too (its default there is off), so that both legs of the suite read the same seeded news,
 * winners and vendors; tests of the setting itself pass SEED_DEMO ('' = the default).
 */
export const TEST_SERVER_SETTINGS: Readonly<Record<string, string>> = {
  LOG_LEVEL: 'silent', ALTCHA_COST: '1', PORT: '0', SHUTDOWN_GRACE_SECONDS: '0', REGISTRATIONS_PER_ADDRESS: '100000', SEED_DEMO: 'true',
};

/**
 * What the migrations and the seed read of a server's settings (db/index.ts prepareDatabase): the
 * programme and whether the demo content is seeded. A server whose key differs makes its own database.
 */
export const templateKey = (config: Pick<Config, 'programme' | 'seedDemo'>): string => JSON.stringify([config.programme, config.seedDemo]);

export interface DatabaseTemplates {
  /** A closed PGlite data directory (DATA_DIR/pglite of a server that was stopped). */
  pglite?: { dir: string; key: string };
  /** A database on TEST_DATABASE_URL's server, which nothing stays connected to. */
  postgres?: { name: string; key: string };
}

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** How a test server in a child process of a test (helpers/serve-process.ts) is told the run's templates. */
export const TEMPLATES_ENV = 'TEST_DATABASE_TEMPLATES';

/** The run's templates: from the test run (inject), or from the test that started this process. */
export async function providedTemplates(): Promise<DatabaseTemplates> {
  const passed = process.env[TEMPLATES_ENV];
  return passed ? (JSON.parse(passed) as DatabaseTemplates) : (await import('vitest')).inject('databaseTemplates');
}
