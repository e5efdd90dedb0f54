// A ZIP streamed to the client while it is built (archiver piped to the reply): entries are added one
// at a time, the next only once archiver has consumed the previous one, so one file is open at a time
// and memory stays flat whatever the total (the reply's backpressure pauses the reading).
import { once } from 'node:events';
import { ZipArchive } from 'archiver';
import type { ZipEntry } from './registration-zip-content';

export class ZipWriter {
  readonly archive = new ZipArchive({ zlib: { level: 6 } });
  private failed: Error | null = null;

  constructor() {
    this.archive.on('error', (err) => (this.failed = err));
  }

  /** Adds one entry (under `folder`, e.g. "R0001 王小明/") and waits until archiver has written it out. */
  async add(entry: ZipEntry, folder = ''): Promise<void> {
    if (this.failed) throw this.failed;
    const source = await entry.open();
    const written = once(this.archive, 'entry');
    this.archive.append(source, { name: folder + entry.name, date: entry.date, store: entry.store });
    await written; // rejects on the archive's 'error'
  }

  finish(): Promise<void> {
    return this.archive.finalize();
  }

  /** The client went away or a source failed: stop reading, close what is open. */
  abort(): void {
    this.archive.abort();
  }
}
