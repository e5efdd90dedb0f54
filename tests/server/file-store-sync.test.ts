// Acknowledged means on disk (issue 16): a stored file's bytes are synced before its rename, the
// directory that names it after, and only then does the row naming it commit. fsync itself cannot be
// observed from a test, so FileStore takes its syncs as a seam (DiskSync); these tests pass one that
// records each call with what the disk and the database looked like at that moment, then does the
// real sync. (The fault leg of CI watches the real system calls: bench/faults/upload-sync.mjs.)
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskSync, LocalFileStore, type DiskSync } from '../../src/server/platform/storage/file-store';
import { solveCaptcha } from '../helpers/captcha';
import { pdf } from '../helpers/files';
import { createRegistrant, signIn } from '../helpers/registrant';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, fillRequiredSet, type Envelope } from './upload-fixtures';

interface SyncEvent {
  kind: 'data' | 'dir';
  path: string;
  /** Taken when the sync was called. */
  note: string;
}

/** Records every sync (with `note(kind, path)` taken at that moment), then does it for real. */
function recording(note: (kind: SyncEvent['kind'], path: string) => Promise<string> | string = () => '') {
  const events: SyncEvent[] = [];
  const sync: DiskSync = {
    data: async (path, opened) => {
      events.push({ kind: 'data', path, note: await note('data', path) });
      await diskSync.data(path, opened);
    },
    dir: async (path) => {
      events.push({ kind: 'dir', path, note: await note('dir', path) });
      await diskSync.dir(path);
    },
  };
  return { events, sync };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The event at `i`, which the test has just found. */
function at(events: SyncEvent[], i: number): SyncEvent {
  const e = events[i];
  if (!e) throw new Error(`no sync event ${i}`);
  return e;
}

describe('FileStore syncs what it stores', () => {
  let base = '';
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'ta-sync-'));
  });
  afterAll(async () => rm(base, { recursive: true, force: true }));

  it('put: the bytes before the rename, the directory after it, and the parent of every directory it made', async () => {
    const root = join(base, 'files'); // does not exist yet: the first store makes it
    const key = new LocalFileStore(root).keyFor(randomUUID(), new Date('2026-11-24T00:00:00Z'));
    const target = join(root, key);
    const { events, sync } = recording(() => (existsSync(target) ? 'target present' : 'target absent'));
    const store = new LocalFileStore(root, sync);
    await store.put(key, Buffer.from('%PDF-1.4 receipt'));

    const rel = (e: SyncEvent) => `${e.kind} ${relative(base, e.path) || '.'} (${e.note})`;
    const lines = events.map(rel);
    // temp(): FILES_DIR and its tmp/ are new: their parents' entries. commit(): the data, the new 2026/
    // and 2026/11/ in their parents, then (after the rename) the directory now naming the file.
    expect(lines[0]).toBe('dir files (target absent)');
    expect(lines[1]).toBe('dir . (target absent)');
    expect(lines[2]).toMatch(/^data files\/tmp\/[0-9a-f-]{36}\.part \(target absent\)$/);
    expect(lines.slice(3)).toEqual(['dir files/2026 (target absent)', 'dir files (target absent)', 'dir files/2026/11 (target present)']);
    expect(await readFile(target, 'utf8')).toBe('%PDF-1.4 receipt');

    // A second file in the same month: no new directory, so only its data and its directory.
    events.length = 0;
    const second = store.keyFor(randomUUID(), new Date('2026-11-25T00:00:00Z'));
    await store.put(second, Buffer.from('second'));
    expect(events.map((e) => e.kind)).toEqual(['data', 'dir']);
    expect(at(events, 1).path).toBe(dirname(join(root, second)));
    expect(existsSync(at(events, 0).path)).toBe(false); // moved into place, nothing left in tmp/
  });

  it('a failed put leaves no temp file behind', async () => {
    const root = join(base, 'failing');
    const failing: DiskSync = { data: async () => Promise.reject(Object.assign(new Error('EIO'), { code: 'EIO' })), dir: diskSync.dir };
    const store = new LocalFileStore(root, failing);
    await expect(store.put(store.keyFor(randomUUID()), Buffer.from('x'))).rejects.toThrow('EIO');
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
  });

  it('makes a directory once, and again if it vanished under the store (FILES_DIR emptied)', async () => {
    const root = join(base, 'vanishing');
    const { events, sync } = recording();
    const store = new LocalFileStore(root, sync);
    const month = new Date('2026-11-24T00:00:00Z');
    await store.put(store.keyFor(randomUUID(), month), Buffer.from('first'));

    // The same directories again: nothing made, so no parent synced; the data, then its directory.
    events.length = 0;
    await store.put(store.keyFor(randomUUID(), month), Buffer.from('second'));
    const { stream, path } = await store.temp();
    stream.end('third');
    await finished(stream);
    expect(events.map((e) => e.kind)).toEqual(['data', 'dir']);

    // Everything gone, the store still running: tmp/ and the month are made (and synced) again.
    await rm(root, { recursive: true, force: true });
    events.length = 0;
    const key = store.keyFor(randomUUID(), month);
    await store.put(key, Buffer.from('after'));
    expect(await readFile(join(root, key), 'utf8')).toBe('after');
    expect(events.map((e) => e.kind)).toEqual(['dir', 'dir', 'data', 'dir', 'dir', 'dir']);
    const again = await store.temp();
    again.stream.end('fourth');
    await finished(again.stream);
    expect(await readFile(again.path, 'utf8')).toBe('fourth');
    expect(existsSync(path)).toBe(false); // the first temp file went with the directory
  });
});

describe('the server syncs a stored file before the row that names it commits', () => {
  let server: TestServer;
  const watch: { note: (kind: SyncEvent['kind'], path: string) => Promise<string> } = { note: async () => '' };
  const { events, sync } = recording((kind, path) => watch.note(kind, path));
  beforeAll(async () => {
    server = await startTestServer({}, { diskSync: sync });
  });
  afterAll(async () => server?.close());

  it('an upload: data sync, rename, directory sync, then its resource row', async () => {
    const who = await createRegistrant(server.app);
    const client = server.client();
    await signIn(client, who);
    const db = server.app.services.db;
    watch.note = async () => `${(await db.selectFrom('resource').select('storage_key').execute()).length} rows`;
    const before = (await db.selectFrom('resource').select('uid').execute()).length;
    events.length = 0;

    const res = await client.upload<Envelope<{ uid: string }>>('/api/resources/v1/create', { purpose: 'employment-proof' }, { name: '在職證明.pdf', content: pdf('synced') });
    expect(res.status, res.text).toBe(200);
    const { storage_key: key } = await db.selectFrom('resource').select('storage_key').where('uid', '=', res.body.data.uid).executeTakeFirstOrThrow();
    const target = join(server.config.filesDir, key);

    const data = events.findIndex((e) => e.kind === 'data');
    const dir = events.findLastIndex((e) => e.kind === 'dir' && e.path === dirname(target));
    expect(data).toBeGreaterThanOrEqual(0);
    expect(at(events, data).path.startsWith(join(server.config.filesDir, 'tmp'))).toBe(true);
    expect(dir).toBeGreaterThan(data);
    expect(dir).toBe(events.length - 1); // the last sync of the upload
    // Both syncs ran before the row existed; it exists now.
    expect(at(events, data).note).toBe(`${before} rows`);
    expect(at(events, dir).note).toBe(`${before} rows`);
    expect((await db.selectFrom('resource').select('uid').execute()).length).toBe(before + 1);
    expect(await readFile(target, 'utf8')).toContain('% synced');
  });

  it('the stored receipt: synced before receipt.storage_key names it', async () => {
    const who = await createRegistrant(server.app);
    const client = server.client();
    await signIn(client, who);
    await fillRequiredSet(client, who);
    const db = server.app.services.db;
    const receiptKey = async () =>
      (await db.selectFrom('receipt').select('storage_key').where('registration_uid', '=', who.uid).executeTakeFirst())?.storage_key;
    // The confirm also makes the registration's summary page ahead (summary-ahead.ts), stored in the same
    // directory meanwhile: the receipt's syncs are told apart by what they cover, its bytes (data) and its
    // name in the directory's listing (dir), not by their order.
    watch.note = async (kind, path) => {
      const key = `key ${(await receiptKey()) ?? 'none'}`;
      return kind === 'data' ? `${key} sha256 ${sha256(await readFile(path))}` : `${key} names ${(await readdir(path)).join(' ')}`;
    };
    events.length = 0;

    const confirmed = await client.post<Envelope<{ registrationStatus: string }>>(`${API}/confirm/${who.uid}`, { cfToken: await solveCaptcha(client) });
    expect(confirmed.status, confirmed.text).toBe(200);
    const receipt = await fetch(server.url + `${API}/receipt/${who.uid}`, { headers: { cookie: `ta_access=${client.cookie('ta_access')}` } });
    expect(receipt.status).toBe(200);
    const bytes = Buffer.from(await receipt.arrayBuffer());
    const key = await receiptKey();
    expect(key).toBeTruthy();

    const target = join(server.config.filesDir, key!);
    const receiptSha256 = sha256(bytes);
    const data = events.findIndex((e) => e.kind === 'data' && e.note.endsWith(` sha256 ${receiptSha256}`));
    const dir = events.findIndex((e) => e.kind === 'dir' && e.path === dirname(target) && e.note.split(' names ')[1]!.split(' ').includes(basename(target)));
    expect(data).toBeGreaterThanOrEqual(0);
    expect(dir).toBeGreaterThan(data);
    expect(at(events, data).note.startsWith('key none ')).toBe(true);
    expect(at(events, dir).note.startsWith('key none ')).toBe(true);
    expect(bytes.equals(await readFile(target))).toBe(true);
  });
});
