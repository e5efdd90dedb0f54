// `npm run staff -- add` (issue 17): the first admin comes from the command line, which prints a
// one-time enrolment link; that person enrols and signs in on the server started afterwards. While a
// server holds the embedded data directory, the command says so and changes nothing.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { enrol, staffSignIn, tokenOf } from '../helpers/staff';
import { freshPostgres, startTestServer, TEST_PII_KEYS } from '../helpers/test-server';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function staffCli(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env } }).then(
    (r) => ({ code: 0, ...r }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );
}

describe('npm run staff', () => {
  it('adds the first admin, whose link enrols them; then they sign in', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ta-staff-cli-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, PUBLIC_URL: 'https://award.example' };
    if (process.env.TEST_DATABASE_URL) {
      const pg = await freshPostgres(process.env.TEST_DATABASE_URL);
      cleanups.push(pg.drop);
      Object.assign(env, { DATABASE_URL: pg.url, PII_KEYS: TEST_PII_KEYS });
    }
    const added = await staffCli(env, 'add', '--email', 'first.admin@example.org', '--role', 'admin', '--name', '第一位管理員');
    expect(added.code, added.stderr).toBe(0);
    const link = added.stdout.match(/https:\/\/award\.example\/admin\/enrol#[A-Za-z0-9_-]{43}/)?.[0];
    expect(link, added.stdout).toBeDefined();
    expect((await staffCli(env, 'list')).stdout).toContain('first.admin@example.org\t第一位管理員\tadmin\tinvited');

    const server = await startTestServer(env);
    cleanups.push(() => server.close());
    const uid = (await server.app.services.db.selectFrom('staff_account').select('uid').executeTakeFirstOrThrow()).uid;
    const admin = await enrol(server.client(), tokenOf(link!), 'first.admin@example.org', 'admin', uid);
    const client = server.client();
    expect((await staffSignIn(client, admin)).status).toBe(200);
    expect((await client.get('/api/admin/v1/staff/list')).status).toBe(200);
  }, 120_000); // two command runs (each opens the database) and a server start: slow on a busy machine

  it('says the server is running while it holds the data directory, and creates nothing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ta-staff-cli-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const holder = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/hold-data-dir-lock.ts', dataDir, 'hold'], { cwd: root });
    cleanups.push(async () => holder.kill());
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    const res = await staffCli({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'add', '--email', 'x@example.org', '--role', 'editor');
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/正由另一個伺服器程序/);
    expect(res.stderr).toMatch(/server is running/);
  }, 60_000);

  it('refuses an unknown role with the usage', async () => {
    const res = await staffCli({ DATA_DIR: '/nonexistent' }, 'add', '--email', 'x@example.org', '--role', 'owner');
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--role must be one of admin, reviewer, editor/);
  }, 60_000);
});
