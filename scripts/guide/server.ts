// The real site for the guide screenshots, started as e2e/global-setup.ts does: `node scripts/start.mjs`
// (build if stale, then the server) on a free 127.0.0.1 port with a fresh data directory and a cheap
// proof of work. The letters it sends land in DATA_DIR/outbox.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface GuideServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `env`: settings of the guide's server (its registration window). */
export async function startServer(root: string, env: Record<string, string> = {}): Promise<GuideServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ta-guide-'));
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', ALTCHA_COST: '10', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/v1`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not start within 180 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, dataDir, stop };
}
