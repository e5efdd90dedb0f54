// Used by both stores (file-store.ts, s3-file-store.ts) for read().
import { Readable } from 'node:stream';

/**
 * A stored file's bytes, opened when the stream is first read (a ZIP queues several files before it
 * reads them: no file or connection is open until then) and paused with the reader (backpressure).
 * `open` fails as the store decides (a missing file: fileMissing()); the stream fails with that error.
 */
export class OpenedOnRead extends Readable {
  private body: Readable | undefined;
  private started = false;
  private readonly abort = new AbortController();

  constructor(private readonly open: (signal: AbortSignal) => Promise<Readable>) {
    super();
  }

  override _read(): void {
    if (this.body) {
      this.body.resume();
      return;
    }
    if (this.started) return;
    this.started = true;
    this.open(this.abort.signal).then(
      (body) => {
        if (this.destroyed) return void body.destroy();
        this.body = body;
        body.on('data', (chunk: Buffer) => {
          if (!this.push(chunk)) body.pause();
        });
        body.on('end', () => this.push(null));
        body.on('error', (err) => this.destroy(err));
      },
      (err: unknown) => this.destroy(err instanceof Error ? err : new Error(String(err))),
    );
  }

  override _destroy(err: Error | null, callback: (error?: Error | null) => void): void {
    // Only an open still under way has anything to cancel (an abort builds an AbortError, stack and all:
    // a bulk ZIP ends thousands of these streams).
    if (this.body) this.body.destroy();
    else if (this.started) this.abort.abort();
    callback(err);
  }
}
