// Starts the server: config from the environment, listen, close gracefully on signals.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A missing or bad setting: the message names it and says what to do; no stack trace.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
let app;
try {
  app = await buildApp(config, { workers: true });
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
