// Where file bytes live: a directory (FILES_DIR, default DATA_DIR/files), which several instances
// may share. Keys are ours (never a user's file name): yyyy/mm/uid.
import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

export class FileStore {
  constructor(readonly root: string) {}

  keyFor(uid: string, now = new Date()): string {
    return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${uid}`;
  }

  private path(key: string): string {
    if (!/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`bad storage key ${key}`);
    return join(this.root, key);
  }

  /** A temporary file to stream into; commit() moves it in place atomically. */
  async temp(): Promise<{ path: string; stream: WriteStream }> {
    const dir = join(this.root, 'tmp');
    await mkdir(dir, { recursive: true });
    const path = join(dir, `${randomUUID()}.part`);
    const stream = createWriteStream(path, { flags: 'wx' });
    // Wait for the file to exist: a body that fails at once would otherwise have its temp file
    // removed before the pending open creates it, leaving an orphan behind.
    await once(stream, 'open');
    return { path, stream };
  }

  async commit(tempPath: string, key: string): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    await rename(tempPath, target);
  }

  /** Stores bytes the server made itself (a rendered receipt), atomically like an upload. */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    const { path, stream } = await this.temp();
    stream.end(bytes);
    await finished(stream);
    await this.commit(path, key);
  }

  /** A whole (small) file in memory. */
  async readAll(key: string): Promise<Buffer> {
    return Buffer.concat(await this.read(key).toArray());
  }

  read(key: string): ReadStream {
    return createReadStream(this.path(key));
  }

  /** Reads a file this store created under tmp/ (hashing a cleaned photo before commit). */
  readPath(path: string): ReadStream {
    if (!path.startsWith(join(this.root, 'tmp'))) throw new Error('not a temp file of this store');
    return createReadStream(path);
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then(
      () => true,
      () => false,
    );
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async removeTemp(path: string): Promise<void> {
    await rm(path, { force: true });
  }
}
