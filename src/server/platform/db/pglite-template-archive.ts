// The template's archive format: a plain ustar archive (directories and regular files, names under
// 100 bytes, as in a PostgreSQL data directory), brotli-compressed. Readable with
// `brotli -d < pgdata.tar.br | tar t`. Written by scripts/pglite-template.ts, read at a first start.
import { closeSync, createReadStream, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants, createBrotliDecompress } from 'node:zlib';

const BLOCK = 512;

function header(name: string, mode: number, size: number, type: '0' | '5'): Buffer {
  const h = Buffer.alloc(BLOCK);
  const octal = (value: number, at: number, length: number) => h.write(`${value.toString(8).padStart(length - 1, '0')}\0`, at, 'ascii');
  if (Buffer.byteLength(name) >= 100) throw new Error(`template: name too long for ustar: ${name}`);
  h.write(name, 0, 'utf8');
  octal(mode & 0o7777, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(0, 136, 12); // a fixed time: the same directory packs to the same bytes
  h.write(type, 156, 'ascii');
  h.write('ustar\u000000', 257, 'ascii');
  h.fill(' ', 148, 156);
  const sum = h.reduce((a, b) => a + b, 0);
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

/** Packs a directory (sorted, so the same files give the same archive). */
export function packDirectory(dir: string): Buffer {
  const parts: Buffer[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const path = rel ? `${rel}/${name}` : name;
      const stat = lstatSync(join(dir, path));
      if (stat.isDirectory()) {
        parts.push(header(`${path}/`, stat.mode, 0, '5'));
        walk(path);
      } else if (stat.isFile()) {
        const data = readFileSync(join(dir, path));
        parts.push(header(path, stat.mode, data.length, '0'), data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
      } else {
        throw new Error(`template: not a file or directory: ${path}`);
      }
    }
  };
  walk('');
  parts.push(Buffer.alloc(2 * BLOCK));
  const tar = Buffer.concat(parts);
  return brotliCompressSync(tar, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: tar.length } });
}

/**
 * Writes the archive's files under `dir` (which must exist); with `sync`, each file and directory is
 * fsynced. Streamed: the 40 MB of the unpacked archive never sit in memory at once (a buffer that
 * large would stay resident in an idle server until the next full garbage collection).
 */
export async function unpackArchive(archivePath: string, dir: string, sync: boolean): Promise<void> {
  const dirs = [dir];
  let pending: Buffer = Buffer.alloc(0);
  let file: { fd: number; left: number; skip: number } | undefined;
  let ended = false;
  const closeFile = (fd: number) => {
    if (sync) fsyncSync(fd);
    closeSync(fd);
  };
  const entry = (h: Buffer) => {
    const field = (from: number, length: number) => h.toString('utf8', from, from + length).replace(/\0.*$/s, '');
    const name = field(0, 100).replace(/\/$/, '');
    const mode = parseInt(field(100, 8), 8);
    const size = parseInt(field(124, 12), 8);
    const type = field(156, 1);
    if (!name || name.startsWith('/') || name.split('/').includes('..')) throw new Error(`template: bad entry name ${JSON.stringify(name)}`);
    const path = join(dir, name);
    if (type === '5') {
      mkdirSync(path, { mode });
      dirs.push(path);
    } else if (type === '0') {
      const fd = openSync(path, 'wx', mode);
      if (size === 0) closeFile(fd);
      else file = { fd, left: size, skip: (BLOCK - (size % BLOCK)) % BLOCK };
    } else {
      throw new Error(`template: unexpected entry type ${JSON.stringify(type)} for ${name}`);
    }
  };
  const take = (chunk: Buffer) => {
    let data = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    pending = Buffer.alloc(0);
    while (data.length && !ended) {
      if (file && file.left > 0) {
        const n = Math.min(file.left, data.length);
        for (let done = 0; done < n; ) done += writeSync(file.fd, data, done, n - done);
        file.left -= n;
        data = data.subarray(n);
        if (file.left === 0) closeFile(file.fd);
      } else if (file) {
        const n = Math.min(file.skip, data.length);
        file.skip -= n;
        data = data.subarray(n);
        if (file.skip === 0) file = undefined;
      } else if (data.length < BLOCK) {
        pending = Buffer.from(data);
        return;
      } else {
        const h = data.subarray(0, BLOCK);
        data = data.subarray(BLOCK);
        if (h.every((b) => b === 0)) ended = true;
        else entry(h);
      }
    }
  };
  try {
    await pipeline(
      createReadStream(archivePath),
      createBrotliDecompress(),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          try {
            take(chunk);
            done();
          } catch (err) {
            done(err as Error);
          }
        },
      }),
    );
  } finally {
    if (file && file.left > 0) closeSync(file.fd);
  }
  if (!ended || file) throw new Error('template: the archive ends early');
  if (sync) for (const d of dirs.reverse()) fsyncDir(d);
}

export function fsyncDir(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
