// The data-directory lock (issue 16): a second server on one PGlite directory is refused, in the same
// process or another, while whatever a dead holder left — a lock file naming a PID that now belongs to
// someone else (PID 1, the parent, the new server itself after a container restart) — never blocks a start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config/config';
import { DataDirLockedError, lockDataDir, lockSocketName } from '../../src/server/platform/db/data-dir-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ta-lock-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

const lockFile = () => join(dir, 'server.lock');

/** A child process holding the lock on `dir` (hold) or ending without releasing it (end). */
function holder(mode: 'hold' | 'end'): { child: ChildProcess; locked: Promise<number>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'tests', 'helpers', 'hold-data-dir-lock.ts'), dir, mode], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const locked = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /LOCKED (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code} before locking: ${err}`)));
  });
  return { child, locked, exited };
}

describe('a lock file left by a dead holder', () => {
  it.each([
    ['the parent process', process.ppid],
    ['PID 1', 1],
    ['this very process (a restarted container reusing the PID)', process.pid],
  ])('naming %s (alive) does not block the start', async (_who, pid) => {
    await writeFile(lockFile(), String(pid));
    const release = await lockDataDir(dir);
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
    await release();
  });

  it('naming a live unrelated PID does not block the server itself', async () => {
    await writeFile(lockFile(), String(process.ppid));
    const app = await buildApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', DATABASE_URL: '' }, { serveWeb: false }));
    try {
      expect((await app.inject({ url: '/api/health/v1' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('a live holder', () => {
  it('in this process refuses a second lock, and frees the directory on release', async () => {
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`資料目錄 ${dir} 正由另一個伺服器程序（PID ${process.pid}）使用中。請先停止它，或以 DATA_DIR 指定其他目錄。`);
    await release();
    await release(); // twice does nothing
    const again = await lockDataDir(dir);
    await again();
  });

  it('in another process refuses the lock naming its PID; SIGKILLed, it blocks nothing', async () => {
    const h = holder('hold');
    try {
      const pid = await h.locked;
      await expect(lockDataDir(dir)).rejects.toThrow(`（PID ${pid}）使用中`);
      h.child.kill('SIGKILL');
      await h.exited;
      // Its lock file is still there, naming a dead PID; the start does not care.
      expect(await readFile(lockFile(), 'utf8')).toBe(String(pid));
      const release = await lockDataDir(dir);
      await release();
    } finally {
      h.child.kill('SIGKILL');
    }
  });

  it('refuses the real server in a second process with the operator message', async () => {
    const release = await lockDataDir(dir);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'src', 'server', 'main.ts')], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
      const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
      expect(code).toBe(1);
      expect(err).toContain(`資料目錄 ${dir} 正由另一個伺服器程序（PID ${process.pid}）使用中。`);
    } finally {
      await release();
    }
  });
});

describe.skipIf(process.platform !== 'linux')('the Linux lock (an abstract Unix socket)', () => {
  it('does not keep its process alive', async () => {
    const h = holder('end');
    await h.locked;
    expect(await h.exited).toBe(0);
    const release = await lockDataDir(dir);
    await release();
  });

  it('hangs up on whoever connects to it', async () => {
    const release = await lockDataDir(dir);
    try {
      const socket = connect(lockSocketName(realpathSync(dir)));
      socket.on('error', () => undefined);
      await new Promise<void>((r) => socket.once('close', () => r()));
      expect(socket.bytesRead).toBe(0);
    } finally {
      await release();
    }
  });

  it('is the same lock through another spelling of the directory', async () => {
    const release = await lockDataDir(dir);
    try {
      await expect(lockDataDir(join(dir, '.', '..', dir.split('/').at(-1)!))).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await release();
    }
  });
});
