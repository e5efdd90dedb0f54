// `npm start`: build the site if stale, then run the server (API, database, mail outbox, security
// check) on the embedded defaults. The server runs from its bundle (scripts/server-bundle.mjs: about a
// second to build, at every start), which makes a new embedded database in a process of its own first.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { serverLaunch } from './server-bundle.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
buildIfStale();
let launch;
try {
  launch = await serverLaunch();
} catch (err) {
  // A failed build of the bundle (esbuild's own lines are on stderr already).
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const server = spawn(process.execPath, launch.args, { cwd: root, stdio: 'inherit', env: launch.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
