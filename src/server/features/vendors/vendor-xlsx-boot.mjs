// Entry of the vendor XLSX reader's thread. A worker does not inherit the main thread's TypeScript
// loader (`--import tsx` in production, Vitest's in tests): it registers its own, then loads the reader.
import { register } from 'tsx/esm/api';

register();
await import('./vendor-xlsx-worker.ts');
