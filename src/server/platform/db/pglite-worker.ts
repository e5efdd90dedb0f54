// The embedded database's own thread (./pglite-thread.ts starts it). PGlite runs each statement
// synchronously, in WebAssembly, on the thread that calls it: on the main thread a surge's
// statements took about half of every sign-in's time there, and every other request (even a cached
// read) waited for each one. Here they run beside the requests, on the machine's other core.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options';
import { PreparedStatements } from './pglite-prepared';
import type { FromDatabaseThread, ToDatabaseThread } from './pglite-thread-messages';

const port = parentPort!;
const { dataDir, sync } = workerData as { dataDir: string; sync: boolean };

/** What a client can rebuild of an error: PostgreSQL's fields (code, constraint...) are plain values. */
function plain(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: Record<string, unknown> = { name: err.name, message: err.message, stack: err.stack };
  for (const [key, value] of Object.entries(err)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

const post = (message: FromDatabaseThread) => port.postMessage(message);

try {
  const pglite = await PGlite.create(await pgliteOptions(dataDir, sync));
  const statements = new PreparedStatements(pglite);
  /** The statements in the order they came, one at a time (the prepared path has no lock of PGlite's). */
  let queue: Promise<unknown> = Promise.resolve();
  port.on('message', (message: ToDatabaseThread) => {
    if (message.kind === 'close') {
      queue.then(() => pglite.close()).then(
        () => post({ kind: 'closed' }),
        (err: unknown) => post({ kind: 'closed', error: plain(err) }),
      );
      return;
    }
    // A BEGIN sent with a statement runs first, and the statement only once it has (nothing else is
    // sent while a transaction opens: single-session-dialect.ts).
    queue = queue
      .then(() => statements.query(message.sql, message.params, message.begin))
      .then(
        (result) => post({ kind: 'result', id: message.id, rows: result.rows, affectedRows: result.affectedRows }),
        (err: unknown) => post({ kind: 'result', id: message.id, error: plain(err) }),
      );
  });
  post({ kind: 'ready' });
} catch (err) {
  post({ kind: 'failed', error: plain(err) });
}
