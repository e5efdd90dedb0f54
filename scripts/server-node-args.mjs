// Node's flags and environment for the server process: one list for `npm start` and for the benches
// that measure it (README, Performance: "Memory"). Each was measured on a fresh embedded data directory
// (bench/footprint.mjs); together they took the idle server from ≈ 330 to ≈ 215 MB resident.
// - --max-semi-space-size=4 (MB): V8 grows its young generation up to 16 MB per semi-space under
//   allocation bursts (the first start's migrations, a page of requests) and keeps it resident while
//   idle. Must be a command-line flag: set at run time (v8.setFlagsFromString), it does not resize the heap.
//   2 MB was the smallest idle figure, but a surge then spent a fifth of the main thread collecting:
//   4 MB took ≈ 15 % off a sign-in's and a registration's CPU in a burst of 200 (bench/burst.mjs),
//   for ≈ 5 MB idle after a restart; 8 MB saved no more and cost ≈ 15 MB.
// - --optimize-for-size: V8 keeps less optimised code and type feedback and collects sooner: the idle
//   JavaScript heap went from ≈ 52 to ≈ 34 MB, idle RSS ≈ 270 → 230 MB. The database runs in WebAssembly,
//   which it leaves alone. Its price: ≈ 25 % more CPU per registration and sign-in in a burst of 200 at
//   once (9.6–11.9 against 7.5–8.4 ms, the same hour); without it the idle server is over 250 MB.
// - --v8-pool-size=1: V8's helper threads (concurrent collection, WebAssembly compilation) each got
//   a malloc arena of their own, 20–40 MB apiece after the database's module was compiled at start,
//   never handed back. One helper is enough on a server whose JavaScript runs on one thread.
export const serverNodeArgs = ['--max-semi-space-size=4', '--optimize-for-size', '--v8-pool-size=1', '--import', 'tsx'];

// glibc's malloc keeps a freed block over its dynamic mmap threshold (which rises to 32 MB after the
// first large free) in the heap, where it stays resident. A fixed 128 KB threshold makes large
// blocks (template unpacking, image decoding) separate mappings that go back to the system when freed.
// Read by glibc when the process starts: an environment variable, not a flag.
export const serverEnv = { MALLOC_MMAP_THRESHOLD_: '131072' };
