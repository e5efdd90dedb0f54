// Node's flags for the server process: one list for `npm start` and for the benches that measure it.
// --max-semi-space-size=2 (MB): V8 grows its young generation up to 16 MB per semi-space under
// allocation bursts (the first start's migrations, a page of requests) and keeps it resident while
// idle: ≈ 25 MB at idle after a restart and ≈ 90 MB after a first start (README, Performance).
// Must be a command-line flag: set at run time (v8.setFlagsFromString), it does not resize the heap.
export const serverNodeArgs = ['--max-semi-space-size=2', '--import', 'tsx'];
