// Where the personal-data keys come from (README "Personal data at rest"): PII_KEYS when set
// (required with DATABASE_URL, see config.ts); otherwise, on the embedded database, a key file in the
// data directory but outside the database folder (DATA_DIR/keys/pii.key, mode 0600), made once on the
// first start and reused on every later one, so a copy of the database alone never reveals the numbers.
// Both hold the same list: `<id>=<base64 of 32 bytes>`, the first (newest) one seals new values.
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parsePiiKeys, type PiiKey, type PiiSettings } from '../config/pii-key-setting';

export const formatPiiKey = (k: PiiKey) => `${k.id}=${k.key.toString('base64')}`;

/** A fresh key whose id says when it was made (newest first is the file's order, the id helps people). */
export function newPiiKey(now = new Date()): PiiKey {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return { id: `k${day}-${randomBytes(3).toString('hex')}`, key: randomBytes(32) };
}

/** The keys for this server: PII_KEYS, else the embedded key file (created on first use). */
export function resolvePiiKeys(config: { pii: PiiSettings }): PiiKey[] {
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
