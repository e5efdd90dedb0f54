// Starts tests/helpers/serve-process.ts as a child process and waits for its URL (component tests).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { providedTemplates, TEMPLATES_ENV } from './database-templates';
import { TestClient } from './test-client';

export interface ServerProcess {
  url: string;
  /** What the setup module answered (see `setup` below); undefined without one. */
  setup: unknown;
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * `env`: settings of the server (e.g. the registration window), as environment variables. `setup`: a module
 * (path from the repository's root) whose default export runs inside the server's process once it listens,
 * `(server: TestServer) => Promise<JSON>`, for what rows alone cannot make (staff accounts signed in over
 * HTTP, assignments an admin makes); its answer comes back as `setup`.
 */
export async function startServerProcess(fixtures: Record<string, Record<string, unknown>[]> = {}, env: Record<string, string> = {}, setup?: string): Promise<ServerProcess> {
  const templates = JSON.stringify(await providedTemplates());
  const child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'tests', 'helpers', 'serve-process.ts')], {
    env: { ...process.env, [TEMPLATES_ENV]: templates, SERVE_FIXTURES: JSON.stringify(fixtures), SERVE_ENV: JSON.stringify(env), ...(setup ? { SERVE_SETUP: join(process.cwd(), setup) } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<ServerProcess>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`test server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\S+)(?: (.*))?\n/.exec(out);
      if (!match) return;
      const url = match[1]!;
      resolve({
        url,
        setup: match[2] ? JSON.parse(match[2]) : undefined,
        client: () => new TestClient(url),
        close: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
