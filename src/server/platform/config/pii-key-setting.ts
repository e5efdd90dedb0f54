// The PII_KEYS setting and the key file's lines (docs/personal-data.md): `<id>=<base64 of 32 bytes>`,
// the first (newest) one seals new values. Parsing a setting is the config's work; the cipher and the
// key file (src/server/platform/security/) use these.

export interface PiiKey {
  /** Written beside every value; letters, digits, '-' and '_'. */
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

/** Where this server's keys come from: PII_KEYS when set, else the embedded key file. */
export interface PiiSettings {
  keys: PiiKey[];
  keyFile: string;
}

export const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

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

