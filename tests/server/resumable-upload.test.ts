// Resumable uploads (issue 31 section 2): the self-introduction video over tus. Every tus request
// checks the session and that the upload is the caller's; the declared length meets the purpose's limit
// at creation; a cut connection resumes from the offset HEAD gives; the finished file goes through the
// single request's checks (type by content) and is kept like any file, byte for byte; unfinished
// uploads expire and are swept.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { MAX_CHUNK_BYTES } from '../../src/server/features/resources/resumable';
import { uploadRules } from '../../src/server/features/resources/upload-rules';
import { AdvisoryLocker, embeddedLockSession } from '../../src/server/platform/db/advisory-locker';
import { sql } from '../../src/server/platform/db/kysely-runtime';
import { mp4 } from '../helpers/files';
import { createRegistrant, signIn } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import type { Envelope } from './upload-fixtures';

const TUS = '/api/resources/v1/resumable';
const VIDEO = uploadRules['self-introduction-video'];
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const meta = (pairs: Record<string, string>) => Object.entries(pairs).map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`).join(',');

/** An MP4 (its ftyp box, as file-type reads it) of random bytes: a hash that proves every byte. */
function video(size: number): Buffer {
  const b = randomBytes(size);
  mp4(32).copy(b, 0);
  return b;
}

let server: TestServer;
let owner: TestClient;
let other: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  other = server.client();
  await signIn(owner, await createRegistrant(server.app, { entityType: 'individual' }));
  await signIn(other, await createRegistrant(server.app, { entityType: 'individual' }));
});
afterAll(async () => server?.close());

async function create(client: TestClient, length: number, metadata: Record<string, string> = { purpose: 'self-introduction-video', filename: 'me.mp4' }) {
  return client.request(`POST`, TUS, { headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(length), 'Upload-Metadata': meta(metadata) } });
}

/** The upload's path from a creation answer (relative: right behind a TLS proxy). */
function locationOf(res: { status: number; headers: Headers; text: string }): string {
  expect(res.status, res.text).toBe(201);
  const location = res.headers.get('location')!;
  expect(location.startsWith(`${TUS}/`)).toBe(true);
  return location;
}

const patch = (client: TestClient, url: string, offset: number, body: Buffer) =>
  client.request<Envelope>('PATCH', url, { body: new Uint8Array(body), headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' } });
// HEAD answers have no body to parse: plain fetch.
const head = (client: TestClient, url: string) => fetch(server.url + url, { method: 'HEAD', headers: { cookie: cookieHeader(client), 'Tus-Resumable': '1.0.0' } });
/** What the tus folder holds of one upload (its bytes and its metadata file). */
const leftOf = async (url: string) => (await readdir(server.app.resumableUploads.directory)).filter((name) => name.startsWith(url.split('/').pop()!));

/**
 * Sends `part` of a PATCH declared as `declared` bytes long, and cuts the connection once the server
 * has written some of it (a cut before the server reads anything resumes from 0, which proves less).
 */
function cutPatch(client: TestClient, url: string, offset: number, part: Buffer, declared: number): Promise<void> {
  const written = join(server.app.resumableUploads.directory, url.split('/').pop()!);
  return new Promise((resolve) => {
    const req = httpRequest(server.url + url, {
      method: 'PATCH',
      headers: {
        cookie: cookieHeader(client),
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(declared),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(part, async () => {
      while ((await stat(written)).size === 0) await new Promise((r) => setTimeout(r, 20));
      req.destroy();
    });
  });
}

/** Every cookie of the client's jar, as a request header. */
function cookieHeader(client: TestClient): string {
  const jar = (client as unknown as { jar: Map<string, string> }).jar;
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function stored(uid: string): Promise<Buffer> {
  const res = await fetch(`${server.url}/api/resources/v1/${uid}`, { headers: { cookie: cookieHeader(owner) } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('resumable upload of the self-introduction video', () => {
  it('creates, takes chunks and answers HEAD for its owner; the kept file is the same bytes', async () => {
    const file = video(3 * 1024 * 1024 + 17);
    const url = locationOf(await create(owner, file.length));
    const first = await patch(owner, url, 0, file.subarray(0, 1024 * 1024));
    expect(first.status, first.text).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(1024 * 1024));
    const h = await head(owner, url);
    expect(h.status).toBe(200);
    expect(h.headers.get('upload-offset')).toBe(String(1024 * 1024));
    // The site's security headers ride on tus's answers too.
    expect(h.headers.get('x-content-type-options')).toBe('nosniff');
    expect(h.headers.get('upload-length')).toBe(String(file.length));
    const last = await patch(owner, url, 1024 * 1024, file.subarray(1024 * 1024));
    expect(last.status, last.text).toBe(200);
    expect(last.body.data).toMatchObject({ fileType: 'video/mp4', fileSize: file.length, originalFilename: 'me.mp4' });
    const uid = (last.body.data as { uid: string }).uid;
    expect(sha256(await stored(uid))).toBe(sha256(file));
    // Kept like any file: a row of the registration, nothing left in the tus folder.
    expect(await leftOf(url)).toEqual([]);
  });

  it('answers 404 to another registrant on HEAD, PATCH and DELETE, and 401 without a session', async () => {
    const file = video(64 * 1024);
    const url = locationOf(await create(owner, file.length));
    expect((await head(other, url)).status).toBe(404);
    expect((await patch(other, url, 0, file)).status).toBe(404);
    expect((await other.request('DELETE', url, { headers: { 'Tus-Resumable': '1.0.0' } })).status).toBe(404);
    const anonymous = server.client();
    expect((await head(anonymous, url)).status).toBe(401);
    expect((await patch(anonymous, url, 0, file)).status).toBe(401);
    expect((await create(anonymous, file.length)).status).toBe(401);
    // Nothing of theirs reached the upload.
    expect((await head(owner, url)).headers.get('upload-offset')).toBe('0');
  });

  it('refuses a locked registration (409) and a chunk over the PATCH limit (413)', async () => {
    const locked = server.client();
    await signIn(locked, await createRegistrant(server.app, { entityType: 'individual', status: 'submitted' }));
    expect((await create(locked, 1000)).status).toBe(409);
    const url = locationOf(await create(owner, VIDEO.maxBytes));
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(server.url + url, {
        method: 'PATCH',
        headers: { cookie: cookieHeader(owner), 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(MAX_CHUNK_BYTES + 1) },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(status).toBe(413);
  });

  it('lets one request at a time hold an upload: a second one asks the first to let go', async () => {
    const locker = new AdvisoryLocker(embeddedLockSession(server.app.services.db));
    let asked = false;
    const first = locker.newLock('same');
    await first.lock(new AbortController().signal, async () => {
      asked = true;
      await first.unlock();
    });
    await locker.newLock('same').lock(new AbortController().signal, () => undefined);
    expect(asked).toBe(true);
    // Held by the second now: the database says so too.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory'`.execute(server.app.services.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('refuses at creation a length over the purpose limit, with its message', async () => {
    const res = await create(owner, VIDEO.maxBytes + 1);
    expect(res.status).toBe(413);
    expect((res.body as Envelope).message).toBe(VIDEO.sizeMessage);
  });

  it("refuses at creation a length past what the registration's byte quota leaves, with its message", async () => {
    const client = server.client();
    const who = await createRegistrant(server.app, { entityType: 'individual' });
    await signIn(client, who);
    const quotas = server.app.services.uploadQuotas;
    // What the registration already keeps: all of its quota but 1000 bytes (a row is all the count reads).
    const uid = randomUUID();
    await server.app.services.db
      .insertInto('resource')
      .values({ uid, owner_registration_uid: who.uid, purpose: 'recommendation-letter', original_filename: 'a.pdf', file_type: 'application/pdf', file_size: quotas.bytesPerRegistration - 1000, sha256: '0'.repeat(64), storage_key: server.app.services.files.keyFor(uid), image_info: null, uploader_key: null })
      .execute();
    const res = await create(client, 2000);
    expect(res.status).toBe(413);
    expect((res.body as Envelope).message).toBe(quotas.bytesMessage);
    expect((await create(client, 1000)).status).toBe(201);
  });

  it('refuses other purposes and other file types at creation', async () => {
    expect((await create(owner, 1000, { purpose: 'tourism-photo', filename: 'a.jpg' })).status).toBe(400);
    const wrongName = await create(owner, 1000, { purpose: 'self-introduction-video', filename: 'me.avi' });
    expect(wrongName.status).toBe(415);
    expect((wrongName.body as Envelope).message).toBe(VIDEO.typeMessage);
  });

  it('after a cut connection, HEAD gives the offset and the rest completes the same file', async () => {
    const file = video(2 * 1024 * 1024);
    const url = locationOf(await create(owner, file.length));
    await cutPatch(owner, url, 0, file.subarray(0, 700 * 1024), file.length);
    const h = await head(owner, url);
    expect(h.status).toBe(200);
    const offset = Number(h.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(700 * 1024);
    const rest = await patch(owner, url, offset, file.subarray(offset));
    expect(rest.status, rest.text).toBe(200);
    expect(sha256(await stored((rest.body.data as { uid: string }).uid))).toBe(sha256(file));
  });

  it('refuses a file that is not an MP4 when it finishes, and deletes its bytes', async () => {
    const rows = async () => (await server.app.services.db.selectFrom('resource').select('uid').execute()).length;
    const before = await rows();
    const notVideo = randomBytes(128 * 1024);
    const url = locationOf(await create(owner, notVideo.length));
    const res = await patch(owner, url, 0, notVideo);
    expect(res.status).toBe(415);
    expect(JSON.parse(res.text).message).toBe(VIDEO.typeMessage);
    expect(await rows()).toBe(before);
    expect(await leftOf(url)).toEqual([]);
    expect((await head(owner, url)).status).toBe(404);
  });

  it('sweeps an unfinished upload past its expiry', async () => {
    const url = locationOf(await create(owner, 4096));
    const id = url.split('/').pop()!;
    const info = join(server.app.resumableUploads.directory, `${id}.json`);
    const json = JSON.parse(await readFile(info, 'utf8')) as { creation_date: string };
    json.creation_date = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await writeFile(info, JSON.stringify(json));
    expect(await server.app.resumableUploads.sweepExpired()).toBe(1);
    expect((await head(owner, url)).status).toBe(404);
    expect(await leftOf(url)).toEqual([]);
  });

  it('works with tus-js-client in 8 MiB-style chunks (smaller here) and gives the resource', async () => {
    const file = video(600 * 1024);
    const body = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(file, {
        endpoint: server.url + TUS,
        chunkSize: 256 * 1024,
        metadata: { purpose: 'self-introduction-video', filename: '自介.mp4' },
        headers: { cookie: cookieHeader(owner) },
        retryDelays: [0],
        onError: reject,
        onSuccess: ({ lastResponse }) => resolve(lastResponse.getBody()),
      });
      upload.start();
    });
    const data = (JSON.parse(body) as Envelope<{ uid: string; originalFilename: string }>).data;
    expect(data.originalFilename).toBe('自介.mp4');
    expect(sha256(await stored(data.uid))).toBe(sha256(file));
  });
});
