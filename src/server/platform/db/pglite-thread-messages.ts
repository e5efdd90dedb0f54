// What the main thread and the embedded database's thread (./pglite-worker.ts) tell each other.
export type ToDatabaseThread = { kind: 'query'; id: number; sql: string; params: unknown[] } | { kind: 'close' };

export type FromDatabaseThread =
  | { kind: 'ready' }
  | { kind: 'failed'; error: Record<string, unknown> }
  | { kind: 'result'; id: number; rows?: unknown[]; affectedRows?: number; error?: Record<string, unknown> }
  | { kind: 'closed'; error?: Record<string, unknown> };
