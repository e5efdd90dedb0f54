// A ZIP streamed to the client while it is built (archiver piped to the reply). Archiver writes its
// entries one after the other; a few more wait in its queue (opened, not read: a file stream reads only
// when archiver asks), so the next file is ready the moment the previous one ends and the disk and the
// socket never wait for each other. Never more than QUEUED files are open, whatever the total, and
// memory stays flat (the reply's backpressure pauses the reading).
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { ZipArchive } from 'archiver';
import { taipeiWallClock } from '../../../shared/taipei-time';
import type { ZipEntry } from './registration-zip-content';

/** Entries handed to archiver and not yet written out. */
const QUEUED = 8;

export class ZipWriter {
  private readonly stopped = new AbortController();
  /** Sources handed to archiver, oldest first (archiver writes them in this order). */
  private readonly queued: (Readable | Buffer)[] = [];

  private failure: Error | null = null;

  /** archiver is loaded on the first ZIP, not at start: an idle server does not hold it (issue 16, footprint). */
  static async open(): Promise<ZipWriter> {
    const { ZipArchive } = await import('archiver');
    return new ZipWriter(new ZipArchive({ zlib: { level: 6 } }));
  }

  private constructor(readonly archive: ZipArchive) {
    this.archive.on('entry', () => this.queued.shift());
    // A source that cannot be read (a file gone from the store): the download stops there.
    this.archive.on('error', (err) => this.abort(err));
  }

  /** Adds one entry (under `folder`, e.g. "R0001 王小明/"), waiting first while QUEUED are still waiting. */
  async add(entry: ZipEntry, folder = ''): Promise<void> {
    // Rejects on the archive's 'error', and when abort() stops the download.
    while (this.queued.length >= QUEUED) await once(this.archive, 'entry', { signal: this.stopped.signal });
    this.stopped.signal.throwIfAborted();
    const source = await entry.open();
    // A file that cannot be opened fails before archiver reaches it (no listener of its own yet).
    if (source instanceof Readable) source.on('error', (err) => this.abort(err));
    this.queued.push(source);
    // An entry's time is a DOS date and time: no zone, and every archive tool shows it as its reader's
    // wall clock. archiver writes a Date's UTC fields (or, with forceLocalTime, the server's own zone,
    // whatever that is), so the Taipei wall-clock time goes in, as the people who open it read time.
    this.archive.append(source, { name: folder + entry.name, date: taipeiWallClock(entry.date), store: entry.store });
  }

  /** Writes the central directory once every queued entry is out; resolves when the archive has ended. */
  finish(): Promise<void> {
    return new Promise((resolve, reject) => {
      const stop = () => reject(this.failure ?? new Error('ZIP download stopped'));
      if (this.stopped.signal.aborted) return stop();
      this.stopped.signal.addEventListener('abort', stop, { once: true });
      this.archive.finalize().then(resolve, reject);
    });
  }

  /** The client went away (no reason) or something failed: stop, and close the files still open. */
  abort(reason?: Error): void {
    if (this.stopped.signal.aborted) return;
    this.failure = reason ?? null;
    this.stopped.abort();
    for (const source of this.queued) if (source instanceof Readable) source.destroy();
    this.archive.abort();
  }

  /** Stopped because the client went away (not a failure of ours). */
  get clientGone(): boolean {
    return this.stopped.signal.aborted && this.failure === null;
  }
}
