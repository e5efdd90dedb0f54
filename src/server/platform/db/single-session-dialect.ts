// PGlite is one database session with no pool. Kysely asks its driver for a connection per query and
// holds it for a whole transaction; kysely-pglite hands every caller the same session at once, so
// a query of another request issued while a transaction is open would run INSIDE that transaction
// (and be rolled back with it), and a second BEGIN would be ignored. This wrapper gives an open
// transaction the session to itself: other statements and transactions wait for it to end, each
// transaction stays whole. Statements outside transactions go a few at a time (PGlite runs them one
// after another anyway). PostgreSQL uses its own pool. The statements run in the database's own
// thread (./pglite-thread.ts): each answer comes back as a message, so the event loop takes other
// requests' I/O between the statements of a queue or a transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/**
 * Work that yields the one embedded session to requests' queries: a letter delivered after its answer,
 * and an upload's processing (its type check, re-encoding and rows, already admitted a few at a time:
 * src/server/platform/load/work-queue.ts). Its statements take their turn only when no other query waits, so a
 * surge's registrations and sign-ins are not served behind hundreds of upload statements and letters.
 * PostgreSQL's pool has sessions for both, and ignores the lane.
 */
type Lane = 'first' | 'request' | 'low';
const lane = new AsyncLocalStorage<Lane>();
export const inLowPriorityLane = <T>(work: () => Promise<T>): Promise<T> => lane.run('low', work);

/**
 * Requests with a time limit in a surge (issue 16: sign-in ≤ 1 s, registration ≤ 2 s at 200 at a
 * time): their statements go before other requests' queued ones (a merit, a photo's attachment, a
 * session check), which still go before the low-priority lane's. A sign-in or a registration comes
 * once per registrant, so the others are delayed, never starved. PostgreSQL ignores the lane too.
 */
export const inFirstLane = <T>(work: () => Promise<T>): Promise<T> => lane.run('first', work);

/**
 * Statements a request may have sent to the session at once outside a transaction. Answers come
 * back from the database's thread as messages; with only one out at a time the thread would sit idle
 * from each answer until the main thread got round to sending the next statement. A few queued there
 * keep it working, and so few that a statement queued here behind them still waits little.
 */
export const STATEMENTS_IN_FLIGHT = 4;

interface Waiter {
  /** A transaction's connection (it then has the session to itself), or null for one statement. */
  transaction: DatabaseConnection | null;
  start: () => void;
}

/** A connection lent by the driver: each statement outside a transaction waits for its turn. */
class LentConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly driver: SingleSessionDriver,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.run(this, () => this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class SingleSessionDriver implements Driver {
  /** The connection whose transaction is open: no other statement reaches the session until it ends. */
  private transaction: DatabaseConnection | null = null;
  private inFlight = 0;
  /** Waiting statements and transactions by lane, each in arrival order. */
  private readonly waiting: Record<Lane, Waiter[]> = { first: [], request: [], low: [] };

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new LentConnection(await this.inner.acquireConnection(), this);
  }

  /** Runs one statement of `connection`: at once inside its own transaction, else in its turn. */
  async run<T>(connection: DatabaseConnection, statement: () => Promise<T>): Promise<T> {
    if (this.transaction === connection) return statement();
    await this.turn(null);
    try {
      return await statement();
    } finally {
      this.inFlight--;
      this.next();
    }
  }

  private turn(transaction: DatabaseConnection | null): Promise<void> {
    return new Promise<void>((start) => {
      this.waiting[lane.getStore() ?? 'request'].push({ transaction, start });
      this.next();
    });
  }

  /**
   * Starts what may start now: nothing while a transaction is open; a request's statement while fewer
   * than STATEMENTS_IN_FLIGHT are out, the first lane's before the others'; a transaction (which
   * follows the statements already sent); the low-priority lane only when no request waits and the
   * session is idle.
   */
  private next(): void {
    while (!this.transaction) {
      const { first: firstLane, request, low: lowLane } = this.waiting;
      const queue = firstLane.length > 0 ? firstLane : request.length > 0 ? request : lowLane;
      const low = queue === lowLane;
      const first = queue[0];
      if (!first || (low && this.inFlight > 0) || (!first.transaction && this.inFlight >= STATEMENTS_IN_FLIGHT)) return;
      queue.shift();
      if (first.transaction) this.transaction = first.transaction;
      else this.inFlight++;
      first.start();
    }
  }

  private endTransaction(): void {
    this.transaction = null;
    this.next();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.turn(connection);
    try {
      await this.inner.beginTransaction(connection, settings);
    } catch (err) {
      this.endTransaction();
      throw err;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(connection);
    } finally {
      this.endTransaction();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(connection);
    } finally {
      this.endTransaction();
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (this.transaction === connection) this.endTransaction(); // a transaction Kysely gave up on
    await this.inner.releaseConnection((connection as LentConnection).inner);
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
