// Makes the embedded database sync its write-ahead log before a commit is acknowledged (issue 16,
// PGLITE_SYNC). PGlite 0.5 runs PostgreSQL with fsync off (`-F` in its start parameters) and, even
// with it on, its Node file system (Emscripten's NODEFS) has no fsync: PostgreSQL's fsync() reaches
// nothing, and fdatasync() is a no-op in Emscripten's syscall layer. So, with the setting on:
//   - PostgreSQL starts without `-F` and with wal_sync_method=fsync (the one call that reaches the
//     file system layer), so it syncs the WAL at every commit, data files at checkpoints, and the
//     directories it creates or renames in, as PostgreSQL does anywhere;
//   - NODEFS gets the missing fsync: fdatasync of the real file (fsync of a directory).
// Each sync blocks the database's thread (./pglite-worker.ts), not the requests': its cost is in README.
import { fdatasyncSync, fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type ModuleOptions = Parameters<NodeFS['init']>[1];
type PreRun = NonNullable<ModuleOptions['preRun']>[number];

/** What of Emscripten's NODEFS we touch: its file operations, shared by every node it creates. */
interface NodeFsStreams {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
}
interface NodeFsStream {
  /** The real file descriptor NODEFS opened (files and directories alike). */
  nfd: number;
  node: { mode: number };
}

const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;

/** NodeFS whose files PostgreSQL can fsync. */
export class SyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: ModuleOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const addFsync: PreRun = (mod) => {
      // Typed by @types/emscripten as an opaque FileSystemType: this is the part we know is there.
      const nodefs = mod.NODEFS as unknown as NodeFsStreams;
      nodefs.stream_ops.fsync = (stream) => {
        if ((stream.node.mode & S_IFMT) === S_IFDIR) fsyncSync(stream.nfd);
        else fdatasyncSync(stream.nfd); // enough for the WAL and data files: their size is synced with it
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

/** PostgreSQL's start parameters with `sync`: PGlite's own without `-F`, and the WAL synced with fsync. */
export function syncStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'];
}
