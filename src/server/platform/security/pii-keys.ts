// Where the personal-data keys come from (README "Personal data at rest"): PII_KEYS when set
// (required with DATABASE_URL, see config.ts); otherwise, on the embedded database, a key file in the
// data directory but outside the database folder (DATA_DIR/keys/pii.key, mode 0600), made once on the
// first start and reused on every later one, so a copy of the database alone never reveals the numbers.
// Both hold the same list: `<id>=<base64 of 32 bytes>`, the first (newest) one seals new values.
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from '../config/config';
import { KEY_ID, type PiiKey } from './pii-cipher';

/** How to make a key, for the messages that ask for one. */
export const GENERATE_KEY_HINT = `node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`;

/** Parses `id=base64,id2=base64` (commas or new lines; '#' starts a comment). Throws naming `source`. */
export function parsePiiKeys(text: string, source: string): PiiKey[] {
  const entries = text
    .split('\n')
    .flatMap((line) => line.replace(/#.*/, '').split(',')) // a comment may hold commas
    .map((entry) => entry.trim())
    .filter(Boolean);
  const keys = entries.map((entry) => {
    const eq = entry.indexOf('='); // base64 ends with '=' padding: only the first one separates
    const id = eq > 0 ? entry.slice(0, eq).trim() : '';
    const value = eq > 0 ? entry.slice(eq + 1).trim() : '';
    if (!KEY_ID.test(id)) throw new Error(`${source}: each key is <id>=<base64 of 32 bytes>, the id 1-32 letters, digits, '-' or '_'`);
    const key = Buffer.from(value, 'base64');
    // Buffer.from skips characters that are not base64: ask for the canonical text so a typo is not a different key.
    if (key.length !== 32 || !/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
      throw new Error(`${source}: key "${id}" is not the base64 of 32 bytes (make one with: ${GENERATE_KEY_HINT})`);
    }
    return { id, key };
  });
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error(`${source}: two keys have the same id`);
  return keys;
}

export const formatPiiKey = (k: PiiKey) => `${k.id}=${k.key.toString('base64')}`;

/** A fresh key whose id says when it was made (newest first is the file's order, the id helps people). */
export function newPiiKey(now = new Date()): PiiKey {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return { id: `k${day}-${randomBytes(3).toString('hex')}`, key: randomBytes(32) };
}

/** The keys for this server: PII_KEYS, else the embedded key file (created on first use). */
export function resolvePiiKeys(config: Pick<Config, 'pii'>): PiiKey[] {
  if (config.pii.keys.length > 0) return config.pii.keys;
  const file = config.pii.keyFile;
  if (!existsSync(file)) writeKeyFile(file, [newPiiKey()], 'wx');
  // A key file restored from a backup may have lost its mode: only this user may read it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const keys = parsePiiKeys(readFileSync(file, 'utf8'), file);
  if (keys.length === 0) throw new Error(`${file} holds no key`);
  return keys;
}

/** Rotation on the embedded database: a new key goes first in the file, the older ones stay for reading. */
export function prependKeyToFile(file: string, key: PiiKey): PiiKey[] {
  const keys = [key, ...(existsSync(file) ? parsePiiKeys(readFileSync(file, 'utf8'), file) : [])];
  const tmp = `${file}.tmp`;
  writeKeyFile(tmp, keys, 'w');
  renameSync(tmp, file);
  return keys;
}

function writeKeyFile(file: string, keys: PiiKey[], flag: 'w' | 'wx'): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const text = [
    '# Keys of the national ID numbers at rest (README "Personal data at rest"). Back this file up apart',
    '# from the database: without it the stored numbers cannot be read. First line: the key for new values.',
    ...keys.map(formatPiiKey),
    '',
  ].join('\n');
  // 'wx': two first starts cannot both make a key; fsync: a key that sealed values must survive a crash.
  const fd = openSync(file, flag, 0o600);
  try {
    writeFileSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
