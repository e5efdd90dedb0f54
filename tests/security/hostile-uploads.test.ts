// Hostile uploads (issue 7): each is refused with a clear zh-TW message (or, for a path in the file
// name, stored under a safe name) and leaves nothing on disk: the files directory, its temp folder
// included, is listed before and after. (Renamed executables and PDFs, and a plain limit + 1 byte:
// tests/server/resources.test.ts.)
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRules } from '../../src/server/features/resources/upload-rules';
import { jpeg, png } from '../helpers/files';
import { createRegistrant, signIn } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Envelope = { code: number; message: string; data: { uid: string; originalFilename: string } | null };
const CREATE = '/api/resources/v1/create';
const ZH = /[\u4e00-\u9fff]/;

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
  await signIn(client, await createRegistrant(server.app));
});
afterAll(async () => server?.close());

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

async function resourceCount(): Promise<number> {
  const rows = await server.app.services.db.selectFrom('resource').select('uid').execute();
  return rows.length;
}

/** Runs an upload and checks it was refused with `status`, a zh-TW message, and no trace on disk or in the table. */
async function expectRefused(status: number, send: () => Promise<{ status: number; body: Envelope }>, message?: string) {
  const before = await listFiles(server.config.filesDir);
  const rows = await resourceCount();
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.body.data?.uid).toBeUndefined();
  expect(res.body.message).toMatch(ZH);
  if (message) expect(res.body.message).toBe(message);
  expect(await listFiles(server.config.filesDir)).toEqual(before);
  expect(await resourceCount()).toBe(rows);
}

/** A PNG whose header declares width × height (8-bit grey) over a few compressed rows: tiny on the wire, huge decoded. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 64)); // 64 rows of zeros, filter byte included
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** A multipart body built by hand, so it can be cut short or sent slowly. */
function multipart(fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = `----hostile${Date.now()}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    start: Buffer.from(head + fileHead),
    content: file.content,
    end: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

/** Sends `chunks` one after another with a pause between (a slow connection), then reads the answer. */
function rawPost(chunks: Buffer[], contentType: string, pauseMs = 0): Promise<{ status: number; body: Envelope }> {
  const length = chunks.reduce((n, c) => n + c.length, 0);
  return new Promise((resolve, reject) => {
    const url = new URL(CREATE, server.url);
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'content-length': String(length),
        cookie: ['ta_access', 'ta_refresh'].map((n) => `${n}=${client.cookie(n)}`).join('; '),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Envelope }));
    });
    req.on('error', reject);
    (async () => {
      for (const chunk of chunks) {
        if (req.destroyed) return;
        req.write(chunk);
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
      req.end();
    })().catch(reject);
  });
}

describe('refused, nothing left behind', () => {
  const photo = uploadRules['workplace-photo'];

  it('content that is no image behind an image name (wrong magic bytes)', async () => {
    await expectRefused(415, () => client.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: 'photo.jpg', content: Buffer.from('GIF89a not really a jpeg at all') }), photo.typeMessage);
    await expectRefused(415, () => client.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: 'photo.png', content: Buffer.from('<html><script>alert(1)</script></html>') }), photo.typeMessage);
  });

  it('an SVG with a script, named .svg and named .png', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
    await expectRefused(415, () => client.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: 'logo.svg', content: svg }), photo.typeMessage);
    await expectRefused(415, () => client.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: 'logo.png', content: svg }), photo.typeMessage);
  });

  it('a decompression bomb: a small PNG declaring 30000 × 30000 pixels', async () => {
    const bomb = pngDeclaring(30000, 30000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expectRefused(415, () => client.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: 'bomb.png', content: bomb }));
  });

  it('a file one byte over the limit, sent slowly in chunks', async () => {
    const body = multipart({ purpose: 'workplace-photo' }, { name: 'big.jpg', content: Buffer.concat([await jpeg(), Buffer.alloc(photo.maxBytes + 1, 0x20)]).subarray(0, photo.maxBytes + 1) });
    const chunks: Buffer[] = [body.start];
    for (let i = 0; i < body.content.length; i += 512 * 1024) chunks.push(body.content.subarray(i, i + 512 * 1024));
    chunks.push(body.end);
    await expectRefused(413, () => rawPost(chunks, body.contentType, 20), photo.sizeMessage);
  });

  it('a multipart body cut off in the middle of the file', async () => {
    const body = multipart({ purpose: 'workplace-photo' }, { name: 'cut.jpg', content: await jpeg(400, 300) });
    await expectRefused(400, () => rawPost([body.start, body.content.subarray(0, body.content.length / 2)], body.contentType));
  });
});

describe('neutralised', () => {
  it('a JPEG with a ZIP and an HTML page appended is stored re-encoded, without the payload', async () => {
    const payload = Buffer.concat([Buffer.from('PK\u0003\u0004zipzipzip'), Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await client.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: 'poly.jpg', content: Buffer.concat([await jpeg(), payload]) });
    expect(res.status).toBe(200);
    const row = await server.app.services.db.selectFrom('resource').selectAll().where('uid', '=', res.body.data!.uid).executeTakeFirstOrThrow();
    const stored = await client.get(`/api/resources/v1/${row.uid}`);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stored.text).not.toContain('<script>');
    expect(stored.text).not.toContain('zipzipzip');
  });

  it('a path in the file name is stored under a safe name, inside the files directory', async () => {
    const before = await listFiles(server.config.filesDir);
    const res = await client.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: '../../../../etc/cron.d/evil.png', content: await png() });
    expect(res.status).toBe(200);
    expect(res.body.data!.originalFilename).toBe('evil.png');
    const added = (await listFiles(server.config.filesDir)).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    const windows = await client.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: '..\\..\\boot.ini.png', content: await png() });
    expect(windows.status).toBe(200);
    expect(windows.body.data!.originalFilename).toBe('boot.ini.png');
  });
});
