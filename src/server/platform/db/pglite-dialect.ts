// Kysely's PostgreSQL dialect over one PGlite instance, which runs in its own thread (./pglite-thread.ts).
// It does what kysely-pglite's dialect did, without that package: its entry point also loads a code
// generator and a migrator (kysely-codegen, jiti...), ≈ 0.6 s of CPU at every start, which kept the
// server from answering after a restart.
import type { DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import { CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from './kysely-runtime';
import type { PgliteClient } from './pglite-thread';

const BEGIN = CompiledQuery.raw('BEGIN');
const COMMIT = CompiledQuery.raw('COMMIT');
const ROLLBACK = CompiledQuery.raw('ROLLBACK');

class PGliteConnection implements DatabaseConnection {
  /**
   * A BEGIN not sent yet: it goes with the transaction's first statement, in the same message. The one
   * session is the transaction's until it ends, so each round trip to the database's thread saved is
   * time every other request waits less (a photo's row is a transaction of three statements and its COMMIT).
   */
  private beginPending = false;

  constructor(private readonly client: PgliteClient) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query === BEGIN) {
      this.beginPending = true;
      return { rows: [] };
    }
    // A transaction that ran no statement: nothing was begun, so nothing to end.
    if (this.beginPending && (query === COMMIT || query === ROLLBACK)) {
      this.beginPending = false;
      return { rows: [] };
    }
    const begin = this.beginPending;
    this.beginPending = false;
    const result = await this.client.query<R>(query.sql, [...query.parameters], begin);
    return { rows: result.rows, ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }) };
  }

  // eslint-disable-next-line require-yield -- the interface wants a generator; PGlite cannot stream
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

/** One session (PGlite has no other); single-session-dialect.ts lends it to one holder at a time. */
class PGliteDriver implements Driver {
  constructor(private readonly client: PgliteClient) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.client);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(BEGIN);
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(COMMIT);
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(ROLLBACK);
  }
  async releaseConnection(): Promise<void> {}
  /** Closes the PGlite instance and its thread: Kysely's destroy() ends the database. */
  async destroy(): Promise<void> {
    await this.client.close();
  }
}

export function pgliteDialect(client: PgliteClient): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(client),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
