// A ZIP streamed to the client while it is built (archiver piped to the reply). Archiver writes its
// entries one after the other; up to QUEUED more are being read or wait in its queue, their reads under
// way side by side (a small file is read whole: one read after another would leave the disk and the
// socket waiting on each other's latency, thousands of times in a bulk ZIP), handed to archiver in order.
// Never more than QUEUED entries are held or open, whatever the total, and memory stays flat (the reply's
// backpressure stops the adding).
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { ZipArchive } from 'archiver';
import { taipeiWallClock } from '../../../shared/taipei-time';
import type { ZipEntry } from './registration-zip-content';

/** Entries handed to archiver and not yet written out. */
const QUEUED = 8;

export class ZipWriter {
  private readonly stopped = new AbortController();
  /** Entries added and not yet written out, oldest first (archiver writes them in this order): their sources once read. */
  private readonly queued: { source?: Readable | Buffer }[] = [];
  /** Hands the entries to archiver in the order they were added, each once its source is read. */
  private appending: Promise<void> = Promise.resolve();

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
    const slot: (typeof this.queued)[number] = {};
    this.queued.push(slot);
    const opening = entry.open(); // started now, beside the reads still under way
    opening.catch(() => undefined); // its failure is taken below, in its turn
    // An entry's time is a DOS date and time: no zone, and every archive tool shows it as its reader's
    // wall clock. archiver writes a Date's UTC fields (or, with forceLocalTime, the server's own zone,
    // whatever that is), so the Taipei wall-clock time goes in, as the people who open it read time.
    const data = { name: folder + entry.name, date: taipeiWallClock(entry.date), store: entry.store };
    this.appending = this.appending.then(async () => {
      const source = await opening;
      if (this.stopped.signal.aborted) return void (source instanceof Readable && source.destroy());
      // A file that cannot be opened fails before archiver reaches it (no listener of its own yet).
      if (source instanceof Readable) source.on('error', (err) => this.abort(err));
      slot.source = source;
      this.archive.append(source, data);
    }).catch((err: unknown) => this.abort(err instanceof Error ? err : new Error(String(err))));
  }

  /** Resolves once every entry added so far has been read and handed to archiver (e.g. a summary it rendered can be recorded). */
  async added(): Promise<void> {
    await this.appending;
    this.stopped.signal.throwIfAborted();
  }

  /** Writes the central directory once every queued entry is out; resolves when the archive has ended. */
  finish(): Promise<void> {
    return new Promise((resolve, reject) => {
      const stop = () => reject(this.failure ?? new Error('ZIP download stopped'));
      if (this.stopped.signal.aborted) return stop();
      this.stopped.signal.addEventListener('abort', stop, { once: true });
      void this.appending.then(() => (this.stopped.signal.aborted ? undefined : this.archive.finalize().then(resolve, reject)));
    });
  }

  /** The client went away (no reason) or something failed: stop, and close the files still open. */
  abort(reason?: Error): void {
    if (this.stopped.signal.aborted) return;
    this.failure = reason ?? null;
    this.stopped.abort();
    for (const { source } of this.queued) if (source instanceof Readable) source.destroy();
    this.archive.abort();
  }

  /** Stopped because the client went away (not a failure of ours). */
  get clientGone(): boolean {
    return this.stopped.signal.aborted && this.failure === null;
  }
}
