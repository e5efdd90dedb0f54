// A site of a spec's own, beside the run's (e2e/global-setup.ts): started the same way (scripts/start.mjs;
// the build is there already) on a free 127.0.0.1 port, a fresh data directory and the embedded database,
// with the spec's settings. `host` is the name PUBLIC_URL and the browser use for it (127.0.0.1 unless a
// spec needs a host name: WebAuthn refuses IP addresses). `beforeStart` runs what needs the data directory
// before the server holds it (the staff CLI).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface OwnSite {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startOwnSite(options: { name: string; host?: string; env?: NodeJS.ProcessEnv; beforeStart?: (env: NodeJS.ProcessEnv) => void }): Promise<OwnSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `ta-e2e-${options.name}-`));
  const baseURL = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
    ALTCHA_COST: process.env.ALTCHA_COST ?? '10',
    ...options.env,
  };
  delete env.DATABASE_URL;
  options.beforeStart?.(env);
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/api/health/v1`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    dataDir,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
