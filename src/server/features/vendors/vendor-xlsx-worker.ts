// The vendor XLSX reader's thread (./vendor-xlsx-thread.ts starts one per file): reads the first sheet
// (./vendor-xlsx.ts) and answers once, with the rows or the reason it refused the file.
import { parentPort, workerData } from 'node:worker_threads';
import { readFirstSheet, XlsxRefused, type SheetLimits } from './vendor-xlsx';
import type { FromXlsxThread } from './vendor-xlsx-thread';

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: SheetLimits };
let answer: FromXlsxThread;
try {
  answer = { rows: await readFirstSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits) };
} catch (err) {
  answer = { refusal: err instanceof XlsxRefused ? err.reason : 'unreadable' };
}
parentPort!.postMessage(answer);
