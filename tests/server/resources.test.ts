// File upload and download: streamed, limited, type-checked by magic bytes, owner-only downloads.
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../helpers/captcha';
import { exe, jpeg, mp4, pdf, png } from '../helpers/files';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let alice: TestRegistrant;
let bob: TestRegistrant;
beforeAll(async () => {
  server = await startTestServer();
  alice = await createRegistrant(server.app);
  bob = await createRegistrant(server.app);
});
afterAll(async () => server?.close());

type Envelope = { code: number; message: string; data: Record<string, unknown> | null };
const CREATE = '/api/resources/v1/create';

describe('uploads', () => {
  it('takes an anonymous candidate photo with a security token, drops its GPS data and keeps its resolution', async () => {
    const client = server.client();
    const res = await client.upload<Envelope>(CREATE, { purpose: 'candidate-photo', cfToken: await solveCaptcha(client) }, {
      name: '大頭照.JPG', content: await jpeg(80, 60, { gps: true, dpi: 300, takenAt: '2026:10:01 10:00:00' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ originalFilename: '大頭照.JPG', fileType: 'image/jpeg', imageInfo: { width: 80, height: 60, dpi: 300, takenAt: '2026-10-01T10:00:00.000Z' } });
    const row = await server.app.services.db.selectFrom('resource').selectAll().where('uid', '=', String(res.body.data!.uid)).executeTakeFirstOrThrow();
    expect(row.owner_registration_uid).toBeNull();
    const stored = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      server.app.services.files.read(row.storage_key).on('data', (c) => chunks.push(c as Buffer)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
    });
    const exif = await exifr.parse(stored, { gps: true });
    expect(exif?.latitude).toBeUndefined();
    // Nor in XMP; the resolution the warnings read is the stored photo's too.
    const meta = await sharp(stored).metadata();
    expect(meta.xmp).toBeUndefined();
    expect(meta.density).toBe(300);
  });

  it('keeps a PNG a PNG, with its resolution', async () => {
    const client = server.client();
    await signIn(client, alice);
    const res = await client.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: '職場.png', content: await png(40, 30, { dpi: 150 }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ fileType: 'image/png', imageInfo: { width: 40, height: 30, dpi: 150 } });
    const row = await server.app.services.db.selectFrom('resource').select('storage_key').where('uid', '=', String(res.body.data!.uid)).executeTakeFirstOrThrow();
    const meta = await sharp(await server.app.services.files.readAll(row.storage_key)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 40, height: 30, density: 150 });
  });

  it('refuses an anonymous upload without a token, and any anonymous upload of a session-only purpose', async () => {
    const client = server.client();
    const noToken = await client.upload<Envelope>(CREATE, { purpose: 'candidate-photo' }, { name: 'a.jpg', content: await jpeg() });
    expect(noToken.status).toBe(400);
    expect(noToken.body.message).toBe('請先完成安全驗證');
    const rows = (await server.app.services.db.selectFrom('resource').select('uid').execute()).length;
    const workplace = await client.upload<Envelope>(CREATE, { purpose: 'workplace-photo', cfToken: await solveCaptcha(client) }, { name: 'a.jpg', content: await jpeg() });
    expect(workplace.status).toBe(401);
    expect(workplace.body.data).toBeNull();
    expect((await server.app.services.db.selectFrom('resource').select('uid').execute()).length).toBe(rows);
  });

  it('refuses an .exe renamed .jpg and a PDF renamed .png with 415 and the purpose message', async () => {
    const client = server.client();
    await signIn(client, alice);
    const renamedExe = await client.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: 'photo.jpg', content: exe() });
    expect(renamedExe.status).toBe(415);
    expect(renamedExe.body.message).toBe('僅支援 PNG、JPG、JPEG 格式');
    const renamedPdf = await client.upload<Envelope>(CREATE, { purpose: 'tourism-photo' }, { name: 'photo.png', content: pdf() });
    expect(renamedPdf.status).toBe(415);
    const pngAsJpg = await client.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: 'photo.jpg', content: await png() });
    expect(pngAsJpg.status).toBe(415);
    expect([renamedPdf.body.message, pngAsJpg.body.message]).toEqual(['僅支援 PNG、JPG、JPEG 格式', '僅支援 PNG、JPG、JPEG 格式']);
  });

  it('stops a file one byte over its purpose limit with 413 and leaves nothing behind', async () => {
    const client = server.client();
    await signIn(client, alice);
    const before = await server.app.services.db.selectFrom('resource').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const res = await client.upload<Envelope>(CREATE, { purpose: 'employment-proof' }, { name: 'proof.pdf', content: Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024 + 1 - pdf().length, 32)]) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('檔案大小不得超過 5MB');
    const after = await server.app.services.db.selectFrom('resource').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('accepts a video exactly at 50 MB', async () => {
    const client = server.client();
    await signIn(client, alice);
    const res = await client.upload<Envelope>(CREATE, { purpose: 'self-introduction-video' }, { name: 'me.mp4', content: mp4(50 * 1024 * 1024) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ fileType: 'video/mp4', fileSize: 50 * 1024 * 1024 });
  });
});

describe('downloads', () => {
  it('serves the owner the bytes with type, disposition and nosniff; others get 403, a missing file 404', async () => {
    const client = server.client();
    await signIn(client, alice);
    const up = await client.upload<Envelope>(CREATE, { purpose: 'employment-proof' }, { name: '在職證明.pdf', content: pdf('alice') });
    const url = String(up.body.data!.url);
    const own = await client.get(url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('在職證明.pdf')}`);
    expect(own.text).toContain('% alice');

    const other = server.client();
    await signIn(other, bob);
    const denied = await other.get<Envelope>(url);
    expect(denied.status).toBe(403);
    expect(denied.body.data).toBeNull();
    const missing = await other.get<Envelope>('/api/resources/v1/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 4004, data: null });
  });
});
