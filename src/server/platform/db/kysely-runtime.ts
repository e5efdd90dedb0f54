// Kysely's values (sql, Kysely, the PostgreSQL pieces), loaded from its CommonJS build. Its ES build
// is ≈ 260 modules, and under tsx every ES module is resolved and loaded through the loader's thread
// (≈ 0.4 s of CPU at each start, most of a restart's module loading); the CommonJS build loads in
// one go. Import Kysely's values from here and its types from 'kysely' (types cost nothing).
import { createRequire } from 'node:module';
import type * as KyselyModule from 'kysely';

const kysely = createRequire(import.meta.url)('kysely') as typeof KyselyModule;

export const { sql, Migrator, PostgresDialect, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } = kysely;
export const Kysely = kysely.Kysely;
export type Kysely<DB> = KyselyModule.Kysely<DB>;
export const CompiledQuery = kysely.CompiledQuery;
export type CompiledQuery<O = unknown> = KyselyModule.CompiledQuery<O>;
