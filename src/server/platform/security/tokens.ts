// Random secrets and their hashes. Session tokens are 256-bit random, stored as SHA-256 (a fast hash
// is right for high-entropy tokens). Upload login codes are shorter (people type them), so they get
// scrypt with a per-code salt.
// Cost: the codes are random (≈ 2^49), not chosen by people, so no dictionary helps an attacker and
// the cost only has to make a search of a stolen table hopeless: ≈ 2 ms of a core per try leaves
// ≈ 2^48 tries × 2 ms ≈ 2 × 10^4 core-years per code. Every registration hashes one and every sign-in
// verifies one: Node's default 2^14 (≈ 40–110 ms), then 2^12 (≈ 8 ms), made hashing a large share of
// both in a deadline surge of 200 at once on two cores (bench/rush.mjs, README "Performance").
// That work (N·r·p = 2^13 blocks) is done as 16 lanes of N = 2^6 (64 KiB each, one after another)
// rather than one lane of N = 2^10 (1 MiB): the server's malloc gives every block over 128 KiB its own
// mapping (scripts/server-node-args.mjs, for its idle memory), so a 1 MiB block was mapped, faulted in
// page by page and unmapped at every hash: 5.5–6.3 ms of CPU instead of 1.9, a third of it in the
// kernel, and each unmapping interrupted the other core (docs/performance.md, "7 Dec 2026, evening").
// A GPU fits more 64 KiB lanes than 1 MiB ones at once; the code space, not the memory, is what keeps
// the search hopeless. Staff passwords, chosen by people, keep one large lane (features/staff/password.ts).
// The stored form names its cost, so a later change still verifies older hashes.
import { createHash, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;

/** scrypt's cost: N = 2^log2N, in `lanes` (its p) done one after another; r is always 8. */
export interface ScryptCost {
  log2N: number;
  lanes: number;
}
const BLOCK_SIZE = 8; // scrypt's r
const ACCESS_CODE_COST: ScryptCost = { log2N: 6, lanes: 16 };
/** Hashes stored before the cost was written down (`scrypt$salt$hash`) used Node's default. */
const LEGACY_COST: ScryptCost = { log2N: 14, lanes: 1 };
/** The work a stored value may ask for, as log2(N·p): below it a hash is too cheap to trust, above it a sign-in would spend too long. */
const MIN_WORK_LOG2 = 10;
const MAX_WORK_LOG2 = 16;
const MAX_LANES = 16;
const MAX_MEM = 129 * 2 ** 20; // scrypt needs 128·N·r bytes: room for N = 2^16 in one lane (64 MiB)

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
  return scryptHash(normalizeAccessCode(code), ACCESS_CODE_COST);
}

export async function verifyAccessCode(input: string, stored: string): Promise<boolean> {
  return scryptVerify(normalizeAccessCode(input), stored);
}

/**
 * The stored form of every slow hash: `scrypt$ln=<log2 N>,r=8,p=<lanes>$<salt>$<hash>` (the PHC string's
 * parameters). Read too: `scrypt$<log2 N>$<salt>$<hash>` (one lane, before 7 Dec 2026) and
 * `scrypt$<salt>$<hash>` (LEGACY_COST). Staff passwords, which people choose, use a higher cost than the
 * random codes (src/server/features/staff/password.ts).
 */
export async function scryptHash(text: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(text, salt, 32, scryptOptions(cost));
  return `scrypt$ln=${cost.log2N},r=${BLOCK_SIZE},p=${cost.lanes}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function scryptVerify(text: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [scheme, params, salt, hash] = parts.length === 3 ? [parts[0], '', parts[1], parts[2]] : parts;
  const cost = parts.length === 3 ? LEGACY_COST : storedCost(params ?? '');
  if (scheme !== 'scrypt' || !salt || !hash || !cost) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(text, Buffer.from(salt, 'base64url'), expected.length, scryptOptions(cost));
  return timingSafeEqual(actual, expected);
}

const scryptOptions = (cost: ScryptCost) => ({ N: 2 ** cost.log2N, r: BLOCK_SIZE, p: cost.lanes, maxmem: MAX_MEM });

/** The cost a stored hash names, or null for one we would not compute (malformed, too cheap, too dear). */
function storedCost(params: string): ScryptCost | null {
  const named = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/.exec(params);
  if (named && Number(named[2]) !== BLOCK_SIZE) return null;
  const cost = named ? { log2N: Number(named[1]), lanes: Number(named[3]) } : /^\d{1,2}$/.test(params) ? { log2N: Number(params), lanes: 1 } : null;
  if (!cost || cost.lanes < 1 || cost.lanes > MAX_LANES) return null;
  const work = cost.log2N + Math.log2(cost.lanes);
  return work >= MIN_WORK_LOG2 && work <= MAX_WORK_LOG2 ? cost : null;
}
