// Assigning jurors to entries (src/server/features/judging/assignment.ts; issue 28): every entry gets k distinct
// jurors, none in conflict with it; the fewest-assigned juror takes each slot, so loads differ by at most one when
// nothing constrains them; a top-up after a conflict or a juror leaving brings entries back to k and keeps loads
// even; manual assignments count; the same input gives the same pairs.
import { describe, expect, it } from 'vitest';
import { assignJurors, conflictKey, loadPerJuror, type AssignmentPair } from '../../src/server/features/judging';
import { prng } from '../helpers/prng';

const uids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}`);
const spread = (loads: Map<string, number>) => Math.max(...loads.values()) - Math.min(...loads.values());

/** Pairs written 'entry:juror entry:juror …'. */
const pairsOf = (text: string): AssignmentPair[] =>
  text.split(' ').map((pair) => {
    const [registrationUid, jurorUid] = pair.split(':');
    return { registrationUid: registrationUid!, jurorUid: jurorUid! };
  });

/** Jurors per entry, from the pairs. */
function jurorsByEntry(pairs: AssignmentPair[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of pairs) out.set(p.registrationUid, [...(out.get(p.registrationUid) ?? []), p.jurorUid]);
  return out;
}

describe('assignJurors', () => {
  it('gives every entry k distinct jurors, never a conflicted one, on random stages with conflicts', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const r = prng(seed);
      const entries = uids('e', r.int(1, 120));
      const jurors = uids('j', r.int(1, 15));
      const k = r.int(1, 4);
      const conflicted = new Set<string>();
      for (const e of entries) for (const j of jurors) if (r.next() < 0.1) conflicted.add(conflictKey(j, e));
      const { added, short, ignored } = assignJurors({ entries, jurors, perEntry: k, existing: [], conflicted });
      expect(ignored).toEqual([]);
      const byEntry = jurorsByEntry(added);
      for (const e of entries) {
        const mine = byEntry.get(e) ?? [];
        expect(new Set(mine).size, `seed ${seed}`).toBe(mine.length);
        expect(mine.some((j) => conflicted.has(conflictKey(j, e)))).toBe(false);
        const free = jurors.filter((j) => !conflicted.has(conflictKey(j, e))).length;
        // As many as k, or every juror free of conflict when fewer: then the entry is reported short.
        expect(mine.length).toBe(Math.min(k, free));
        expect(short.find((s) => s.registrationUid === e)).toEqual(free < k ? { registrationUid: e, jurors: free } : undefined);
      }
    }
  });

  it('keeps loads within one of each other when nothing constrains them (2,000 entries, 30 jurors, k = 3: 200 each)', () => {
    for (const [e, j, k] of [[2000, 30, 3], [100, 7, 2], [57, 9, 3], [500, 13, 4], [10, 20, 1]] as const) {
      const jurors = uids('j', j);
      const { added, short } = assignJurors({ entries: uids('e', e), jurors, perEntry: k, existing: [], conflicted: new Set() });
      expect(short).toEqual([]);
      expect(added).toHaveLength(e * k);
      const loads = loadPerJuror(added, jurors);
      expect(spread(loads), `${e} × ${j} × ${k}`).toBeLessThanOrEqual(1);
      if (e === 2000) expect(new Set(loads.values())).toEqual(new Set([200]));
    }
  });

  it('keeps loads within one when a juror is in conflict with an entry and few jurors share the work (3 jurors, 2 per entry, 6 entries), whatever the uids', () => {
    const random = prng(2811);
    for (let round = 0; round < 200; round++) {
      const uid = () => random.int(0, 2 ** 30).toString(16).padStart(8, '0');
      const jurors = [uid(), uid(), uid()];
      const entries = Array.from({ length: 6 }, uid);
      const conflicted = new Set([conflictKey(random.pick(jurors), random.pick(entries))]);
      const { added, short } = assignJurors({ entries, jurors, perEntry: 2, existing: [], conflicted });
      expect(short).toEqual([]);
      const loads = [...loadPerJuror(added, jurors).values()];
      expect(Math.max(...loads) - Math.min(...loads), `round ${round}`).toBeLessThanOrEqual(1);
    }
  });

  it('gives each slot to the fewest-assigned juror, existing assignments included', () => {
    const existing = uids('old', 4).map((registrationUid) => ({ registrationUid, jurorUid: 'busy' }));
    const { added } = assignJurors({ entries: ['n1', 'n2', 'n3', 'n4'], jurors: ['busy', 'idle-a', 'idle-b'], perEntry: 1, existing, conflicted: new Set() });
    expect(added.filter((p) => p.jurorUid === 'busy')).toEqual([]);
    expect(loadPerJuror([...existing, ...added], ['busy', 'idle-a', 'idle-b'])).toEqual(new Map([['busy', 4], ['idle-a', 2], ['idle-b', 2]]));
  });

  it('tops up after a juror leaves: every entry back to k, loads still within one', () => {
    for (const [e, j, k] of [[2000, 30, 3], [200, 12, 3], [300, 10, 2]] as const) {
      const entries = uids('e', e);
      const jurors = uids('j', j);
      const first = assignJurors({ entries, jurors, perEntry: k, existing: [], conflicted: new Set() }).added;
      const leaver = jurors[3]!;
      const kept = first.filter((p) => p.jurorUid !== leaver);
      const rest = jurors.filter((x) => x !== leaver);
      const { added, short } = assignJurors({ entries, jurors: rest, perEntry: k, existing: kept, conflicted: new Set() });
      expect(added).toHaveLength(first.length - kept.length);
      expect(short).toEqual([]);
      const all = [...kept, ...added];
      for (const [, mine] of jurorsByEntry(all)) expect(new Set(mine).size).toBe(k);
      expect(all.some((p) => p.jurorUid === leaver)).toBe(false);
      expect(spread(loadPerJuror(all, rest)), `${e} × ${j} × ${k}`).toBeLessThanOrEqual(1);
    }
  });

  it('tops up after a conflict: the conflicted pair is ignored (to be removed) and another juror takes the entry', () => {
    const jurors = uids('j', 6);
    const entries = uids('e', 12);
    const first = assignJurors({ entries, jurors, perEntry: 2, existing: [], conflicted: new Set() }).added;
    const [gone] = first;
    const conflicted = new Set([conflictKey(gone!.jurorUid, gone!.registrationUid)]);
    const { added, ignored } = assignJurors({ entries, jurors, perEntry: 2, existing: first, conflicted });
    expect(ignored).toEqual([gone]);
    expect(added).toHaveLength(1);
    expect(added[0]!.registrationUid).toBe(gone!.registrationUid);
    expect(added[0]!.jurorUid).not.toBe(gone!.jurorUid);
    expect(jurorsByEntry(first.slice(1)).get(gone!.registrationUid)).not.toContain(added[0]!.jurorUid);
  });

  it('counts manual assignments and leaves an entry that has enough alone; pairs of a juror no longer listed are ignored', () => {
    const manual = pairsOf('e1:j1 e1:j2 e1:j3 e2:left');
    const { added, ignored } = assignJurors({ entries: ['e1', 'e2'], jurors: ['j1', 'j2', 'j3', 'j4'], perEntry: 2, existing: manual, conflicted: new Set() });
    expect(ignored).toEqual([{ registrationUid: 'e2', jurorUid: 'left' }]);
    expect(added.map((p) => p.registrationUid)).toEqual(['e2', 'e2']);
    // j4 has nothing yet; then the least loaded of j1–j3 (one each).
    expect(added[0]!.jurorUid).toBe('j4');
  });

  it('gives the same pairs for the same input, whatever its order', () => {
    const r = prng(42);
    const entries = uids('e', 300);
    const jurors = uids('j', 11);
    const conflicted = new Set<string>();
    for (const e of entries) for (const j of jurors) if (r.next() < 0.05) conflicted.add(conflictKey(j, e));
    const existing = entries.slice(0, 40).map((registrationUid, i) => ({ registrationUid, jurorUid: jurors[i % 11]! })).filter((p) => !conflicted.has(conflictKey(p.jurorUid, p.registrationUid)));
    const once = assignJurors({ entries, jurors, perEntry: 3, existing, conflicted });
    const again = assignJurors({ entries: [...entries].reverse(), jurors: [...jurors].reverse(), perEntry: 3, existing: [...existing].reverse(), conflicted: new Set(conflicted) });
    expect(again).toEqual(once);
  });

  it('mixes the jurors: with 30 jurors and 3 per entry, each shares entries with many others, not a fixed trio', () => {
    const { added } = assignJurors({ entries: uids('e', 2000), jurors: uids('j', 30), perEntry: 3, existing: [], conflicted: new Set() });
    const partners = new Map<string, Set<string>>();
    for (const [, trio] of jurorsByEntry(added)) for (const a of trio) for (const b of trio) if (a !== b) partners.set(a, (partners.get(a) ?? new Set()).add(b));
    expect(Math.min(...[...partners.values()].map((s) => s.size))).toBeGreaterThan(20);
  });

  it('refuses a number of jurors per entry that is not a whole number', () => {
    expect(() => assignJurors({ entries: ['e'], jurors: ['j'], perEntry: 1.5, existing: [], conflicted: new Set() })).toThrow(RangeError);
  });
});

describe('loadPerJuror', () => {
  it('counts each juror’s distinct entries, listed jurors without any at 0, by uid', () => {
    expect([...loadPerJuror(pairsOf('e1:b e2:b e2:b e1:a'), ['c'])]).toEqual([['a', 1], ['b', 2], ['c', 0]]);
  });
});
