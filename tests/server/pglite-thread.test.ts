// The embedded database runs in its own thread (src/server/platform/db/pglite-thread.ts): what a caller sees of
// it must be what PGlite itself gave, errors included (a duplicate registration number is told apart by
// PostgreSQL's code and constraint name), and a closed database says so instead of hanging.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config/config';
import { connectDatabase, type DatabaseHandle } from '../../src/server/platform/db/index';

describe.runIf(!process.env.TEST_DATABASE_URL)('the embedded database’s thread', () => {
  let dataDir = '';
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ta-pglite-thread-'));
    handle = await connectDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { serveWeb: false }));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('answers rows as PGlite does: dates as dates, numbers as numbers, nulls as nulls', async () => {
    const { rows } = await sql<{ at: Date; n: number; nothing: null; text: string }>`select timestamptz '2026-11-24 12:00:00+08' as at, 42 as n, null as nothing, ${'臺北'}::text as text`.execute(handle.db);
    expect(rows).toEqual([{ at: new Date('2026-11-24T04:00:00Z'), n: 42, nothing: null, text: '臺北' }]);
  });

  it('hands back PostgreSQL’s error fields: code, constraint, message', async () => {
    await sql`create table thread_probe (id text constraint thread_probe_pkey primary key)`.execute(handle.db);
    await sql`insert into thread_probe values ('a')`.execute(handle.db);
    const err = (await sql`insert into thread_probe values ('a')`.execute(handle.db).catch((e: unknown) => e)) as Error & { code?: string; constraint?: string };
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('thread_probe_pkey');
    expect(err.message).toMatch(/duplicate key/);
    // The session goes on after an error.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from thread_probe`.execute(handle.db);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('opens a transaction with its first statement (one message): what it wrote goes with a rollback, stays with a commit', async () => {
    await sql`create table thread_tx (id text primary key)`.execute(handle.db);
    const failed = handle.db.transaction().execute(async (trx) => {
      await sql`insert into thread_tx values ('rolled back')`.execute(trx);
      throw new Error('stop');
    });
    await expect(failed).rejects.toThrow('stop');
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into thread_tx values ('kept')`.execute(trx);
      // Inside the transaction the first statement opened: its own write is seen, and it is one transaction.
      const { rows } = await sql<{ open: boolean }>`select now() = statement_timestamp() as open`.execute(trx);
      expect(rows).toEqual([{ open: false }]);
    });
    // A transaction that ran nothing leaves the session as it was.
    await handle.db.transaction().execute(async () => undefined);
    const { rows } = await sql<{ id: string }>`select id from thread_tx`.execute(handle.db);
    expect(rows).toEqual([{ id: 'kept' }]);
  });

  it('refuses a statement after the database closed, with an error rather than silence', async () => {
    await handle.close();
    await expect(sql`select 1`.execute(handle.db)).rejects.toThrow();
  });
});
