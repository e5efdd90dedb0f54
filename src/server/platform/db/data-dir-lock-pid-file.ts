// The data-directory lock where abstract Unix sockets do not exist (macOS, Windows: development
// machines). A lock file created exclusively, holding the holder's PID; a file naming a dead process
// is stale and replaced. Weaker than the Linux lock: a live process that happens to have the PID
// written by a killed server (after a reboot or a container restart) keeps blocking the start until
// the file is deleted. Production runs on Linux.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Lock files this process created and still holds: its own PID in a file it did not make is stale. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockWithPidFile(dir: string, path: string, refuse: (pid: number) => Error): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        held.delete(path);
        try {
          unlinkSync(path);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(path, 'utf8').trim());
      // Our own PID: held by this process (a second server in it) or left by a predecessor.
      const taken = pid === process.pid ? held.has(path) : Number.isInteger(pid) && pid > 0 && alive(pid);
      if (taken) throw refuse(pid);
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
