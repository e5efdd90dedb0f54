// Renders receipts (and the back office's summary pages) in a worker thread. Laying out and subsetting the fonts costs about 150 ms of CPU
// per receipt; on the main thread every other request of the site would wait that long for each one.
// One thread for the process, started on first use: receipts queue there, one after the other.
import { Worker } from 'node:worker_threads';
import { threadEntry } from '../../../platform/threads/thread-entry';
import type { Config } from '../../../platform/config/config';
import type { ReceiptContent } from './receipt-content';
import type { FromReceiptThread, ToReceiptThread } from './receipt-thread';
import type { RegistrationSummary } from './summary';

/** Omit over each member of a union (the plain Omit would merge the kinds). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Job {
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}


export class ReceiptRenderer {
  private thread: { worker: Worker; jobs: Map<number, Job> } | undefined;
  private nextId = 0;

  render(programme: Config['programme'], content: ReceiptContent, generatedAt: Date): Promise<Buffer> {
    return this.post({ kind: 'receipt', programme, content, generatedAt });
  }

  /** The back office's one-page summary (./summary.ts), in the same thread. */
  renderSummary(programme: Config['programme'], summary: RegistrationSummary, generatedAt: Date): Promise<Buffer> {
    return this.post({ kind: 'summary', programme, summary, generatedAt });
  }

  private post(message: DistributiveOmit<ToReceiptThread, 'id'>): Promise<Buffer> {
    const { worker, jobs } = this.start();
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      jobs.set(id, { resolve, reject });
      worker.postMessage({ id, ...message } as ToReceiptThread);
    });
  }

  async stop(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    await thread?.worker.terminate();
  }

  private start(): { worker: Worker; jobs: Map<number, Job> } {
    if (this.thread) return this.thread;
    const worker = new Worker(threadEntry('receipt-thread', new URL('./receipt-thread.mjs', import.meta.url)));
    // An idle renderer never keeps the process alive; stop() ends it on close.
    worker.unref();
    const thread = { worker, jobs: new Map<number, Job>() };
    worker.on('message', ({ id, pdf, error }: FromReceiptThread) => {
      const job = thread.jobs.get(id);
      thread.jobs.delete(id);
      if (!job) return;
      if (pdf) job.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      else job.reject(new Error(`receipt rendering failed: ${error}`));
    });
    // A thread that dies fails its pending receipts (their letters are retried); the next one starts anew.
    const fail = (err: Error) => {
      if (this.thread === thread) this.thread = undefined;
      for (const job of thread.jobs.values()) job.reject(err);
      thread.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`receipt renderer stopped (exit code ${code})`)));
    this.thread = thread;
    return thread;
  }
}
