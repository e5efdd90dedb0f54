// Entry of the embedded database's thread. A worker does not inherit the main thread's TypeScript
// loader (`--import tsx`) on Node 20: it registers its own, then loads the worker.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
