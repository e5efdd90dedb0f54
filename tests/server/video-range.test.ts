// Our own films are served by our server with HTTP Range support, so a phone can seek without
// downloading the whole file: a Range request answers 206 with Content-Range and exactly those bytes
// of the committed film; the captions track is served as WebVTT and the poster as an image.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config/config';

const committed = join(import.meta.dirname, '../../src/web/public/video');
const FILES = ['promo.mp4', 'promo.webm', 'promo.vtt', 'promo-poster.jpg', 'tutorial.mp4', 'tutorial.webm', 'tutorial.vtt', 'tutorial-poster.jpg'];

let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ta-video-'));
  const webRoot = join(dir, 'web');
  await mkdir(join(webRoot, 'video'), { recursive: true });
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  // The build copies src/web/public/ into the web root as it is.
  for (const file of FILES) await copyFile(join(committed, file), join(webRoot, 'video', file));
  app = await buildApp(loadConfig({ DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', PORT: '0' }, { serveWeb: true, webRoot }));
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each([
  ['promo.mp4', 'video/mp4'],
  ['tutorial.mp4', 'video/mp4'],
  ['promo.webm', 'video/webm'],
  ['tutorial.webm', 'video/webm'],
])('/video/%s', (file, type) => {
  it('is sent whole to a plain GET, saying it takes ranges', async () => {
    const bytes = await readFile(join(committed, file));
    const res = await app.inject({ method: 'GET', url: `/video/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers a Range request from the middle with 206, Content-Range and exactly those bytes', async () => {
    const bytes = await readFile(join(committed, file));
    const start = Math.floor(bytes.length / 3);
    const end = start + 65_535;
    const res = await app.inject({ method: 'GET', url: `/video/${file}`, headers: { range: `bytes=${start}-${end}` } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
    expect(Number(res.headers['content-length'])).toBe(end - start + 1);
    expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers the last bytes (a suffix range) and refuses a range past the end with 416', async () => {
    const bytes = await readFile(join(committed, file));
    const tail = await app.inject({ method: 'GET', url: `/video/${file}`, headers: { range: 'bytes=-1000' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 1000}-${bytes.length - 1}/${bytes.length}`);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 1000))).toBe(true);
    const past = await app.inject({ method: 'GET', url: `/video/${file}`, headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(past.statusCode).toBe(416);
  });
});

it('serves the captions as WebVTT and the posters as JPEG', async () => {
  for (const name of ['promo', 'tutorial']) {
    const vtt = await app.inject({ method: 'GET', url: `/video/${name}.vtt` });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    const poster = await app.inject({ method: 'GET', url: `/video/${name}-poster.jpg` });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
  }
});
