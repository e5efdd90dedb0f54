// `npm run retention` (issue 32): the command's dry run (the default) lists what would go and changes nothing;
// `apply` removes it and says how much; a second `apply` says there is nothing to remove.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createRegistrant } from '../helpers/registrant';
import { freshPostgres, startTestServer, TEST_PII_KEYS } from '../helpers/test-server';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function retentionCli(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/retention.ts', ...args], { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env } }).then(
    (r) => ({ code: 0, ...r }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );
}

describe('npm run retention', () => {
  it('plans by default, applies once, then finds nothing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ta-retention-cli-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (process.env.TEST_DATABASE_URL) {
      const pg = await freshPostgres(process.env.TEST_DATABASE_URL);
      cleanups.push(pg.drop);
      Object.assign(env, { DATABASE_URL: pg.url, PII_KEYS: TEST_PII_KEYS });
    }
    // An edition whose winners were published 7 months ago, with one entry that did not win.
    const server = await startTestServer(env);
    const db = server.app.services.db;
    const loser = await createRegistrant(server.app, { entityType: 'individual', status: 'not_awarded' });
    const sealed = server.app.services.pii.seal('A123456789', `registration.ind_personal_id_number/${loser.uid}`);
    await db.updateTable('registration').set({ ind_personal_id_number: sealed }).where('uid', '=', loser.uid).execute();
    await db.deleteFrom('edition_publication').where('edition_category', '=', 'edition_3rd').where('board', '=', 'awards').execute();
    await db.insertInto('edition_publication').values({ edition_category: 'edition_3rd', board: 'awards', published_at: new Date(Date.now() - 7 * 31 * 86_400_000), published_by: null }).execute();
    await server.close(); // the command opens the data directory itself

    const planned = await retentionCli(env, '--edition', '3');
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toContain('Dry run: nothing changed.');
    expect(planned.stdout).toMatch(/^nationalIds\t1\t/m);
    expect(planned.stdout).toMatch(/^contacts\t1\t/m);
    // Still there: a second plan lists the same.
    expect((await retentionCli(env, 'plan', '--edition', '3')).stdout).toMatch(/^nationalIds\t1\t/m);

    const applied = await retentionCli(env, 'apply', '--edition', '3');
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toMatch(/edition 3: removed in \d+ batches/);
    expect(applied.stdout).toMatch(/^nationalIds\t1\t/m);

    const again = await retentionCli(env, 'apply', '--edition', '3');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('edition 3: nothing to remove.');
    expect((await retentionCli(env, 'plan', '--edition', '3')).stdout).toMatch(/^nationalIds\t0\t/m);

    const wrong = await retentionCli(env, 'apply', '--edition', '9');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--edition must be one of');
  }, 180_000); // a server start and five command runs, each opening the database: slow on a busy machine
});
