// Entry of the receipt renderer's worker thread (see ./receipt-renderer.ts) when the server runs from its
// sources. Plain JavaScript because a worker starts without its parent's TypeScript loader (Vitest's in
// tests): it registers tsx, then loads the thread. The bundled server starts ./receipt-thread.ts's
// compiled entry instead (src/server/platform/threads/thread-entry.ts).
import { register } from 'tsx/esm/api';

register();
await import('./receipt-thread.ts');
