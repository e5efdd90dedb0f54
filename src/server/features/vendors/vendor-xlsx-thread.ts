// Reads a vendor XLSX in a worker thread of its own, one per file, with a JavaScript heap and a time
// limit (schemas/admin/vendor-import.json, `xlsx`): a file that slips past the reader's unpacked-size
// checks (./vendor-xlsx.ts) runs that thread out of memory or time and is refused, while the server's
// own thread goes on answering. The back office and `npm run import` both come here (readVendorFile).
import { Worker } from 'node:worker_threads';
import { threadEntry } from '../../platform/threads/thread-entry';
import type { SheetLimits, SheetRow, XlsxRefusal } from './vendor-xlsx';

/** The thread's one answer; `tooHeavy`: it ran out of heap or time. */
export type FromXlsxThread = { rows: SheetRow[] } | { refusal: XlsxRefusal | 'tooHeavy' };

export function readFirstSheetInThread(bytes: Buffer, limits: SheetLimits): Promise<FromXlsxThread> {
  // A copy of its own, moved to the thread: the caller still hashes the original.
  const copy = new Uint8Array(bytes);
  const worker = new Worker(threadEntry('vendor-xlsx-worker', new URL('./vendor-xlsx-boot.mjs', import.meta.url)), {
    workerData: { bytes: copy, limits },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    const timer = setTimeout(() => settle(() => resolve({ refusal: 'tooHeavy' })), limits.workerSeconds * 1000);
    worker.on('message', (answer: FromXlsxThread) => settle(() => resolve(answer)));
    worker.on('error', (err: Error & { code?: string }) =>
      settle(() => (err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ refusal: 'tooHeavy' }) : reject(err))),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`vendor XLSX thread stopped without an answer (exit code ${code})`))));
  });
}
