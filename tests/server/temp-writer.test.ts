// The temporary file an upload streams into writes a large file's bytes back to disk while the rest is still
// arriving (src/server/platform/storage/temp-writer.ts). fdatasync cannot be seen from a test; what a caller
// can see is: every byte arrives, in order; the write-backs happen during the writing and not for a small
// file; a failed write-back fails the upload; and the file is closed however the stream ends.
import { randomBytes } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTempWriter } from '../../src/server/platform/storage/temp-writer';
import { watchDataSyncs } from '../helpers/data-syncs';

const MB = 1024 * 1024;

/** `count` chunks of `size` random bytes, as a request body arrives. */
function body(count: number, size: number): Buffer[] {
  return Array.from({ length: count }, () => randomBytes(size));
}

/** Descriptors of this process open on `path` (Linux's /proc): none once a writer has ended. */
function openOn(path: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false; // closed while we looked
    }
  }).length;
}

describe('the temporary file an upload streams into', () => {
  let dir = '';
  let n = 0;
  const next = () => join(dir, `${n++}.part`);
  let datasync: Awaited<ReturnType<typeof watchDataSyncs>> | undefined;
  const watch = async () => (datasync = await watchDataSyncs(dir));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ta-temp-writer-'));
  });
  afterEach(() => datasync?.mockRestore());
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('keeps every byte, in order, when the file is many times the write-back step', async () => {
    const path = next();
    const chunks = body(80, 64 * 1024); // 5 MB
    await pipeline(Readable.from(chunks), await openTempWriter(path, MB));
    expect((await readFile(path)).equals(Buffer.concat(chunks))).toBe(true);
    expect(openOn(path)).toBe(0);
  });

  it('writes a large file back while it is still being written, and a small one not at all', async () => {
    const syncs = await watch();
    const large = next();
    const writer = await openTempWriter(large, MB);
    let syncsBeforeTheEnd = 0;
    const chunks = body(64, 64 * 1024); // 4 MB: past the 1 MB step three times
    const source = Readable.from(
      (async function* () {
        yield* chunks;
        await new Promise((resolve) => setTimeout(resolve, 50)); // the last write-back has started
        syncsBeforeTheEnd = syncs.mock.calls.length;
      })(),
    );
    await pipeline(source, writer);
    expect(syncsBeforeTheEnd).toBeGreaterThanOrEqual(1);

    syncs.mockClear();
    const small = next();
    await pipeline(Readable.from(body(8, 64 * 1024)), await openTempWriter(small, MB)); // 512 KB
    expect(syncs).not.toHaveBeenCalled(); // its one sync is commit()'s
    expect((await readFile(small)).length).toBe(512 * 1024);
  });

  it('fails the upload when a write-back fails, and closes the file', async () => {
    const syncs = await watch();
    const lost = Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    syncs.mockRejectedValue(lost);
    const path = next();
    await expect(pipeline(Readable.from(body(48, 64 * 1024)), await openTempWriter(path, MB))).rejects.toMatchObject({ code: 'EIO' });
    expect(openOn(path)).toBe(0);
  });

  it('closes the file when the body fails half-way', async () => {
    const path = next();
    const source = Readable.from(
      (async function* () {
        yield* body(40, 64 * 1024);
        throw new Error('connection cut');
      })(),
    );
    const writer = await openTempWriter(path, MB);
    const closed = new Promise((resolve) => writer.once('close', resolve)); // events.once would reject at 'error'
    await expect(pipeline(source, writer)).rejects.toThrow('connection cut');
    await closed; // a stream's last event: pipeline answers at the first error, before the writer has closed
    expect(openOn(path)).toBe(0);
  });
});
