// Personal data at rest (issue 15): AES-256-GCM with a random 96-bit IV per value, the tag kept, and
// the id of the key written beside each value so keys can rotate. A stored value is one text:
//   v1:<keyId>:<iv>:<tag>:<ciphertext>        (iv, tag, ciphertext in base64url)
// The version and key id, and a caller's context (the row a value belongs to), are authenticated as
// associated data: a value copied into another row, or given another key id, no longer opens.
// Pure crypto, no I/O: the keys come from ./pii-keys.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { KEY_ID, type PiiKey } from '../config/pii-key-setting';

export type { PiiKey };

export class PiiCipherError extends Error {
  override name = 'PiiCipherError';
}

const VERSION = 'v1';
const PREFIX = `${VERSION}:`;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Whether a stored value is already in the envelope (anything else is legacy plain text). */
export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** The key id of an envelope, or null for plain text. */
export function keyIdOf(value: string): string | null {
  return isSealed(value) ? (value.split(':')[1] ?? null) : null;
}

export class PiiCipher {
  private readonly keys: ReadonlyMap<string, Buffer>;
  /** The newest key: every new value is sealed with it. */
  readonly writeKeyId: string;

  constructor(keys: readonly PiiKey[]) {
    const [first] = keys;
    if (!first) throw new PiiCipherError('no personal-data key configured');
    for (const k of keys) {
      if (!KEY_ID.test(k.id)) throw new PiiCipherError(`personal-data key id "${k.id}" must be 1-32 letters, digits, '-' or '_'`);
      if (k.key.length !== 32) throw new PiiCipherError(`personal-data key "${k.id}" must be 32 bytes`);
    }
    this.keys = new Map(keys.map((k) => [k.id, k.key]));
    if (this.keys.size !== keys.length) throw new PiiCipherError('personal-data key ids must differ');
    this.writeKeyId = first.id;
  }

  /** The key ids this cipher can open. */
  get keyIds(): string[] {
    return [...this.keys.keys()];
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const header = `${PREFIX}${this.writeKeyId}`;
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.writeKeyId)!, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(aad(header, context));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [header, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(':');
  }

  /** Throws (never returns garbage) on a malformed value, an unknown key or a failed authentication. */
  open(sealed: string, context: string): string {
    const parts = sealed.split(':');
    if (parts.length !== 5 || parts[0] !== VERSION) throw new PiiCipherError('not a sealed personal-data value');
    const [, keyId, ivText, tagText, ctText] = parts as [string, string, string, string, string];
    const key = this.keys.get(keyId);
    if (!key) throw new PiiCipherError(`personal-data key "${keyId}" is not configured (PII_KEYS or the key file)`);
    const iv = Buffer.from(ivText, 'base64url');
    const tag = Buffer.from(tagText, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new PiiCipherError('malformed sealed personal-data value');
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(`${PREFIX}${keyId}`, context));
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(Buffer.from(ctText, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new PiiCipherError(`personal-data value failed authentication (key "${keyId}"): altered, moved from another row, or a different key under that id`);
    }
  }
}

const aad = (header: string, context: string) => Buffer.from(`${header}|${context}`, 'utf8');
