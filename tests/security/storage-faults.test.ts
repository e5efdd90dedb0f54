// The files directory fails during an upload (issue 7): read-only, or full. The upload answers 507
// with a zh-TW message, no row references a half file, nothing is left in the directory, and uploads
// work again once the directory does. A read-only directory is a chmod for an ordinary user; root
// ignores modes, so as root it is a read-only tmpfs mount. "Disk full" needs a tiny tmpfs: root only.
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '../../src/shared/api-codes';
import { requestMessages } from '../../src/server/platform/http/request-messages';
import { pdf } from '../helpers/files';
import { createRegistrant, signIn } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Envelope = { code: number; message: string; data: { uid: string } | null };
const CREATE = '/api/resources/v1/create';
const isRoot = process.getuid?.() === 0;

function mount(args: string[]): boolean {
  try {
    execFileSync('mount', args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const umount = (dir: string) => mount(['--version']) && execFileSync('umount', [dir], { stdio: 'ignore' });

/** Can this process mount a tmpfs (root with CAP_SYS_ADMIN)? Probed once. */
const canMount = await (async () => {
  if (!isRoot) return false;
  const probe = await mkdtemp(join(tmpdir(), 'ta-mount-probe-'));
  const ok = mount(['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]);
  if (ok) umount(probe);
  await rm(probe, { recursive: true, force: true });
  return ok;
})();

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

async function setUp(filesDir: string): Promise<{ server: TestServer; client: TestClient }> {
  const server = await startTestServer({ FILES_DIR: filesDir });
  const client = server.client();
  await signIn(client, await createRegistrant(server.app));
  return { server, client };
}

async function expectStorageFailure(server: TestServer, client: TestClient, content: Buffer) {
  const rows = (await server.app.services.db.selectFrom('resource').select('uid').execute()).length;
  const before = await listFiles(server.config.filesDir);
  const res = await client.upload<Envelope>(CREATE, { purpose: 'employment-proof' }, { name: '在職證明.pdf', content });
  expect(res.status).toBe(507);
  expect(res.body).toMatchObject({ code: ApiCode.storageFailed, message: requestMessages.storageFailed, data: null });
  expect((await server.app.services.db.selectFrom('resource').select('uid').execute()).length).toBe(rows);
  expect(await listFiles(server.config.filesDir)).toEqual(before);
}

describe.runIf(!isRoot || canMount)('an unwritable files directory', () => {
  let dir = '';
  let s: { server: TestServer; client: TestClient };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ta-ro-files-'));
    s = await setUp(dir);
    if (isRoot) expect(mount(['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', dir])).toBe(true);
    else await chmod(dir, 0o555);
  });
  afterAll(async () => {
    // The server first: a handle it still holds under the mount makes umount fail with "busy".
    await s?.server.close();
    if (isRoot) umount(dir);
    else await chmod(dir, 0o755);
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses an upload with 507 in zh-TW and references nothing; works again once writable', async () => {
    await expectStorageFailure(s.server, s.client, pdf('proof'));
    if (isRoot) expect(mount(['-o', 'remount,rw', dir])).toBe(true);
    else await chmod(dir, 0o755);
    const ok = await s.client.upload<Envelope>(CREATE, { purpose: 'employment-proof' }, { name: '在職證明.pdf', content: pdf('proof') });
    expect(ok.status).toBe(200);
    expect((await s.client.get(`/api/resources/v1/${ok.body.data!.uid}`)).text).toContain('% proof');
  });
});

describe.runIf(canMount)('a full disk (root: a 256 KB tmpfs)', () => {
  let dir = '';
  let s: { server: TestServer; client: TestClient };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ta-full-files-'));
    expect(mount(['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir])).toBe(true);
    s = await setUp(dir);
  });
  afterAll(async () => {
    await s?.server.close();
    umount(dir);
    await rm(dir, { recursive: true, force: true });
  });

  it('stops a file that does not fit with 507, removes the partial file, and takes a small one after', async () => {
    const big = Buffer.concat([pdf('big'), Buffer.alloc(1024 * 1024, 0x20)]);
    await expectStorageFailure(s.server, s.client, big);
    const small = await s.client.upload<Envelope>(CREATE, { purpose: 'employment-proof' }, { name: '在職證明.pdf', content: pdf('small') });
    expect(small.status).toBe(200);
    expect((await s.client.get(`/api/resources/v1/${small.body.data!.uid}`)).text).toContain('% small');
  });
});
