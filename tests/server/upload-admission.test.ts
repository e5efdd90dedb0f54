// Upload processing runs a few at a time (UPLOADS_AT_ONCE); the rest wait their turn holding nothing,
// so a sign-in or a read is answered while uploads wait; past UPLOADS_WAITING_MAX waiting, an upload is
// refused with 429 and a message, and nothing of it is kept.
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/platform/config/config';
import { jpeg } from '../helpers/files';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let alice: TestRegistrant;
beforeAll(async () => {
  server = await startTestServer({ UPLOADS_AT_ONCE: '1', UPLOADS_WAITING_MAX: '1' });
  alice = await createRegistrant(server.app);
});
afterAll(async () => server?.close());

type Envelope = { code: number; message: string; data: { uid: string } | null };
const CREATE = '/api/resources/v1/create';
const resourceCount = async () => (await server.app.services.db.selectFrom('resource').select('uid').execute()).length;

describe('upload admission', () => {
  it('answers a sign-in and a read while uploads wait, refuses an upload past the waiting bound, then stores the one that waited', async () => {
    const queue = server.app.services.uploadQueue;
    // Another upload's processing holds the one turn (as a slow photo would).
    let release!: () => void;
    const holder = queue.run(() => new Promise<void>((resolve) => (release = resolve)));

    const client = server.client();
    await signIn(client, alice); // throws unless 200
    const news = await client.post('/api/news/v1/list', {});
    expect(news.status).toBe(200);

    const before = await resourceCount();
    const waiting = client.upload<Envelope>(CREATE, { purpose: 'tourism-photo' }, { name: '等待.jpg', content: await jpeg(64, 48) });
    await vi.waitFor(() => expect(queue.waiting).toBe(1));

    const refused = await client.upload<Envelope>(CREATE, { purpose: 'tourism-photo' }, { name: '拒絕.jpg', content: await jpeg(40, 30) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 4029, message: '目前上傳的人數過多，檔案未儲存，請稍候一分鐘再上傳', data: null });
    // The one waiting was neither answered nor stored yet: it holds no database session meanwhile.
    expect(await resourceCount()).toBe(before);
    expect(await client.get('/api/auth/v1/me').then((r) => r.status)).toBe(200);

    release();
    await holder;
    const stored = await waiting;
    expect(stored.status).toBe(200);
    expect(stored.body.data?.uid).toEqual(expect.any(String));
    expect(await resourceCount()).toBe(before + 1);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('runs three uploads at once per core of the machine unless UPLOADS_AT_ONCE says otherwise', () => {
    expect(loadConfig({ DATA_DIR: server.dataDir }).uploadQueue).toEqual({ atOnce: 3 * availableParallelism(), waitingMax: 2000 });
    expect(loadConfig({ DATA_DIR: server.dataDir, UPLOADS_AT_ONCE: '3', UPLOADS_WAITING_MAX: '0' }).uploadQueue).toEqual({ atOnce: 3, waitingMax: 0 });
    expect(() => loadConfig({ DATA_DIR: server.dataDir, UPLOADS_AT_ONCE: '0' })).toThrow(/UPLOADS_AT_ONCE/);
  });
});
