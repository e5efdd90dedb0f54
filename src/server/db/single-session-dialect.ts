// PGlite is one database session with no pool. Kysely asks its driver for a connection per query and
// holds it for a whole transaction; kysely-pglite hands every caller the same session at once, so
// a query of another request issued while a transaction is open would run INSIDE that transaction
// (and be rolled back with it), and a second BEGIN would be ignored. This wrapper lends the one
// session to one holder at a time: queries and transactions queue, each stays whole. PGlite runs
// one statement at a time anyway, so nothing is lost by queueing. PostgreSQL uses its own pool.
import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement synchronously on the main thread (WebAssembly). A transaction's statements
 * would follow one another in microtasks, holding every other request (even a cached read) for the
 * whole transaction, and a queue of queries (20 final submissions at once) every other request until it
 * drained; letting the event loop turn before each statement lets their I/O in between.
 */
function turnTaking(connection: DatabaseConnection): DatabaseConnection {
  return {
    executeQuery: async (query) => {
      await nextTurn();
      return connection.executeQuery(query);
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

class SingleSessionDriver implements Driver {
  private tail: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return turnTaking(await this.inner.acquireConnection());
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      const release = this.release;
      this.release = undefined;
      release?.();
    }
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

export function singleSessionDialect(base: Dialect): Dialect {
  return {
    createAdapter: () => base.createAdapter(),
    createQueryCompiler: () => base.createQueryCompiler(),
    createIntrospector: (db) => base.createIntrospector(db),
    createDriver: () => new SingleSessionDriver(base.createDriver()),
  };
}
