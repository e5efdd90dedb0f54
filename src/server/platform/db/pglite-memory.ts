// PostgreSQL's memory settings inside PGlite (issue 16, "a smaller footprint"). PGlite starts
// PostgreSQL with its stock shared_buffers, 128MB, allocated at once in the WebAssembly heap (which
// then grows from 128 to 189 MB and never gives memory back): about 110 MB of the server's resident
// memory. This site's whole database is a few tens of MB; what does not fit in shared buffers is read
// again from the operating system's page cache (NODEFS reads the real files). README, Performance.
// Passed at every start, they apply to data directories made before them as well.
export const PGLITE_MEMORY_SETTINGS = {
  shared_buffers: '32MB',
} as const;

/** The settings as PostgreSQL start parameters (`-c name=value`). */
export const pgliteMemoryParams: string[] = Object.entries(PGLITE_MEMORY_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
