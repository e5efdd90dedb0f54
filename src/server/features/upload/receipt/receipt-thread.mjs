// The receipt renderer's worker thread (see ./receipt-renderer.ts). Plain JavaScript because a worker
// starts without its parent's TypeScript loader (tsx in production, Vitest's in tests): it loads the
// renderer through tsx itself. The fonts are parsed on the first receipt and kept for the thread's life.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { receiptPdf } = await tsImport('./receipt.ts', import.meta.url);
// The back office's one-page summary (./summary.ts) shares this thread and its parsed fonts.
const { summaryPdf } = await tsImport('./summary.ts', import.meta.url);

parentPort.on('message', async ({ id, kind, programme, content, summary, generatedAt }) => {
  try {
    const pdf = kind === 'summary' ? await summaryPdf({ programme }, summary, generatedAt) : await receiptPdf({ programme }, content, generatedAt);
    parentPort.postMessage({ id, pdf });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
