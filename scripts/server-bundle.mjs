// The server `npm start` runs: src/server compiled by esbuild into one bundle (main, its lazily loaded
// chunks, and one entry per worker thread), so that no TypeScript loader runs in production. Under
// `--import tsx` each thread had a loader thread of its own beside it (a V8 heap each) and every
// module went through it: the bundle starts sooner and its idle server is ≈ 45–70 MB smaller
// (docs/performance.md, "Memory"), which is what lets the server run without --optimize-for-size.
// - Packages stay outside the bundle, imported from node_modules by their resolved file path (a
//   package's own files, its WebAssembly, native addons and data, are found where they are).
// - Each source file's `import.meta.url` stays the source file's URL, so every path our code computes
//   from it (openapi/, schemas/, fonts, a thread's boot file) is what it is when run from the sources;
//   src/server/platform/threads/thread-entry.ts alone keeps the bundle's own, to find the thread entries.
// - The output goes to dist-server/<hash of its contents>/, written once: a running server's chunks are
//   never replaced under it, and two starts at once write the same files.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { serverEnv, serverNodeArgs } from './server-node-args.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const OUT = join(root, 'dist-server');
const THREAD_ENTRY = join(root, 'src/server/platform/threads/thread-entry.ts');
// A bundle no server has started for a day is removed at the next build (a server running from it
// loaded its chunks long before).
const KEEP_MS = 24 * 3600 * 1000;

/** The bundle's entries: the server and each worker thread (their one list: thread-entries.json, whose names thread-entry.ts takes). */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  ...JSON.parse(readFileSync(join(root, 'src/server/platform/threads/thread-entries.json'), 'utf8')),
};

const packagesByPath = {
  name: 'packages-by-path',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.path.startsWith('node:')) return undefined;
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' });
      if (found.errors.length > 0 || !found.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
      return { path: found.path, external: true };
    });
  },
};

const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\/src\/.*\.(ts|tsx|mts|mjs|js)$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const loader = /\.tsx$/.test(args.path) ? 'tsx' : /\.m?ts$/.test(args.path) ? 'ts' : 'js';
      if (args.path === THREAD_ENTRY) return { contents: text, loader };
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader };
    });
  },
};

/** Builds the bundle (about a second) and answers its main file's path. */
export async function buildServerBundle() {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: join(OUT, 'next'),
    outExtension: { '.js': '.mjs' },
    define: { __SERVER_BUNDLE__: 'true' },
    // CommonJS inside the bundle (generated validators, a CommonJS package's named import) calls require().
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [packagesByPath, sourceUrls],
    write: false,
    logLevel: 'warning',
  });
  const files = result.outputFiles.map((f) => ({ name: relative(join(OUT, 'next'), f.path), bytes: f.contents }));
  const hash = createHash('sha256');
  for (const f of [...files].sort((a, b) => a.name.localeCompare(b.name))) hash.update(f.name).update('\0').update(f.bytes);
  const dir = join(OUT, hash.digest('hex').slice(0, 16));
  if (!existsSync(join(dir, 'main.mjs'))) {
    const temp = `${dir}.${process.pid}.tmp`;
    for (const f of files) {
      mkdirSync(dirname(join(temp, f.name)), { recursive: true });
      writeFileSync(join(temp, f.name), f.bytes);
    }
    try {
      renameSync(temp, dir);
    } catch {
      rmSync(temp, { recursive: true, force: true }); // another start wrote the same bundle first
    }
  }
  pruneOld(dir);
  return join(dir, 'main.mjs');
}

function pruneOld(current) {
  for (const name of readdirSync(OUT)) {
    const path = join(OUT, name);
    if (path === current) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > KEEP_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      /* gone meanwhile */
    }
  }
}

/**
 * The server as `npm start` runs it, one home for it and every bench or fault leg that measures it: the
 * bundle built, then the command to run: Node's flags, `nodeArgs` after them (a later V8 flag wins), the
 * bundle, and the environment (`settings` over the caller's environment over serverEnv). A new embedded
 * database is made by the server's own child process (`main --prepare`, src/server/main.ts says why): a
 * bench measuring memory samples it with the server's other children.
 */
export async function serverLaunch(settings = {}, { nodeArgs = [] } = {}) {
  const main = await buildServerBundle();
  const env = { ...serverEnv, ...process.env, ...settings };
  return { args: [...serverNodeArgs, ...nodeArgs, main], env };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await buildServerBundle());
