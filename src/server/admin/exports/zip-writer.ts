// A ZIP streamed to the client while it is built (archiver piped to the reply): entries are added one
// at a time, the next only once archiver has consumed the previous one, so one file is open at a time
// and memory stays flat whatever the total (the reply's backpressure pauses the reading).
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { ZipEntry } from './registration-zip-content';

export class ZipWriter {
  readonly archive = new ZipArchive({ zlib: { level: 6 } });
  private readonly stopped = new AbortController();
  private current: Readable | null = null;

  /** Adds one entry (under `folder`, e.g. "R0001 王小明/") and waits until archiver has written it out. */
  async add(entry: ZipEntry, folder = ''): Promise<void> {
    this.stopped.signal.throwIfAborted();
    const source = await entry.open();
    if (source instanceof Readable) this.current = source;
    // Rejects on the archive's 'error', and when abort() stops the download.
    const written = once(this.archive, 'entry', { signal: this.stopped.signal });
    this.archive.append(source, { name: folder + entry.name, date: entry.date, store: entry.store });
    try {
      await written;
    } finally {
      this.current = null;
    }
  }

  finish(): Promise<void> {
    return this.archive.finalize();
  }

  /** The client went away or a source failed: stop, and close the file being read. */
  abort(): void {
    if (this.stopped.signal.aborted) return;
    this.stopped.abort();
    this.current?.destroy();
    this.archive.abort();
  }

  get aborted(): boolean {
    return this.stopped.signal.aborted;
  }
}
