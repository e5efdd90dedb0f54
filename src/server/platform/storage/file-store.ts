// Where file bytes live. The interface below is what every caller uses; two stores implement it:
// LocalFileStore, a directory (FILES_DIR, default DATA_DIR/files) which several instances may share, and
// S3FileStore (FILES_BACKEND=s3, s3-file-store.ts), a bucket, whose temp files still live in FILES_DIR/tmp.
// Keys are ours (never a user's file name): yyyy/mm/uid.
// Acknowledged means on disk (issue 16): a file is in place only once its bytes and the directory
// entry naming it are synced, so a row committed after commit()/put() never names a file a power
// cut took back (PostgreSQL syncs the row; we sync what it names, first).
import { readFile } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { mkdir, open, rename, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { groupDirectorySyncs } from './group-commit';
import { openTempWriter, WRITE_BACK_EVERY } from './temp-writer';
import { OpenedOnRead } from './opened-on-read';
import { messages } from '../../../shared/messages';
import { notFound, type ApiError } from '../http/api-error';

/** The two syncs a stored file needs; a test substitutes its own to see them, in order. */
export interface DiskSync {
  /** The file's bytes (and the size that reaches them) on disk: fdatasync, through `opened` when the caller still holds the handle that wrote them. */
  data(path: string, opened?: FileHandle): Promise<void>;
  /** A directory's entries on disk (a rename or mkdir in it): fsync of the directory. */
  dir(path: string): Promise<void>;
}

async function syncOpened(path: string, data: boolean): Promise<void> {
  // fsync acts on the file, not the descriptor: a fresh read-only one flushes what the stream wrote.
  const handle = await open(path, 'r');
  try {
    await (data ? handle.datasync() : handle.sync());
  } finally {
    await handle.close();
  }
}

export const diskSync: DiskSync = {
  data: (path, opened) => (opened ? opened.datasync() : syncOpened(path, true)),
  dir: (path) => syncOpened(path, false),
};

/**
 * A whole (small) file in memory. fs.readFile with a callback: open, size, one read, close on the thread
 * pool and one callback here, where a stream (or fs/promises' readFile, chunked through a FileHandle)
 * costs a promise or an event per step: a bulk ZIP reads thousands of small files, a surge thousands of
 * photos (issue 33).
 */
export const readWholeFile = promisify(readFile);

/** What callers use, whichever store holds the bytes (FILES_BACKEND). */
export interface FileStore {
  /** The local directory: temp files (tmp/) for both stores, and the files themselves for the local one. */
  readonly root: string;
  /** A new key (yyyy/mm/uid) for a file stored now. */
  keyFor(uid: string, now?: Date): string;
  /** A local temporary file to stream into; commit() stores it under a key. */
  temp(): Promise<{ path: string; stream: Writable }>;
  /** Stores a finished temp file under `key` and removes it; resolves only once the store has it durably. */
  commit(tempPath: string, key: string): Promise<void>;
  /** Stores bytes the server made itself (a rendered receipt, a cover), durably like an upload. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** A whole (small) file in memory. */
  readAll(key: string): Promise<Buffer>;
  /** The file's bytes as a stream; a file that is missing fails it with fileMissing() (a reply not begun answers 404). */
  read(key: string): Readable;
  /** Bytes `start` to `end` (both included) of a stored file, as read() streams it: a Range request (seeking in a film). */
  readRange(key: string, start: number, end: number): Readable;
  exists(key: string): Promise<boolean>;
  /** Removes a stored file; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  removeTemp(path: string): Promise<void>;
}

/**
 * What reading a stored file that is not there fails with, in both stores: the 404 a handler gives when it
 * finds no bytes before reading (exists()), so a file removed meanwhile answers the same, not a 500.
 */
export function fileMissing(key: string, cause: unknown): ApiError {
  return Object.assign(notFound(messages.fileNotFound), { cause, storageKey: key });
}

/** Our keys only: a key is a path inside the store, so nothing else may reach it. */
export function checkKey(key: string): string {
  if (!/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`bad storage key ${key}`);
  return key;
}

export function keyFor(uid: string, now = new Date()): string {
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${uid}`;
}

export class LocalFileStore implements FileStore {
  /** Directory syncs shared by the commits that arrive while one is under way (group-commit.ts). */
  private readonly sync: DiskSync;

  constructor(
    readonly root: string,
    sync: DiskSync = diskSync,
  ) {
    this.sync = groupDirectorySyncs(sync);
  }

  keyFor(uid: string, now = new Date()): string {
    return keyFor(uid, now);
  }

  private path(key: string): string {
    return join(this.root, checkKey(key));
  }

  /**
   * Directories this store has made or found (makeDir): each is made once, not again for every file
   * (a photo in a surge paid a trip to the thread pool for it, twice: issue 33). One that vanished
   * since (FILES_DIR emptied under a running server) is made again by inDir().
   */
  private readonly madeDirs = new Set<string>();

  /**
   * mkdir -p that lasts: a directory it creates is an entry in its parent, unsynced like any other,
   * so the parent of each new directory is synced too (the first new one's parent existed before).
   */
  private async makeDir(dir: string): Promise<void> {
    if (this.madeDirs.has(dir)) return;
    const first = await mkdir(dir, { recursive: true });
    if (first) {
      for (let d = dir; d !== dirname(first); ) {
        d = dirname(d);
        await this.sync.dir(d);
      }
    }
    this.madeDirs.add(dir);
  }

  /** `act` on an entry of `dir`, made first; once more if the directory known to exist had gone (ENOENT). */
  private async inDir<T>(dir: string, act: () => Promise<T>): Promise<T> {
    await this.makeDir(dir);
    try {
      return await act();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || !this.madeDirs.delete(dir)) throw err;
      await this.makeDir(dir);
      return act();
    }
  }

  /** A new temp file's path in tmp/ (made, and synced when new: FILES_DIR itself may be made here, on the first upload). */
  private async tempPath(): Promise<{ dir: string; path: string }> {
    const dir = join(this.root, 'tmp');
    await this.makeDir(dir);
    return { dir, path: join(dir, `${randomUUID()}.part`) };
  }

  /** Renames a synced file to `target`, then syncs the directory that now names it. */
  private async moveIn(from: string, target: string): Promise<void> {
    const dir = dirname(target);
    await this.inDir(dir, () => rename(from, target));
    await this.sync.dir(dir);
  }

  /**
   * A temporary file to stream into; commit() moves it in place atomically. `writeBackEvery`: how often
   * its bytes start to go to disk as they come (temp-writer.ts); Infinity for a temp file that is never
   * kept here (the bucket store's).
   */
  async temp(writeBackEvery = WRITE_BACK_EVERY): Promise<{ path: string; stream: Writable }> {
    const { dir, path } = await this.tempPath();
    // The file exists when this returns: a body that fails at once has its temp file to remove.
    return { path, stream: await this.inDir(dir, () => openTempWriter(path, writeBackEvery)) };
  }

  /**
   * Moves a finished temp file to its key, durably: its bytes synced before the rename (or a power
   * cut could leave the new name on an empty file), the directory after it (or the name itself could
   * vanish). When this resolves, a row may name the key.
   */
  async commit(tempPath: string, key: string): Promise<void> {
    const target = this.path(key);
    await this.sync.data(tempPath);
    await this.moveIn(tempPath, target);
  }

  /**
   * Stores bytes the server made itself (a rendered receipt, a cleaned photo), atomically and durably like
   * an upload: written to a temp file and synced through the handle that wrote them (no second open, as
   * commit() needs for a stream's file), then moved in.
   */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.path(key);
    const { dir, path } = await this.tempPath();
    let movedIn = false;
    try {
      const handle = await this.inDir(dir, () => open(path, 'wx'));
      try {
        await handle.writeFile(bytes);
        await this.sync.data(path, handle);
      } finally {
        await handle.close();
      }
      await this.moveIn(path, target);
      movedIn = true;
    } finally {
      if (!movedIn) await this.removeTemp(path); // a failed put leaves nothing behind
    }
  }

  /** A whole (small) file in memory (readWholeFile). */
  readAll(key: string): Promise<Buffer> {
    return readWholeFile(this.path(key)).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? fileMissing(key, err) : err;
    });
  }

  read(key: string): Readable {
    const path = this.path(key);
    return new OpenedOnRead(async () => {
      const handle = await open(path, 'r').catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'ENOENT' ? fileMissing(key, err) : err;
      });
      return handle.createReadStream(); // closes the handle when it ends or is destroyed
    });
  }

  readRange(key: string, start: number, end: number): Readable {
    const path = this.path(key);
    return new OpenedOnRead(async () => {
      const handle = await open(path, 'r').catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'ENOENT' ? fileMissing(key, err) : err;
      });
      return handle.createReadStream({ start, end });
    });
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then(
      () => true,
      () => false,
    );
  }

  // Removals are not synced: a removal a power cut undoes leaves an orphan file (no row names it),
  // never a row without its bytes.
  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  /** unlink, not rm: one call where rm looks the path up twice first (every upload calls this, mostly on a temp file already moved in). */
  async removeTemp(path: string): Promise<void> {
    await unlink(path).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
}
