// Starts the server: config from the environment, listen, close gracefully on signals.
import { spawn } from 'node:child_process';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './platform/config/config';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { connectDatabase, isNewEmbeddedDatabase, openDatabase } from './platform/db/index';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A missing or bad setting: the message names it and says what to do; no stack trace.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
// A new embedded database is made, migrated and seeded by a process of its own (this file with
// `--prepare`), which then ends. What that one-time work leaves resident (the database's WebAssembly
// memory grows and never shrinks) goes with it: the server then starts as after a restart, ≈ 50 MB
// smaller at idle (docs/performance.md, "Memory"). An existing database or PostgreSQL needs no such
// process: a restart after a crash answers ≈ 0.4 s sooner without booting one.
if (process.argv.includes('--prepare')) {
  if (isNewEmbeddedDatabase(config)) {
    try {
      await (await openDatabase(config)).close();
    } catch (err) {
      console.error(err instanceof DataDirLockedError ? err.message : err);
      process.exit(1);
    }
  }
  process.exit(0);
}
// The preparing process runs PGlite's WebAssembly without V8's optimising compiler (`--liftoff-only`):
// its ≈ 160 statements, each run once, gave that compiler work and memory for nothing. Its peak went from
// 687 to 232 MB on Node 24 (from 291 to 208 MB on Node 20), and it ends sooner (5.1 → 2.8 s).
if (isNewEmbeddedDatabase(config)) {
  const preparing = spawn(process.execPath, [...process.execArgv, '--liftoff-only', process.argv[1]!, '--prepare'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => preparing.once('exit', (exitCode, signal) => resolve(signal ? 1 : exitCode)));
  if (code !== 0) process.exit(1); // its message is on stderr
}
// The database opens (the lock, PGlite's WebAssembly, its recovery after a kill) while the rest of
// the server's modules load: a restart answers sooner. buildApp awaits it and reports its failure.
const connecting = connectDatabase(config);
connecting.catch(() => undefined);
let app: FastifyInstance;
try {
  const { buildApp } = await import('./app');
  // The request validators compile before the server takes requests (`warm`): compiled after it
  // listened, they took a fifth of the main thread from the first requests of a surge that met a
  // fresh server (bench/rush.mjs; README "Performance"). One that does not compile stops the server.
  app = await buildApp(config, { workers: true, connecting, warm: true });
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
// app.close() destroys the sockets left after SHUTDOWN_GRACE_SECONDS; the extra time closes the
// database and the mail queue before a hung shutdown is cut short.
closeWithGrace({ delay: (config.shutdownGraceSeconds + 10) * 1000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  await app.close();
});
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${port}` : `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
console.log(`\n  網站已啟動：${url}  (資料庫：${app.services.dbKind}${app.services.dbKind === 'pglite' ? `，${config.dataDir}` : ''})\n`);
