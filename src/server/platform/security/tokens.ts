// Random secrets and their hashes. Session tokens are 256-bit random, stored as SHA-256 (a fast hash
// is right for high-entropy tokens). Upload login codes are shorter (people type them), so they get
// scrypt with a per-code salt.
// Cost: the codes are random (≈ 2^49), not chosen by people, so no dictionary helps an attacker and
// the cost only has to make a search of a stolen table hopeless. N = 2^10 (1 MiB, ≈ 2 ms here) leaves
// ≈ 2^48 tries × 2 ms ≈ 2 × 10^4 core-years per code. Every registration hashes one and every sign-in
// verifies one: Node's default 2^14 (≈ 40–110 ms), then 2^12 (≈ 8 ms), made hashing a large share of
// both in a deadline surge of 200 at once on two cores (bench/rush.mjs, README "Performance").
// The stored form names its cost, so a later change still verifies older hashes.
import { createHash, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: { N: number; maxmem: number }) => Promise<Buffer>;
const COST_LOG2 = 10;
/** Hashes stored before the cost was written down (`scrypt$salt$hash`) used Node's default. */
const LEGACY_COST_LOG2 = 14;
const MAX_COST_LOG2 = 16; // a stored value never makes a sign-in allocate more than 64 MiB
const MAX_MEM = 129 * 2 ** 20; // scrypt needs 128·N·r bytes (r = 8): room for MAX_COST_LOG2

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
  return scryptHash(normalizeAccessCode(code), COST_LOG2);
}

export async function verifyAccessCode(input: string, stored: string): Promise<boolean> {
  return scryptVerify(normalizeAccessCode(input), stored);
}

/**
 * The stored form of every slow hash: `scrypt$<log2 N>$<salt>$<hash>`. Staff passwords, which people
 * choose, use a higher cost than the random codes (src/server/features/staff/password.ts).
 */
export async function scryptHash(text: string, costLog2: number): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(text, salt, 32, { N: 2 ** costLog2, maxmem: MAX_MEM });
  return `scrypt$${costLog2}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function scryptVerify(text: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [scheme, cost, salt, hash] = parts.length === 3 ? [parts[0], String(LEGACY_COST_LOG2), parts[1], parts[2]] : parts;
  const costLog2 = Number(cost);
  if (scheme !== 'scrypt' || !salt || !hash || !Number.isInteger(costLog2) || costLog2 < 10 || costLog2 > MAX_COST_LOG2) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(text, Buffer.from(salt, 'base64url'), expected.length, { N: 2 ** costLog2, maxmem: MAX_MEM });
  return timingSafeEqual(actual, expected);
}
