// Child processes and temporary directories of a bench run: started on 127.0.0.1, every one
// stopped (and every directory removed) at the end, and a time limit over the whole run.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const children = [];
const dirs = [];

export async function tempDir(prefix) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function waitFor(url, ms = 60_000, every = 200) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

export function startChild(command, args, env = {}, cwd = root) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-4000)));
  child.on('exit', (code) => {
    if (code && code !== 0 && !child.stopping) console.error(`child ${args.join(' ')} exited with ${code}\n${stderr}`);
  });
  children.push(child);
  return child;
}

const running = (c) => c.exitCode === null && c.signalCode === null;

/** Stops one child (SIGTERM: the server closes gracefully) and waits for it. */
export async function stopChild(child) {
  child.stopping = true;
  if (!running(child)) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export async function cleanup() {
  await Promise.all(children.map(stopChild));
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}

/** Stops everything and exits when the run takes longer than `ms`. */
export function timeLimit(name, ms) {
  const timer = setTimeout(async () => {
    console.error(`${name}: over its time limit (${ms / 1000} s); stopping`);
    await cleanup();
    process.exit(1);
  }, ms);
  timer.unref();
  return () => clearTimeout(timer);
}
