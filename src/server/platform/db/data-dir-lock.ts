// PGlite has no lock of its own and two processes on one data directory silently lose writes
// (DESIGN.md, verified). The server holds an exclusive lock on the directory for as long as it runs.
//
// On Linux the lock is a listening Unix socket in the abstract namespace, named after the
// directory's real path: the kernel refuses a second listener (EADDRINUSE) and frees the name the
// moment the holder dies, however it dies. No state survives a crash, and no PID is compared: a
// lock file naming a PID that a restarted container gives to someone else (often the new server
// itself, or PID 1) cannot block a start. `server.lock` still holds the holder's PID, for the
// refusal message only.
// Limit: abstract names live per network namespace. Two containers that share the data volume but
// not a network namespace do not see each other's lock: run one server per volume (or use
// PostgreSQL for several instances). Elsewhere than Linux, data-dir-lock-pid-file.ts is the fallback.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { lockWithPidFile } from './data-dir-lock-pid-file';

export class DataDirLockedError extends Error {
  constructor(
    dir: string,
    readonly pid: number | undefined,
  ) {
    super(`資料目錄 ${dir} 正由另一個伺服器程序${pid ? `（PID ${pid}）` : ''}使用中。請先停止它，或以 DATA_DIR 指定其他目錄。`);
    this.name = 'DataDirLockedError';
  }
}

/** Releases the lock; calling it again does nothing. */
export type ReleaseLock = () => Promise<void>;

/** The abstract socket's name for a directory (the leading NUL puts it outside the file system). */
export function lockSocketName(realDir: string): string {
  return `\0tourism-award-lock:${createHash('sha256').update(realDir).digest('hex')}`;
}

/** The PID written by the holder, if any; the message names it, nothing decides on it. */
function holderPid(pidFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function listen(name: string): Promise<Server> {
  // Nobody is meant to connect: whatever does is hung up on at once.
  const server = createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // exclusive: never share the handle through a cluster primary. Node opens sockets close-on-exec,
    // so a child process cannot inherit (and outlive us holding) the name.
    server.listen({ path: name, exclusive: true }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Takes the lock (or throws DataDirLockedError); returns the function that releases it. */
export async function lockDataDir(dir: string): Promise<ReleaseLock> {
  mkdirSync(dir, { recursive: true });
  const pidFile = join(dir, 'server.lock');
  if (process.platform !== 'linux') return lockWithPidFile(dir, pidFile, (pid) => new DataDirLockedError(dir, pid));

  let server: Server;
  try {
    server = await listen(lockSocketName(realpathSync(dir)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new DataDirLockedError(dir, holderPid(pidFile));
    throw err;
  }
  server.unref(); // the lock must not keep a finished process alive
  try {
    writeFileSync(pidFile, String(process.pid)); // replaces whatever a dead holder left
  } catch (err) {
    server.close();
    throw err;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    // The note goes first: once the name is free, the next holder's note must not be removed.
    try {
      unlinkSync(pidFile);
    } catch {
      /* already gone */
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
