// One write transaction of the upload workflow at a time in this process. The embedded database
// (PGlite through kysely-pglite) has a single session and no pool: two overlapping transactions would
// share it, the second BEGIN is ignored and the first COMMIT or ROLLBACK ends both. Queueing our
// transactions keeps each one whole (PostgreSQL does not need it; it costs little there: these writes
// are short). A driver-level fix (a pool of one connection for PGlite) would cover every area.
let tail: Promise<unknown> = Promise.resolve();

export function serially<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}
