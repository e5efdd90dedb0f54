// The recommendation reward draw (SPEC.md section 1), as a pure function: the same seed and the same ticket
// list give the same winners, on any machine, so anyone can re-run a published draw (README "The
// recommendation draw"; `npm run draw:verify`). No I/O here: the server, the verify script and the tests
// call the same code.
//
// The algorithm, step by step:
//  1. The seed is the text staff typed at the draw (e.g. the witnessing lawyer's number), Unicode NFC,
//     without leading or trailing spaces.
//  2. The tickets are one registration number per successful recommendation (a recommender with three
//     successful recommendations holds three tickets), sorted by registration number: the published list.
//  3. A stream of random 32-bit numbers: block k (k = 0, 1, 2, …) is HMAC-SHA256 with the seed's UTF-8
//     bytes as key and the decimal digits of k (ASCII) as message; each block gives eight unsigned 32-bit
//     big-endian numbers, read in order.
//  4. A uniform whole number below n: take the next number u of the stream; if u ≥ 2^32 − (2^32 mod n),
//     throw it away and take the next (rejection sampling, so no number below n is favoured); else u mod n.
//  5. Fisher–Yates: for i from the last index down to 1, j = uniform(i + 1), swap tickets i and j.
//  6. The shuffled tickets are read from the first: each ticket whose recommender holds no prize yet takes
//     the next prize (10 vouchers, then 1 gift: REWARD_PRIZES in src/shared/reward-draw.ts); a recommender
//     wins at most once, further tickets of theirs are passed over. With fewer recommenders than prizes,
//     the prizes left are not given.
import { createHash, createHmac } from 'node:crypto';

export interface PrizeSlot {
  kind: string;
  count: number;
}

export interface DrawWinner {
  /** The prize kind (REWARD_PRIZES.draw[].kind). */
  prize: string;
  registrationNumber: string;
}

export interface DrawResult {
  /** The tickets after the shuffle. */
  shuffled: string[];
  winners: DrawWinner[];
}

/** The seed as the draw uses it (step 1). */
export const normalizeSeed = (seed: string) => seed.normalize('NFC').trim();

/**
 * The seed's commitment (issue 30, item 7): SHA-256 of the seed as the draw reads it (step 1), UTF-8, in
 * lower-case hex. Published before the recommendation period ends; anyone checks it against the seed
 * published with the draw (`printf '%s' "<seed>" | sha256sum`, or `npm run draw:verify`).
 */
export const seedSha256 = (seed: string) => createHash('sha256').update(normalizeSeed(seed), 'utf8').digest('hex');

/** The stream of random 32-bit numbers of step 3. */
export function randomStream(seed: string): () => number {
  const key = Buffer.from(normalizeSeed(seed), 'utf8');
  let block = 0;
  let words: number[] = [];
  return () => {
    if (words.length === 0) {
      const bytes = createHmac('sha256', key).update(String(block++), 'ascii').digest();
      words = Array.from({ length: 8 }, (_, i) => bytes.readUInt32BE(4 * i));
    }
    return words.shift()!;
  };
}

const RANGE = 2 ** 32;

/** A uniform whole number in [0, n) from the stream (step 4). */
export function uniformBelow(next: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`uniformBelow: n must be 1…2^32, not ${n}`);
  const limit = RANGE - (RANGE % n);
  for (;;) {
    const u = next();
    if (u < limit) return u % n;
  }
}

/** The tickets shuffled by the seed (step 5); the input is not changed. */
export function shuffleTickets(seed: string, tickets: readonly string[]): string[] {
  const next = randomStream(seed);
  const out = [...tickets];
  for (let i = out.length - 1; i >= 1; i--) {
    const j = uniformBelow(next, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The whole draw (steps 1-6). */
export function drawWinners(seed: string, tickets: readonly string[], prizes: readonly PrizeSlot[]): DrawResult {
  const shuffled = shuffleTickets(seed, tickets);
  const slots = prizes.flatMap((p) => Array.from({ length: p.count }, () => p.kind));
  const winners: DrawWinner[] = [];
  const won = new Set<string>();
  for (const ticket of shuffled) {
    if (winners.length === slots.length) break;
    if (won.has(ticket)) continue;
    won.add(ticket);
    winners.push({ prize: slots[winners.length]!, registrationNumber: ticket });
  }
  return { shuffled, winners };
}

/** The canonical ticket order (step 2): by registration number, code point by code point. */
export const sortTickets = (tickets: readonly string[]) => [...tickets].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
