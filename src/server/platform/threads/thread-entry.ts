// Where a worker thread starts. From the sources (tests, scripts, `npm run dev`) a thread starts at its
// small .mjs boot file, which registers tsx and imports the thread's TypeScript. The server `npm start`
// runs is a bundle (scripts/server-bundle.mjs): there each thread is an entry of its own beside the
// bundle's chunks, compiled like the rest, and no TypeScript loader runs at all. This file is the one
// whose `import.meta.url` the bundle keeps as the bundle's own (every other file's is the source's).
import type threadEntries from './thread-entries.json';

declare const __SERVER_BUNDLE__: boolean | undefined;

/** A thread the bundle has an entry for: the names of thread-entries.json, which the bundle script reads too. */
export type ThreadName = keyof typeof threadEntries;

/** The thread's bundled entry `name` when running from the bundle, else its boot file `boot`. */
export function threadEntry(name: ThreadName, boot: URL): URL {
  return typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__ ? new URL(`./${name}.mjs`, import.meta.url) : boot;
}
