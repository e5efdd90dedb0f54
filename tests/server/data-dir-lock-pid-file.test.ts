// The data-directory lock's fallback where abstract Unix sockets do not exist (macOS, Windows): a PID
// file. Tested here on any system by calling it directly.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockWithPidFile } from '../../src/server/platform/db/data-dir-lock-pid-file';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ta-lock-pid-'));
  file = join(dir, 'server.lock');
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

const refuse = (pid: number) => new Error(`locked by ${pid}`);

describe('the PID-file lock', () => {
  it('refuses a second holder in this process, and frees the directory on release', async () => {
    const release = await lockWithPidFile(dir, file, refuse);
    expect(await readFile(file, 'utf8')).toBe(String(process.pid));
    await expect(lockWithPidFile(dir, file, refuse)).rejects.toThrow(`locked by ${process.pid}`);
    await release();
    await (await lockWithPidFile(dir, file, refuse))();
  });

  it('takes over a file naming this process that it did not make (a restarted container reusing the PID)', async () => {
    await writeFile(file, String(process.pid));
    await (await lockWithPidFile(dir, file, refuse))();
  });

  it('takes over a file naming a dead process', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    await writeFile(file, String(dead));
    await (await lockWithPidFile(dir, file, refuse))();
  });

  it('refuses while the file names another live process (its documented limit)', async () => {
    await writeFile(file, String(process.ppid));
    await expect(lockWithPidFile(dir, file, refuse)).rejects.toThrow(`locked by ${process.ppid}`);
  });
});
