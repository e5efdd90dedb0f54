// The main thread's side of the embedded database's thread (./pglite-worker.ts): queries go there as
// messages and their rows come back, in the order they were sent (a port keeps its messages' order,
// and the thread runs them one after another). Kysely's dialect (./pglite-dialect.ts) talks to this as it
// would to PGlite itself. The thread is kept alive only while a query waits for its answer, so an
// idle database never holds the process open (a test's, a script's).
import { Worker } from 'node:worker_threads';
import { threadEntry } from '../threads/thread-entry';
import type { FromDatabaseThread, ToDatabaseThread } from './pglite-thread-messages';

export interface QueryAnswer<R> {
  rows: R[];
  affectedRows?: number;
}

/** The part of PGlite the dialect uses. */
export interface PgliteClient {
  /** `begin`: open a transaction first, in the same message (pglite-dialect.ts). */
  query<R>(sql: string, params: unknown[], begin?: boolean): Promise<QueryAnswer<R>>;
  close(): Promise<void>;
}

/** An error of the database thread as an Error here, with PostgreSQL's fields (code, constraint...). */
function errorFrom(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message ?? 'database error'));
  Object.assign(err, fields);
  return err;
}

export function startPgliteThread(dataDir: string, sync: boolean): Promise<PgliteClient> {
  const worker = new Worker(threadEntry('pglite-worker', new URL('./pglite-worker-boot.mjs', import.meta.url)), { workerData: { dataDir, sync } });
  const waiting = new Map<number, { resolve: (answer: QueryAnswer<unknown>) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  let onClosed: ((error?: Error) => void) | undefined;

  const holdProcess = () => (waiting.size > 0 || onClosed ? worker.ref() : worker.unref());
  const stop = (err: Error) => {
    stopped ??= err;
    for (const { reject } of waiting.values()) reject(stopped);
    waiting.clear();
    holdProcess();
  };

  return new Promise<PgliteClient>((resolve, reject) => {
    const client: PgliteClient = {
      query<R>(sql: string, params: unknown[], begin = false) {
        if (stopped) return Promise.reject(stopped);
        const id = nextId++;
        const answer = new Promise<QueryAnswer<R>>((done, fail) => waiting.set(id, { resolve: done as (a: QueryAnswer<unknown>) => void, reject: fail }));
        worker.postMessage({ kind: 'query', id, sql, params, begin } satisfies ToDatabaseThread);
        holdProcess();
        return answer;
      },
      close() {
        if (stopped) return Promise.resolve();
        const closed = new Promise<void>((done, fail) => (onClosed = (error) => (error ? fail(error) : done())));
        worker.postMessage({ kind: 'close' } satisfies ToDatabaseThread);
        holdProcess();
        return closed;
      },
    };

    worker.on('message', (message: FromDatabaseThread) => {
      switch (message.kind) {
        case 'ready':
          holdProcess();
          resolve(client);
          return;
        case 'failed':
          reject(errorFrom(message.error));
          void worker.terminate();
          return;
        case 'result': {
          const query = waiting.get(message.id);
          waiting.delete(message.id);
          if (message.error) query?.reject(errorFrom(message.error));
          else query?.resolve({ rows: message.rows ?? [], ...(message.affectedRows === undefined ? {} : { affectedRows: message.affectedRows }) });
          holdProcess();
          return;
        }
        case 'closed': {
          const done = onClosed;
          onClosed = undefined;
          stop(new Error('the embedded database is closed'));
          void worker.terminate().finally(() => done?.(message.error ? errorFrom(message.error) : undefined));
          return;
        }
      }
    });
    // A thread that dies (its WebAssembly aborted, out of memory) fails what waits and all that follows.
    worker.on('error', (err) => {
      reject(err);
      stop(err);
    });
    worker.on('exit', (code) => {
      const err = new Error(`the embedded database's thread stopped (exit code ${code})`);
      reject(err);
      stop(err);
      onClosed?.();
      onClosed = undefined;
    });
  });
}
