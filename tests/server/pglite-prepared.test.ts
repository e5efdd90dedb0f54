// The embedded database's statements run as named prepared statements kept by their text
// (src/server/platform/db/pglite-prepared.ts). What a caller sees must be what PGlite's own query() answers:
// the same rows and types, the current data at every run, errors with PostgreSQL's fields, a session that
// goes on after them, and statements that still answer after a table changed under them.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements } from '../../src/server/platform/db/pglite-prepared';

describe('statements kept prepared on the embedded database', () => {
  let pglite: PGlite;
  let statements: PreparedStatements;
  const kept = async () => (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

  beforeAll(async () => {
    pglite = await PGlite.create();
    statements = new PreparedStatements(pglite, 3);
    await statements.query('create table probe (id int primary key, name text, at timestamptz, doc jsonb, raw bytea, tags text[])', []);
  });
  afterAll(async () => pglite.close());

  it('answers what PGlite’s query() answers, for every type a value takes, at each run', async () => {
    const insert = 'insert into probe (id, name, at, doc, raw, tags) values ($1, $2, $3, $4, $5, $6)';
    const at = new Date('2026-12-07T04:00:00Z');
    const first = await statements.query(insert, [1, '臺北', at, { a: [1, 2] }, new Uint8Array([0, 255]), ['x', 'y']]);
    const second = await statements.query(insert, [2, null, null, null, null, null]);
    expect([first.affectedRows, second.affectedRows]).toEqual([1, 1]);
    const select = 'select * from probe where id = $1';
    for (const id of [1, 2, 1]) {
      const ours = await statements.query(select, [id]);
      const theirs = await pglite.query(select, [id]);
      expect(ours.rows).toEqual(theirs.rows);
    }
    expect((await statements.query(select, [1])).rows).toEqual([{ id: 1, name: '臺北', at, doc: { a: [1, 2] }, raw: new Uint8Array([0, 255]), tags: ['x', 'y'] }]);
  });

  it('hands back PostgreSQL’s error fields, and the same statement runs again after its error', async () => {
    const insert = 'insert into probe (id) values ($1)';
    await statements.query(insert, [10]);
    const err = (await statements.query(insert, [10]).catch((e: unknown) => e)) as Error & { code?: string; constraint?: string };
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('probe_pkey');
    expect((await statements.query(insert, [11])).affectedRows).toBe(1);
    const syntax = (await statements.query('select from from probe', []).catch((e: unknown) => e)) as Error & { code?: string };
    expect(syntax.code).toBe('42601');
  });

  it('opens a transaction with a statement when asked: a rollback takes back what it wrote', async () => {
    const insert = 'insert into probe (id) values ($1)';
    await statements.query(insert, [20], true);
    await statements.query('rollback', []);
    await statements.query(insert, [21], true);
    await statements.query('commit', []);
    // A text not seen before: the BEGIN goes with its preparation.
    await statements.query('insert into probe (id, name) values ($1, $2)', [22, 'new text'], true);
    await statements.query('rollback', []);
    const { rows } = await statements.query('select id from probe where id = any($1) order by id', [[20, 21, 22]]);
    expect(rows).toEqual([{ id: 21 }]);
  });

  it('answers a table’s new columns after it changed under a kept statement', async () => {
    const select = 'select * from probe where id = $1';
    await statements.query(select, [1]);
    await statements.query('alter table probe add column added int default 7', []);
    expect((await statements.query(select, [1])).rows[0]).toMatchObject({ id: 1, added: 7 });
  });

  it('keeps no more statements than its bound, and each text still answers after its own was let go', async () => {
    const texts = Array.from({ length: 6 }, (_, i) => `select $1::int + ${i} as n`);
    for (const round of [0, 1]) {
      for (const [i, text] of texts.entries()) expect((await statements.query(text, [round])).rows).toEqual([{ n: round + i }]);
    }
    expect(await kept()).toBe(3);
  });
});
