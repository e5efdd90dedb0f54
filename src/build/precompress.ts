// A Vite plugin that writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the
// build (scripts, styles, SVG, HTML, JSON), once at build time. The server hands them out
// (@fastify/static `preCompressed`) to browsers that accept them, with no compression work per
// request: Lighthouse found the site's scripts and styles sent uncompressed (≈ 500 KB more per
// first visit on a phone).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|svg|html|json|txt|webmanifest)$/;
/** Below this size the headers outweigh the saving. */
const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function files(dir: string): Promise<string[]> {
  // Dot folders (.vite: the manifest for `npm run size`) are never served.
  const entries = (await readdir(dir, { withFileTypes: true })).filter((e) => !e.name.startsWith('.'));
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      // outDir is relative to the Vite root (src/web), not to the working directory.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await files(outDir)) {
        if (!TEXT.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        const bytes = await readFile(file);
        await writeFile(`${file}.br`, await br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, await gz(bytes, { level: 9 }));
      }
    },
  };
}
