// Random secrets and their hashes. Session tokens are 256-bit random, stored as SHA-256 (a fast hash
// is right for high-entropy tokens). Upload login codes are shorter (people type them), so they get
// scrypt with a per-code salt.
import { createHash, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export const newToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Crockford-style alphabet without 0/O, 1/I/L and U: easy to read aloud and type on a phone. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10; // 30^10 ≈ 2^49 (DESIGN.md: at least 48 bits)

export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What people type: case and spaces/dashes do not matter. */
export function normalizeAccessCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export async function hashAccessCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(normalizeAccessCode(code), salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyAccessCode(input: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(normalizeAccessCode(input), Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}
