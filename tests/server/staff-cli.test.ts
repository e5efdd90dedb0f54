// `npm run staff -- add` (issue 17): the first admin comes from the command line, which prints a
// one-time enrolment link; that person enrols and signs in on the server started afterwards. While a
// server holds the embedded data directory, the command says so and changes nothing. Several accounts may be
// added in one call (the end-to-end suite's set-up does).
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

/** A data directory of its own (and a PostgreSQL database when TEST_DATABASE_URL is set), removed after. */
async function freshCliEnv(): Promise<{ env: Record<string, string> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ta-staff-cli-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, PUBLIC_URL: 'https://award.example' };
  if (process.env.TEST_DATABASE_URL) {
    const pg = await freshPostgres(process.env.TEST_DATABASE_URL);
    cleanups.push(pg.drop);
    Object.assign(env, { DATABASE_URL: pg.url, PII_KEYS: TEST_PII_KEYS });
  }
  return { env };
}

describe('npm run staff', () => {
  it('adds the first admin, whose link enrols them; then they sign in', async () => {
    const { env } = await freshCliEnv();
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

  it('adds several accounts at once, each with its own link; a --role missing for one adds none', async () => {
    const { env } = await freshCliEnv();
    const refused = await staffCli(env, 'add', '--email', 'a@example.org', '--role', 'editor', '--email', 'b@example.org');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/once for each --email/);
    const added = await staffCli(env, 'add', '--email', 'a@example.org', '--role', 'editor', '--name', '甲', '--email', 'b@example.org', '--role', 'reviewer', '--name', '乙');
    expect(added.code, added.stderr).toBe(0);
    const links = added.stdout.match(/https:\/\/award\.example\/admin\/enrol#[A-Za-z0-9_-]{43}/g) ?? [];
    expect(new Set(links).size, added.stdout).toBe(2);
    expect(added.stdout.indexOf('staff account a@example.org ')).toBeLessThan(added.stdout.indexOf(links[0]!));
    expect(added.stdout.indexOf(links[0]!)).toBeLessThan(added.stdout.indexOf('staff account b@example.org '));
    const listed = (await staffCli(env, 'list')).stdout;
    expect(listed).toContain('a@example.org\t甲\teditor\tinvited');
    expect(listed).toContain('b@example.org\t乙\treviewer\tinvited');
  }, 120_000); // three command runs, each opening the database

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

  it('invite sends a new link (the old one dead), enable lets a disabled person in again, reset-2fa makes them enrol again', async () => {
    // Issue 29 (item 7): what an admin does on 工作人員帳號, from the command line, with the server stopped.
    const { env } = await freshCliEnv();
    const email = 'lost.phone@example.org';
    const linkOf = (out: { stdout: string }) => out.stdout.match(/https:\/\/award\.example\/admin\/enrol#[A-Za-z0-9_-]{43}/)?.[0];
    const added = await staffCli(env, 'add', '--email', email, '--role', 'reviewer', '--name', '掉了手機的人');
    expect(added.code, added.stderr).toBe(0);
    const invited = await staffCli(env, 'invite', '--email', email.toUpperCase());
    expect(invited.code, invited.stderr).toBe(0);
    expect(invited.stdout).toContain('earlier link no longer works');
    expect(linkOf(invited)).toBeDefined();
    expect(linkOf(invited)).not.toBe(linkOf(added));

    // The old link is dead, the new one enrols; the invitation letter waits in the queue for the server.
    let server = await startTestServer(env);
    const db = () => server.app.services.db;
    const uid = (await db().selectFrom('staff_account').select('uid').where('email', '=', email).executeTakeFirstOrThrow()).uid;
    expect((await server.client().post('/api/admin/v1/enrolment/read', { token: tokenOf(linkOf(added)!) })).status).toBe(404);
    const staff = await enrol(server.client(), tokenOf(linkOf(invited)!), email, 'reviewer', uid);
    const queued = await db().selectFrom('mail_queue').select(['kind', 'message']).where('to_address', '=', email).execute();
    expect(queued.map((m) => m.kind)).toEqual(['staff-invite']);
    expect(JSON.stringify(queued[0]!.message)).toContain(tokenOf(linkOf(invited)!));
    await db().updateTable('staff_account').set({ disabled_at: new Date() }).where('uid', '=', uid).execute();
    await server.close();

    const enabled = await staffCli(env, 'enable', '--email', email);
    expect(enabled.code, enabled.stderr).toBe(0);
    expect(enabled.stdout).toContain(`${email} enabled`);
    server = await startTestServer(env);
    expect((await staffSignIn(server.client(), staff, staff.recoveryCodes[0])).status).toBe(200);
    await server.close();

    const reset = await staffCli(env, 'reset-2fa', '--email', email);
    expect(reset.code, reset.stderr).toBe(0);
    expect(linkOf(reset)).toBeDefined();
    server = await startTestServer(env);
    cleanups.push(() => server.close());
    expect((await staffSignIn(server.client(), staff, staff.recoveryCodes[1])).status).toBe(401);
    const again = await enrol(server.client(), tokenOf(linkOf(reset)!), email, 'reviewer', uid);
    expect((await staffSignIn(server.client(), again)).status).toBe(200);
    const audit = await db().selectFrom('audit_event').select(['action', 'actor_label']).where('subject_uid', '=', uid).orderBy('id').execute();
    expect(audit.filter((r) => r.actor_label === 'cli').map((r) => r.action)).toEqual(['staff.invited', 'staff.invitation-resent', 'staff.enabled', 'staff.second-factor-reset']);
    expect((await db().selectFrom('mail_queue').select('kind').where('to_address', '=', email).execute()).map((m) => m.kind).sort()).toEqual(['staff-2fa-reset', 'staff-invite']);
  }, 300_000); // six command runs and three server starts

  it('refuses an unknown role with the usage', async () => {
    const res = await staffCli({ DATA_DIR: '/nonexistent' }, 'add', '--email', 'x@example.org', '--role', 'owner');
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--role must be one of admin, reviewer, editor/);
  }, 60_000);
});
