// The recommendation draw's algorithm (src/server/features/draw/draw-algorithm.ts): the same seed and list give
// the same winners; another seed another order; and a known answer worked out here step by step with
// node:crypto, apart from the module, as someone re-running a published draw would.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawWinners, normalizeSeed, randomStream, shuffleTickets, sortTickets, uniformBelow } from '../../src/server/features/draw/draw-algorithm';
import { REWARD_PRIZES } from '../../src/shared/reward-draw';

/** 40 tickets of 30 recommenders: the first ten hold two tickets each. */
const TICKETS = sortTickets(Array.from({ length: 30 }, (_, i) => `A${String(i + 1).padStart(4, '0')}`).flatMap((n, i) => (i < 10 ? [n, n] : [n])));

describe('the draw', () => {
  it('gives the same winners when re-run from the same seed and list', () => {
    const first = drawWinners('律師證號 113北律字第 0123 號', TICKETS, REWARD_PRIZES.draw);
    const again = drawWinners('律師證號 113北律字第 0123 號', [...TICKETS], REWARD_PRIZES.draw);
    expect(again).toEqual(first);
    expect(first.winners).toHaveLength(11);
    expect(first.winners.map((w) => w.prize)).toEqual([...Array(10).fill('voucher'), 'gift']);
  });

  it('gives another order from another seed', () => {
    const a = shuffleTickets('seed-1', TICKETS);
    const b = shuffleTickets('seed-2', TICKETS);
    expect(a).not.toEqual(b);
    expect(sortTickets(a)).toEqual(TICKETS);
    expect(sortTickets(b)).toEqual(TICKETS);
  });

  it('reads the seed as typed but for surrounding spaces and Unicode form', () => {
    expect(drawWinners('  A123 ', TICKETS, REWARD_PRIZES.draw)).toEqual(drawWinners('A123', TICKETS, REWARD_PRIZES.draw));
    // "é" as one code point and as e + combining accent: one seed.
    expect(normalizeSeed('caf\u00e9')).toBe(normalizeSeed('cafe\u0301'));
  });

  it('gives a recommender one prize at most, whatever tickets they hold, and leaves prizes unawarded when recommenders run out', () => {
    const { winners } = drawWinners('x', ['B1', 'B1', 'B1', 'B2', 'B2', 'B3'], REWARD_PRIZES.draw);
    expect(winners.map((w) => w.registrationNumber).sort()).toEqual(['B1', 'B2', 'B3']);
    expect(winners.map((w) => w.prize)).toEqual(['voucher', 'voucher', 'voucher']);
  });

  it('rejects stream numbers that would favour small results (no modulo bias)', () => {
    const n = 2 ** 31 + 1; // 2^32 mod n = 2^31 - 1: numbers from n*1 = 2^31+1 up are thrown away
    const values = [2 ** 31 + 1, 2 ** 32 - 1, 7];
    const next = () => values.shift()!;
    expect(uniformBelow(next, n)).toBe(7);
    expect(values).toHaveLength(0);
    expect(uniformBelow(() => 2 ** 31, n)).toBe(2 ** 31);
  });

  it('matches a known answer worked out step by step with node:crypto', () => {
    const seed = 'LAWYER-0042';
    const tickets = ['R001', 'R002', 'R002', 'R003', 'R004'];
    // The stream: HMAC-SHA256(key = seed, message = "0"), eight big-endian 32-bit words.
    const block0 = createHmac('sha256', Buffer.from(seed, 'utf8')).update('0').digest();
    const words = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => block0.readUInt32BE(i * 4));
    const stream = randomStream(seed);
    expect(words.map(() => stream())).toEqual(words);
    // Fisher–Yates by hand, i = 4 … 1, j = u mod (i + 1) unless u falls in the rejected top of the range.
    const expected = [...tickets];
    let w = 0;
    for (let i = expected.length - 1; i >= 1; i--) {
      const n = i + 1;
      let u = words[w++]!;
      while (u >= 2 ** 32 - (2 ** 32 % n)) u = words[w++]!;
      const j = u % n;
      [expected[i], expected[j]] = [expected[j]!, expected[i]!];
    }
    expect(shuffleTickets(seed, tickets)).toEqual(expected);
    // Winners: the shuffled tickets from the first, one prize per recommender.
    const seen = new Set<string>();
    const winners = expected.filter((t) => !seen.has(t) && seen.add(t));
    expect(drawWinners(seed, tickets, [{ kind: 'voucher', count: 3 }, { kind: 'gift', count: 1 }]).winners).toEqual([
      ...winners.slice(0, 3).map((n) => ({ prize: 'voucher', registrationNumber: n })),
      { prize: 'gift', registrationNumber: winners[3] },
    ]);
    // Frozen, so that a change of the algorithm cannot pass unnoticed (a published draw must stay re-runnable).
    expect(expected).toMatchInlineSnapshot(`
      [
        "R002",
        "R001",
        "R003",
        "R004",
        "R002",
      ]
    `);
  });
});
