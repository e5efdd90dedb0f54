// Group commit of directory syncs (issue 33). Every stored file is renamed into its month's directory and
// that directory is then synced, so that the new name survives a power cut. Twenty uploads at once used to
// mean twenty fsyncs of the same directory, one after another on the disk. One fsync of a directory
// makes durable every rename done in it before the fsync began, so concurrent commits can share one:
// a caller joins the next sync to start in its directory (never one already running, which may have begun
// before its rename), and at most one sync runs and one waits per directory, whatever the number of callers.
import type { DiskSync } from './file-store';

interface DirectoryState {
  /** The sync under way, begun at some moment before or after a caller's rename: not enough for a newcomer. */
  running: Promise<void> | null;
  /** The sync every newcomer waits for: it starts once `running` is over, so after each joiner's rename. */
  next: Promise<void> | null;
}

/** `sync` with its directory syncs shared by the callers that arrive while one is under way. */
export function groupDirectorySyncs(sync: DiskSync): DiskSync {
  const directories = new Map<string, DirectoryState>();

  const start = (path: string, state: DirectoryState): Promise<void> => {
    const run = sync.dir(path).finally(() => {
      if (state.running === run) state.running = null;
      if (!state.running && !state.next) directories.delete(path);
    });
    state.running = run;
    return run;
  };

  return {
    data: (path, opened) => sync.data(path, opened),
    dir: (path) => {
      let state = directories.get(path);
      if (!state) {
        state = { running: null, next: null };
        directories.set(path, state);
      }
      if (state.next) return state.next;
      const running = state.running;
      if (!running) return start(path, state);
      const s = state;
      // Starts whether the one before succeeded or failed: each group gets its own sync and its own error.
      s.next = running.catch(() => undefined).then(() => {
        s.next = null;
        return start(path, s);
      });
      return s.next;
    },
  };
}
