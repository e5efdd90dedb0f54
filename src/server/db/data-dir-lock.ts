// PGlite has no lock of its own and two processes on one data directory silently lose writes
// (DESIGN.md, verified). We hold an exclusive lock file for as long as the server runs and clear
// one left behind by a killed process.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(`資料目錄 ${dir} 正由另一個伺服器程序（PID ${pid}）使用中。請先停止它，或以 DATA_DIR 指定其他目錄。`);
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock (or throws DataDirLockedError); returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(path);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DataDirLockedError(dir, pid);
      // Stale lock from a killed process: remove it and try again.
      try {
        unlinkSync(path);
      } catch {
        /* raced with another remover */
      }
    }
  }
  throw new Error(`could not lock ${dir}`);
}
