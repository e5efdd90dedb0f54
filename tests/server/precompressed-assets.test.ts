// The build's .br/.gz copies (src/build/precompress.ts) reach browsers that accept them: the server
// picks the encoding from Accept-Encoding, says so (Content-Encoding, Vary), and a client that takes
// no compression gets the plain file.
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config/config';

const SCRIPT = `export const greeting = ${JSON.stringify('歡迎'.repeat(400))};\n`;

let app: FastifyInstance;
let port: number;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ta-precompressed-'));
  const webRoot = join(dir, 'web');
  await mkdir(join(webRoot, 'assets'), { recursive: true });
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  const file = join(webRoot, 'assets', 'app-1a2b.js');
  await writeFile(file, SCRIPT);
  await writeFile(`${file}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${file}.gz`, gzipSync(SCRIPT));
  app = await buildApp(loadConfig({ DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', PORT: '0' }, { serveWeb: true, webRoot }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A raw GET (fetch would decompress on its own and hide the encoding). */
function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

it('sends the Brotli copy to a browser that accepts it', async () => {
  const res = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toContain('javascript');
  expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotliDecompressSync(res.body).toString('utf8')).toBe(SCRIPT);
});

it('sends the gzip copy when gzip is all the client takes', async () => {
  const res = await get('/assets/app-1a2b.js', 'gzip');
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(res.body).toString('utf8')).toBe(SCRIPT);
});

it('sends the plain file to a client that takes no compression', async () => {
  const res = await get('/assets/app-1a2b.js');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.body.toString('utf8')).toBe(SCRIPT);
});
