// Node's flags and environment for the server process: one list for `npm start` and for the benches
// that measure it (docs/performance.md, "Memory"). The server runs from its bundle
// (scripts/server-bundle.mjs), not through a TypeScript loader. Each flag was measured on a fresh
// embedded data directory (bench/footprint.mjs).
// - --max-semi-space-size=4 (MB): V8 grows its young generation up to 16 MB per semi-space under
//   allocation bursts (the first start's migrations, a page of requests) and keeps it resident while
//   idle. Must be a command-line flag: set at run time (v8.setFlagsFromString), it does not resize the heap.
//   2 MB was the smallest idle figure, but a surge then spent a fifth of the main thread collecting:
//   4 MB took ≈ 15 % off a sign-in's and a registration's CPU in a burst of 200 (bench/burst.mjs),
//   for ≈ 5 MB idle after a restart; 8 MB saved no more and cost ≈ 15 MB.
// - Not --v8-pool-size=1 (V8's helper threads, 4 by default): it was kept while each helper's malloc
//   arena held 20–40 MB after the database's WebAssembly was compiled; with the mmap threshold below
//   the idle server measures the same without it (236–240 MB, Node 24, 4 Dec 2026). With one helper,
//   the database's thread waited ≈ 2 s at most restarts after a kill -9 for the optimising compile
//   of PGlite's WebAssembly, which that one helper was busy with: server start 4.4–5.6 s, 2.7–3.5 s
//   without the flag (docs/performance.md, "Restart after kill -9").
// - Not --optimize-for-size: it kept less optimised code and collected sooner (idle ≈ 40 MB smaller)
//   for ≈ 25 % more CPU per request and half the 50 MB upload's throughput (issue 33). It was needed
//   while tsx ran beside every thread; from the bundle the idle server is under 250 MB without it.
// - --heap-growing-percent=100: the old generation may grow to twice what the last full collection left
//   before the next one (V8 picks up to 4× when the program allocates fast). A bulk ZIP reads thousands of
//   files into buffers and leaves their holders behind as garbage: with V8's own factor the server grew
//   61–72 MB during one (four runs) (issue 33's target: ≤ 50 MB), all of it garbage awaiting a full collection (a heap
//   snapshot at its height held 38 MB live). With it: 38 and 45 MB (two runs); the ZIP's throughput, the rush
//   (2.43 / 2.46 registrants/s against 2.22 / 2.30 without, alternating) and the reads measured within their
//   spread (docs/performance.md, "The bulk ZIP"). 50 % gave the same memory; 20 % cost the ZIP a quarter.
export const serverNodeArgs = ['--max-semi-space-size=4', '--heap-growing-percent=100'];

// glibc's malloc keeps a freed block over its dynamic mmap threshold (which rises to 32 MB after the
// first large free) in the heap, where it stays resident. A fixed 128 KB threshold makes large
// blocks (template unpacking, image decoding) separate mappings that go back to the system when freed.
// Read by glibc when the process starts: an environment variable, not a flag.
// Its price: a block over it is mapped, faulted in and unmapped at every use (an unmap interrupts the
// other core), so what a hot path allocates must stay under it. The login code's scrypt (1 MiB) cost 3×
// its CPU until it ran in 64 KiB lanes (src/server/platform/security/tokens.ts); a threshold of 1–2 MiB
// was as fast but put the idle server over 250 MB (docs/performance.md, "7 Dec 2026, evening").
export const serverEnv = { MALLOC_MMAP_THRESHOLD_: '131072' };
