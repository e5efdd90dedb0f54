// National ID numbers at rest (issue 15): sealed with AES-256-GCM under a key the database never holds.
// Neither the embedded database's files nor a SQL select show a number, the owner's edit form still
// reads it exactly; the embedded key file lives outside the database folder (0600) and survives a
// restart; PostgreSQL refuses to start without PII_KEYS; rotation moves every value to the newest key;
// an altered value fails loudly; values stored before encryption are sealed at the next start; mail and
// the log never carry a number.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config/config';
import { openDatabase } from '../../src/server/platform/db/index';
import * as nationalIdSealed from '../../src/server/platform/db/migrations/0003-national-id-sealed';
import { createStaff, staffSignIn } from '../helpers/staff';
import { rotateNationalIdKeys } from '../../src/server/pii-rotation';
import { isSealed, keyIdOf, PiiCipher, PiiCipherError } from '../../src/server/platform/security/pii-cipher';
import { parsePiiKeys } from '../../src/server/platform/config/pii-key-setting';
import { signIn } from '../helpers/registrant';
import { freshPostgres, startTestServer, TEST_PII_KEYS, type TestServer } from '../helpers/test-server';
import { individualBody, lettersTo, readLookups, register, uploadCandidatePhoto, type Created, type Envelope } from '../server/registration-fixtures';

const run = promisify(execFile);
/** Tests that start servers (and PGlite) several times: each start takes seconds on a busy machine. */
const RESTARTS = 180_000;
const newKey = () => randomBytes(32).toString('base64');
type Read = { indPersonalIdNumber: string | null };

/** A database that outlives one server: a data directory and, on a PostgreSQL run, a database of its own. */
async function persistentStore(kind: 'embedded' | 'suite' = 'suite') {
  const dataDir = await mkdtemp(join(tmpdir(), 'ta-pii-'));
  const admin = process.env.TEST_DATABASE_URL;
  const pg = kind === 'suite' && admin ? await freshPostgres(admin) : undefined;
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? '' },
    drop: async () => {
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function registerIndividual(server: TestServer, idNumber: string) {
  const client = server.client();
  const body = individualBody(await readLookups(client), await uploadCandidatePhoto(client), { indPersonalIdNumber: idNumber });
  const res = await register(client, body);
  expect(res.status, res.text).toBe(200);
  return { email: String(body.contactEmail), who: res.body.data as Created };
}

async function readAsOwner(server: TestServer, who: Created) {
  const client = server.client();
  await signIn(client, who);
  return client.get<Envelope<Read>>(`/api/registrations/v1/read/${who.uid}`);
}

async function storedValue(server: TestServer, uid: string): Promise<string | null> {
  const row = await server.app.services.db.selectFrom('registration').select('ind_personal_id_number').where('uid', '=', uid).executeTakeFirstOrThrow();
  return row.ind_personal_id_number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** The files under `dir` whose raw bytes hold `needle`. */
async function filesHolding(dir: string, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await filesUnder(dir)) if ((await readFile(file)).includes(needle)) found.push(relative(dir, file));
  return found;
}

describe('the embedded database', () => {
  const idNumber = 'F131104093';
  let store: Awaited<ReturnType<typeof persistentStore>>;
  let who: Created;
  let keyFileText = '';
  beforeAll(async () => {
    store = await persistentStore('embedded');
  });
  afterAll(async () => store?.drop());

  it('keeps the number out of its files, a SQL select, the letters and the log; the owner reads it exactly', async () => {
    let log = '';
    const server = await startTestServer({ ...store.env, LOG_LEVEL: 'trace' }, { logStream: { write: (line: string) => void (log += line) } });
    let email: string;
    try {
      ({ who, email } = await registerIndividual(server, idNumber));
      const read = await readAsOwner(server, who);
      expect(read.status).toBe(200);
      expect(read.body.data.indPersonalIdNumber).toBe(idNumber);

      const stored = await storedValue(server, who.uid);
      expect(stored).toMatch(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
      expect(stored).not.toContain(idNumber);
      const all = await sql<Record<string, unknown>>`select * from registration`.execute(server.app.services.db);
      expect(JSON.stringify(all.rows)).not.toContain(idNumber);

      const letters = await lettersTo(server, email);
      expect(letters.length).toBeGreaterThan(0);
      for (const letter of letters) expect(`${letter.subject} ${letter.text} ${String(letter.html)}`).not.toContain(idNumber);
      expect(await filesHolding(server.config.outboxDir, idNumber)).toEqual([]);
      expect(log).toContain('/api/registrations/v1/create');
      expect(log).not.toContain(idNumber);
    } finally {
      await server.close(); // stops PGlite: everything it holds is on disk now
    }
    // The raw files: the whole data directory (database, outbox, files, key file) holds no number,
    // while the same registration's e-mail address is there (the scan does see what was stored).
    expect(await filesHolding(join(store.dataDir, 'pglite'), email)).not.toEqual([]);
    expect(await filesHolding(store.dataDir, idNumber)).toEqual([]);
  }, RESTARTS);

  it('made its key once, outside the database folder, readable by this user only, and reuses it after a restart', async () => {
    const keyFile = join(store.dataDir, 'keys', 'pii.key');
    expect(((await stat(keyFile)).mode & 0o777).toString(8)).toBe('600');
    expect(relative(join(store.dataDir, 'pglite'), keyFile).startsWith('..')).toBe(true);
    keyFileText = await readFile(keyFile, 'utf8');
    const [key] = parsePiiKeys(keyFileText, keyFile);
    expect(await filesHolding(join(store.dataDir, 'pglite'), key!.key.toString('base64'))).toEqual([]);

    const server = await startTestServer(store.env);
    try {
      expect((await readAsOwner(server, who)).body.data.indPersonalIdNumber).toBe(idNumber);
      expect(keyIdOf((await storedValue(server, who.uid))!)).toBe(key!.id);
    } finally {
      await server.close();
    }
    expect(await readFile(keyFile, 'utf8')).toBe(keyFileText);
  }, RESTARTS);

  it('rotates with `npm run pii:rotate -- --new-key`: a new first key, every value moved to it, a re-run rewrites nothing', async () => {
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/pii-rotate.ts', ...args], { env: { ...process.env, ...store.env, LOG_LEVEL: 'silent', PII_KEYS: '' } });
    const first = await cli('--new-key');
    expect(first.stdout).toContain('re-encrypted: 1;');
    const keyFile = join(store.dataDir, 'keys', 'pii.key');
    const keys = parsePiiKeys(await readFile(keyFile, 'utf8'), keyFile);
    expect(keys).toHaveLength(2);
    expect(keys[1]!.id).toBe(parsePiiKeys(keyFileText, keyFile)[0]!.id); // the old key stays, for reading
    expect(((await stat(keyFile)).mode & 0o777).toString(8)).toBe('600');
    expect((await cli()).stdout).toContain('re-encrypted: 0;');

    const server = await startTestServer(store.env);
    try {
      expect(keyIdOf((await storedValue(server, who.uid))!)).toBe(keys[0]!.id);
      expect((await readAsOwner(server, who)).body.data.indPersonalIdNumber).toBe(idNumber);
    } finally {
      await server.close();
    }
  }, RESTARTS);
});

describe('settings', () => {
  it('refuse PostgreSQL without PII_KEYS, naming the setting and how to make a key', () => {
    const start = () => loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/award', DATA_DIR: tmpdir() });
    expect(start).toThrow(/DATABASE_URL is set, so PII_KEYS is required/);
    expect(start).toThrow(`require('crypto').randomBytes(32).toString('base64')`);
    const key = newKey();
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/award', PII_KEYS: `k2=${key}, k1=${newKey()}` });
    expect(config.pii.keys.map((k) => k.id)).toEqual(['k2', 'k1']);
    expect(config.pii.keys[0]!.key.toString('base64')).toBe(key);
  });

  it('refuse a key that is not 32 bytes of base64, a bad id, or two keys with one id', () => {
    expect(() => loadConfig({ PII_KEYS: `k1=${randomBytes(16).toString('base64')}` })).toThrow(/PII_KEYS: key "k1" is not the base64 of 32 bytes/);
    expect(() => loadConfig({ PII_KEYS: `k1=${newKey().slice(0, -2)}!!` })).toThrow(/PII_KEYS/);
    expect(() => loadConfig({ PII_KEYS: `bad:id=${newKey()}` })).toThrow(/PII_KEYS: each key is <id>=<base64 of 32 bytes>/);
    expect(() => loadConfig({ PII_KEYS: `k1=${newKey()},k1=${newKey()}` })).toThrow(/same id/);
    expect(parsePiiKeys(`# a comment, with a comma\nk1=${newKey()}\n`, 'file')).toHaveLength(1);
  });
});

describe('the cipher', () => {
  const keys = [{ id: 'k2', key: randomBytes(32) }, { id: 'k1', key: randomBytes(32) }];
  const cipher = new PiiCipher(keys);

  it('seals with the newest key and a fresh IV each time, and opens with any key it holds', () => {
    const a = cipher.seal('A123456789', 'row-1');
    expect(a).not.toBe(cipher.seal('A123456789', 'row-1'));
    expect(isSealed(a) && keyIdOf(a)).toBe('k2');
    expect(cipher.open(a, 'row-1')).toBe('A123456789');
    const older = new PiiCipher([keys[1]!]).seal('A123456789', 'row-1');
    expect(cipher.open(older, 'row-1')).toBe('A123456789');
  });

  it('refuses, loudly, an altered value, a value moved to another row, an unknown key, a swapped key id', () => {
    const sealed = cipher.seal('A123456789', 'row-1');
    const parts = sealed.split(':');
    const ct = parts[4]!;
    const altered = [...parts.slice(0, 4), (ct[0] === 'A' ? 'B' : 'A') + ct.slice(1)].join(':');
    expect(() => cipher.open(altered, 'row-1')).toThrow(PiiCipherError);
    expect(() => cipher.open(altered, 'row-1')).toThrow(/failed authentication/);
    expect(() => cipher.open(sealed, 'row-2')).toThrow(/failed authentication/);
    expect(() => new PiiCipher([{ id: 'k9', key: randomBytes(32) }]).open(sealed, 'row-1')).toThrow(/"k2" is not configured/);
    expect(() => cipher.open(['v1', 'k1', ...parts.slice(2)].join(':'), 'row-1')).toThrow(/failed authentication/);
    expect(() => cipher.open('A123456789', 'row-1')).toThrow(/not a sealed/);
  });
});

describe('on the suite database (PGlite, or PostgreSQL on a PostgreSQL run)', () => {
  const idNumber = 'A223456781';

  it('rotates to a new key with PII_KEYS; reads work with both keys and with the new one alone; the old one alone cannot start', async () => {
    const store = await persistentStore();
    const [oldKey, nextKey] = [`old=${newKey()}`, `next_1=${newKey()}`];
    try {
      let server = await startTestServer({ ...store.env, PII_KEYS: oldKey });
      const { who } = await registerIndividual(server, idNumber);
      expect(keyIdOf((await storedValue(server, who.uid))!)).toBe('old');
      // A staff member's authenticator secret is sealed with the same keys and must move with them.
      const staff = await createStaff(server, 'reviewer');
      await server.close();

      const both = loadConfig({ ...store.env, PII_KEYS: `${nextKey},${oldKey}`, LOG_LEVEL: 'silent' }, { serveWeb: false });
      const first = await rotateNationalIdKeys(both);
      expect(first).toMatchObject({ resealed: 1, changedMeanwhile: 0, writeKeyId: 'next_1', inUse: { next_1: 1 }, staffSecrets: { resealed: 1, inUse: { next_1: 1 } } });
      expect(await rotateNationalIdKeys(both)).toMatchObject({ resealed: 0, inUse: { next_1: 1 }, staffSecrets: { resealed: 0, inUse: { next_1: 1 } } });

      for (const keys of [`${nextKey},${oldKey}`, nextKey]) {
        server = await startTestServer({ ...store.env, PII_KEYS: keys });
        try {
          expect(keyIdOf((await storedValue(server, who.uid))!)).toBe('next_1');
          expect((await readAsOwner(server, who)).body.data.indPersonalIdNumber).toBe(idNumber);
          if (keys === nextKey) expect((await staffSignIn(server.client(), staff)).status).toBe(200);
        } finally {
          await server.close();
        }
      }
      await expect(startTestServer({ ...store.env, PII_KEYS: oldKey })).rejects.toThrow(/sealed with key\(s\) next_1, which this server does not have/);
    } finally {
      await store.drop();
    }
  }, RESTARTS);

  it('fails loudly on an altered value: the read answers 500, rotation and the next start stop', async () => {
    const store = await persistentStore();
    const env = { ...store.env, PII_KEYS: TEST_PII_KEYS };
    try {
      const server = await startTestServer(env);
      let who: Created;
      try {
        ({ who } = await registerIndividual(server, idNumber));
        const parts = (await storedValue(server, who.uid))!.split(':');
        const ct = parts[4]!;
        const altered = [...parts.slice(0, 4), (ct[0] === 'A' ? 'B' : 'A') + ct.slice(1)].join(':');
        await server.app.services.db.updateTable('registration').set({ ind_personal_id_number: altered }).where('uid', '=', who.uid).execute();
        const read = await readAsOwner(server, who);
        expect(read.status).toBe(500);
        expect(read.text).not.toContain(idNumber);
      } finally {
        await server.close();
      }
      const config = loadConfig({ ...env, PII_KEYS: `newer=${newKey()},${TEST_PII_KEYS}`, LOG_LEVEL: 'silent' }, { serveWeb: false });
      await expect(rotateNationalIdKeys(config)).rejects.toThrow(/failed authentication/);
      await expect(startTestServer(env)).rejects.toThrow(/failed authentication/);
    } finally {
      await store.drop();
    }
  }, RESTARTS);

  it('seals numbers stored before encryption at the next start, and the database refuses a new plain-text number', async () => {
    const store = await persistentStore();
    const env = { ...store.env, PII_KEYS: TEST_PII_KEYS };
    try {
      let server = await startTestServer(env);
      const { who } = await registerIndividual(server, idNumber);
      await server.close();

      // A number stored in plain text before migration 0003, which then ran over it (its check is
      // NOT VALID: old rows stay as they are). Later migrations stay applied.
      const config = loadConfig({ ...env, LOG_LEVEL: 'silent' }, { serveWeb: false });
      const before = await openDatabase(config);
      try {
        await sql`alter table registration drop constraint registration_national_id_sealed`.execute(before.db);
        await before.db.updateTable('registration').set({ ind_personal_id_number: idNumber }).where('uid', '=', who.uid).execute();
        await nationalIdSealed.up(before.db);
      } finally {
        await before.close();
      }

      server = await startTestServer(env);
      try {
        const stored = (await storedValue(server, who.uid))!;
        expect(isSealed(stored)).toBe(true);
        expect(stored).not.toContain(idNumber);
        expect((await readAsOwner(server, who)).body.data.indPersonalIdNumber).toBe(idNumber);
        const plainWrite = server.app.services.db.updateTable('registration').set({ ind_personal_id_number: idNumber }).where('uid', '=', who.uid).execute();
        await expect(plainWrite).rejects.toThrow(/registration_national_id_sealed/);
      } finally {
        await server.close();
      }
    } finally {
      await store.drop();
    }
  }, RESTARTS);
});
