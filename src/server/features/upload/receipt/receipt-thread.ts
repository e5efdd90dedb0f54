// The receipt renderer's worker thread (see ./receipt-renderer.ts): receipts and the back office's
// one-page summaries, which share this thread and its parsed fonts (parsed on the first document and
// kept for the thread's life).
import { parentPort } from 'node:worker_threads';
import type { Config } from '../../../platform/config/config';
import { receiptPdf } from './receipt';
import type { ReceiptContent } from './receipt-content';
import { summaryPdf, type RegistrationSummary } from './summary';

/** What ./receipt-renderer.ts asks of the thread, and its answer. */
export type ToReceiptThread = { id: number; programme: Config['programme']; generatedAt: Date } & (
  | { kind: 'receipt'; content: ReceiptContent }
  | { kind: 'summary'; summary: RegistrationSummary }
);
export interface FromReceiptThread {
  id: number;
  pdf?: Uint8Array;
  error?: string;
}

const port = parentPort!;
const answer = (message: FromReceiptThread) => port.postMessage(message);
port.on('message', async (job: ToReceiptThread) => {
  try {
    const pdf = job.kind === 'summary' ? await summaryPdf({ programme: job.programme }, job.summary, job.generatedAt) : await receiptPdf({ programme: job.programme }, job.content, job.generatedAt);
    answer({ id: job.id, pdf });
  } catch (err) {
    answer({ id: job.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
