// Requests started before the component that needs them exists: at start (settings) or while a
// page's code is still loading (its first data). The answer then travels alongside the code instead
// of after it (one round trip less before the page can show anything; Lighthouse LCP).
// A started request is handed out once, and only while fresh: a later mount asks again, and one
// nobody took (a navigation given up) is dropped, so nothing stale is ever shown.
const FRESH_MS = 5_000;

const started = new Map<string, { at: number; request: Promise<unknown> }>();

/** Starts `request` under `key` unless a fresh one is already waiting there. */
export function startEarly<T>(key: string, request: () => Promise<T>): void {
  const waiting = started.get(key);
  if (waiting && Date.now() - waiting.at < FRESH_MS) return;
  const promise = request();
  // Whoever takes it handles a failure; until then a rejection must not count as unhandled.
  promise.catch(() => {});
  started.set(key, { at: Date.now(), request: promise });
}

/** The fresh request started under `key` (and forgets it), or a new one from `request`. */
export function takeEarly<T>(key: string, request: () => Promise<T>): Promise<T> {
  const waiting = started.get(key);
  started.delete(key);
  return waiting && Date.now() - waiting.at < FRESH_MS ? (waiting.request as Promise<T>) : request();
}
