// What the main thread and the embedded database's thread (./pglite-worker.ts) tell each other.
export type ToDatabaseThread =
  /** `begin`: a BEGIN to run first, in the same turn (the transaction's first statement carries it). */
  | { kind: 'query'; id: number; sql: string; params: unknown[]; begin?: boolean }
  | { kind: 'close' };

export type FromDatabaseThread =
  | { kind: 'ready' }
  | { kind: 'failed'; error: Record<string, unknown> }
  | { kind: 'result'; id: number; rows?: unknown[]; affectedRows?: number; error?: Record<string, unknown> }
  | { kind: 'closed'; error?: Record<string, unknown> };
