/// <reference types="vitest/config" />
// Vite builds the site into dist/ (served by the Fastify server on the same port); Vitest runs the
// unit, schema, machine, server and component tests.
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { dropJsonComments } from './src/build/drop-json-comments.ts';
import { precompress } from './src/build/precompress.ts';

/**
 * The server and security test files that may share a worker process: those that replace no module
 * (`vi.mock`, `vi.doMock`), whose mock a shared module registry would carry over to the files after them.
 * Read from the files themselves, so that a new file that mocks is isolated without being listed.
 */
const SHARED_PROCESS = ['server', 'security'].flatMap((dir) =>
  readdirSync(join('tests', dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `tests/${dir}/${file}`)
    .filter((file) => !/\bvi\.(do)?mock\(/i.test(readFileSync(file, 'utf8'))),
);

export default defineConfig({
  // precompress: .br/.gz beside each text file, served as they are (no compression per request).
  // dropJsonComments: the `$comment` notes of imported JSON stay out of the bundle.
  plugins: [react(), dropJsonComments(), precompress()],
  resolve: {
    // RJSF's markdown support is never switched on by our ui schemas; its parser stays out of the bundle.
    alias: [{ find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/web/forms/markdown-off.tsx', import.meta.url)) }],
  },
  root: 'src/web',
  publicDir: 'public',
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser we support has native modulepreload; the polyfill only costs home-route bytes.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: `npm run size` reads which chunks each route loads.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    root: '.',
    // include: by project (below); a project extending this config would add to a list set here.
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // The migrated and seeded databases test servers start as copies of, made once per run (each project's).
    globalSetup: ['tests/global-setup.ts'],
    server: { deps: { inline: [/@rjsf\/mantine/] } },
    // Above Vitest's 5 s / 10 s, measured on 2 cores: the slowest tests (the first render of the site
    // in a component test file, a rendered form checking six rules, the data-directory lock) take 6-8 s
    // alone and over 20 s on a busy machine; a beforeAll that starts a server (PGlite opened, migrated
    // and seeded; a child process for the component tests) takes 10-30 s, up to a minute when two
    // servers start on a busy machine. No test sets a budget of its own.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite opens take seconds; two workers match the two cores.
    maxWorkers: 2,
    pool: 'forks',
    // PGlite's WebAssembly without V8's optimising compiler: a test's database runs its migrations and a
    // few dozen queries, too few for that compiler's work to pay back. The server tests starting with
    // "a" (16 files), alternating: 103 and 109 s with it, 87 and 78 s without (4 Dec 2026). The server
    // that `npm start` runs keeps it (docs/performance.md, "Memory footprint", Node 24).
    execArgv: ['--liftoff-only'],
    // The server and security suites share their worker processes (isolate: false): each of their files
    // builds its own servers (a fresh database, data directory and app each), so what a fresh process
    // per file bought them was only importing Fastify, PGlite and every feature again, file after file.
    // The 16 server files starting with "a": 69.6 s isolated, 51.7 s shared (5 Dec 2026). A file that
    // replaces a module (vi.mock) needs a module registry of its own: it stays isolated, as do the
    // component tests (a DOM of their own) and the small pure suites.
    projects: [
      { extends: true, test: { name: 'servers', include: SHARED_PROCESS, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['tests/**/*.test.{ts,tsx}'], exclude: SHARED_PROCESS } },
    ],
  },
});
