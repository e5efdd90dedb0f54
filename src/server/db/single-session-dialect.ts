// PGlite is one database session with no pool. Kysely asks its driver for a connection per query and
// holds it for a whole transaction; kysely-pglite hands every caller the same session at once, so
// a query of another request issued while a transaction is open would run INSIDE that transaction
// (and be rolled back with it), and a second BEGIN would be ignored. This wrapper lends the one
// session to one holder at a time: queries and transactions queue, each stays whole. PGlite runs
// one statement at a time anyway, so nothing is lost by queueing. PostgreSQL uses its own pool.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/**
 * Work that yields the one embedded session to requests' queries: a letter delivered after its answer,
 * and an upload's processing (its type check, re-encoding and rows, already admitted a few at a time:
 * src/server/load/work-queue.ts). Its statements take their turn only when no other query waits, so a
 * surge's registrations and sign-ins are not served behind hundreds of upload statements and letters.
 * PostgreSQL's pool has sessions for both, and ignores the lane.
 */
const lowPriorityLane = new AsyncLocalStorage<true>();
export const inLowPriorityLane = <T>(work: () => Promise<T>): Promise<T> => lowPriorityLane.run(true, work);

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
  private busy = false;
  /** Waiting holders, requests' first and the low-priority lane's after them, each in arrival order. */
  private readonly waiting = { request: [] as (() => void)[], low: [] as (() => void)[] };

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) {
      const queue = lowPriorityLane.getStore() ? this.waiting.low : this.waiting.request;
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    this.busy = true; // handed over by release() while still busy, or taken here while free
    try {
      return turnTaking(await this.inner.acquireConnection());
    } catch (err) {
      this.release();
      throw err;
    }
  }

  /** Hands the session to the next holder (a request's before the low-priority lane's) or frees it. */
  private release(): void {
    const next = this.waiting.request.shift() ?? this.waiting.low.shift();
    if (next) next();
    else this.busy = false;
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
      this.release();
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
