// The server `npm start` runs is a bundle (scripts/server-bundle.mjs), not the sources through tsx:
// every other server test runs the sources, so this one starts the bundle itself, as npm start does, and
// uses what only the bundle changes: its own entries for the database's thread and the receipts' thread
// (src/server/platform/threads/thread-entry.ts), and paths computed from the sources' import.meta.url
// (the contract, the schemas, the fonts). The end-to-end suite runs whole against it (e2e/global-setup.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLaunch } from '../../scripts/server-bundle.mjs';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

let child: ChildProcess;
let base: string;
let dataDir: string;
let log = '';

/** The command lines of `pid`'s child processes (Linux: /proc); none once it has ended. */
function childCommands(pid: number): string[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.map((c) => {
      try {
        return readFileSync(`/proc/${c}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      } catch {
        return ''; // ended meanwhile
      }
    });
  } catch {
    return [];
  }
}

/**
 * Starts the bundle as scripts/start.mjs does on `dataDir` and waits for its first health answer;
 * answers the command lines of the child processes seen while it started (sampled every 20 ms).
 */
async function startBundle(): Promise<string[]> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const launch = await serverLaunch({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn', NODE_ENV: 'production', SMTP_URL: '', DATABASE_URL: '' });
  child = spawn(process.execPath, launch.args, { env: launch.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const seen = new Set<string>();
  const sampling = setInterval(() => childCommands(child.pid!).forEach((c) => seen.add(c)), 20);
  try {
    for (let i = 0; i < 240; i++) {
      if (child.exitCode !== null) throw new Error(`the bundled server exited:\n${log}`);
      const up = await fetch(`${base}/api/health/v1`).then((r) => r.ok, () => false);
      if (up) return [...seen];
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    clearInterval(sampling);
  }
  throw new Error(`the bundled server did not answer:\n${log}`);
}

async function stopBundle(): Promise<void> {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

let firstStartChildren: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bundle-test-'));
  firstStartChildren = await startBundle();
}, 90_000);

afterAll(async () => {
  await stopBundle();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the bundled server (npm start)', () => {
  it('answers from the embedded database, whose thread runs from the bundle', async () => {
    const res = await fetch(`${base}/api/news/v1/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; data: { title: string }[] };
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]!.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a bad request with the contract’s zh-TW message (the schemas are found from the bundle)', async () => {
    const res = await fetch(`${base}/api/news/v1/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page":"x"}' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/[\u4e00-\u9fff]/);
  });

  it('runs without a TypeScript loader, from the bundle', async () => {
    const cmdline = await readFile(`/proc/${child.pid}/cmdline`, 'utf8');
    expect(cmdline).not.toMatch(/tsx/);
    expect(cmdline).toMatch(/dist-server\/[0-9a-f]{16}\/main\.mjs/);
  });

  it('had its new embedded database made by --prepare, a process of its own that ended before the first answer', () => {
    expect(firstStartChildren.filter((c) => c.includes('--prepare'))).toEqual([expect.stringMatching(/--liftoff-only .*dist-server\/[0-9a-f]{16}\/main\.mjs --prepare$/)]);
    expect(childCommands(child.pid!).filter((c) => c.includes('--prepare'))).toEqual([]);
  });

  it('starts again on its existing database without a --prepare process, and reads what the first start wrote', async () => {
    await stopBundle();
    const children = await startBundle();
    expect(children.filter((c) => c.includes('--prepare'))).toEqual([]);
    const res = await fetch(`${base}/api/news/v1/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  }, 90_000);
});
