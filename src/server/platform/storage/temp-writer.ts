// The writer of a temporary file an upload streams into (file-store.ts, temp()). Its one difference from
// fs.createWriteStream: a large file's bytes go to disk while the rest is still arriving. commit() must
// sync the bytes before it renames the file (issue 16); for a 50 MB film that sync found all of them in the
// page cache and wrote them after the last byte had come: 39–43 ms of the answer's wait, the disk idle
// during the transfer before it (bench:upload, issue 33). Here, each time WRITE_BACK_EVERY more bytes are
// written, an fdatasync of what is written so far starts beside the writes that follow (one at a time), and
// commit()'s sync finds only the tail (3–4 ms). A file smaller than the step (every purpose of
// schemas/upload-rules.json but the films) is synced once, by commit(), as before: a photo's bytes,
// rewritten once cleaned, are not synced twice.
import { open, type FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';

/** Bytes written between two write-backs: a few in a film, none in the files whose limits are smaller. */
export const WRITE_BACK_EVERY = 16 * 1024 * 1024;

/** Writes all of `buffers` (a regular file takes them whole; a short write is continued, not lost). */
async function writeAll(handle: FileHandle, buffers: Buffer[]): Promise<number> {
  let rest = buffers;
  let total = 0;
  for (;;) {
    const { bytesWritten } = await handle.writev(rest);
    // Nothing written and no error: stop rather than ask again forever (a regular file does not do this).
    if (bytesWritten === 0 && rest.some((b) => b.length > 0)) throw Object.assign(new Error('write made no progress'), { code: 'EIO' });
    total += bytesWritten;
    rest = after(rest, bytesWritten);
    if (rest.length === 0) return total;
  }
}

/** What is left of `buffers` once their first `n` bytes are written. */
function after(buffers: Buffer[], n: number): Buffer[] {
  let skip = n;
  for (let i = 0; i < buffers.length; i++) {
    const b = buffers[i] as Buffer;
    if (skip < b.length) return [b.subarray(skip), ...buffers.slice(i + 1)];
    skip -= b.length;
  }
  return [];
}

/**
 * Creates `path` (it must not exist) and returns a stream writing into it. The file exists when this
 * resolves, so a caller that fails right after can remove it (no orphan from a pending open).
 */
export async function openTempWriter(path: string, every = WRITE_BACK_EVERY): Promise<Writable> {
  const handle = await open(path, 'wx');
  let written = 0;
  let startedAt = 0;
  let writingBack: Promise<void> | null = null;
  // A write-back that failed may have taken the kernel's one report of a lost page: the stream fails with
  // it rather than leave commit()'s later sync to find nothing wrong.
  let writeBackError: Error | null = null;

  const writeBack = () => {
    if (writingBack || writeBackError || written - startedAt < every) return;
    startedAt = written;
    writingBack = handle.datasync().then(
      () => {
        writingBack = null;
        writeBack();
      },
      (err: Error) => {
        writeBackError = err;
        writingBack = null;
      },
    );
  };
  // The handle is closed once, and only when no write-back is using it (final() then, on a failure, destroy()).
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      while (writingBack) await writingBack;
      await handle.close();
    })());

  return new Writable({
    writev(chunks, callback) {
      if (writeBackError) return callback(writeBackError);
      writeAll(
        handle,
        chunks.map((c) => c.chunk as Buffer),
      ).then((n) => {
        written += n;
        writeBack();
        callback();
      }, callback);
    },
    final(callback) {
      close().then(() => callback(writeBackError), callback);
    },
    destroy(err, callback) {
      close().then(
        () => callback(err),
        () => callback(err),
      );
    },
  });
}
