// Which jurors score which entry in a stage (issue 28; DESIGN.md section 12), as a pure function: each entry gets
// `perEntry` distinct jurors, never one in conflict with it, each slot going to the juror with the fewest
// assignments so far (existing ones included). Run again after a conflict is declared or a juror leaves (their
// assignments removed by the caller), it only tops up what is missing; an admin's manual changes are simply part
// of `existing`. The same input gives the same pairs, whatever its order.
//
// Ties between jurors of equal load are broken by a hash of the juror's uid and that load, not by the uid itself:
// by uid, the jurors would be taken round-robin, so with 30 jurors and 3 per entry the same trios would judge
// together all along, and when one of them leaves, the other two (on all of the leaver's entries) could take none
// of the top-up, leaving their loads 8 below the others'. The hash changes the order at every load: trios mix.
import { LeastLoaded } from './least-loaded';

export interface AssignmentPair {
  registrationUid: string;
  jurorUid: string;
}

/** The key of a conflict of interest in AssignmentInput.conflicted. */
export const conflictKey = (jurorUid: string, registrationUid: string): string => `${jurorUid}|${registrationUid}`;

export interface AssignmentInput {
  /** The stage's entries to cover. */
  entries: readonly string[];
  /** The stage's jurors (those who may be given more entries). */
  jurors: readonly string[];
  /** Jurors per entry (judging_stage.jurors_per_entry). */
  perEntry: number;
  /** Live assignments of the stage, automatic and manual. */
  existing: readonly AssignmentPair[];
  /** conflictKey(juror, entry) of every conflict not overridden. */
  conflicted: ReadonlySet<string>;
}

export interface AssignmentResult {
  /** The pairs to add, entry by entry in uid order. */
  added: AssignmentPair[];
  /** Entries left with fewer than perEntry jurors: not enough jurors free of conflict with them. */
  short: { registrationUid: string; jurors: number }[];
  /** Existing pairs that count for nothing: the juror is in conflict with the entry or not among `jurors` (remove them). */
  ignored: AssignmentPair[];
}

const sortedUnique = (xs: readonly string[]) => [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** FNV-1a of a string's UTF-16 code units (32 bits). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A juror's place among jurors of equal load: a hash of (uid, load), mixed so that nearby loads give unrelated orders. */
function tieKeyOf(jurorHashes: Uint32Array) {
  return (j: number, load: number): number => {
    let h = jurorHashes[j]! ^ Math.imul(load + 1, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
}

/**
 * The pairs that bring every entry to `perEntry` jurors, entry by entry in uid order, each slot to the least
 * loaded juror neither on the entry already nor in conflict with it. (Making an entry whose least-loaded jurors
 * are all excluded wait for a second pass was tried: on random cases with conflicts it left loads further apart.)
 */
export function assignJurors(input: AssignmentInput): AssignmentResult {
  const { perEntry, conflicted } = input;
  if (!Number.isInteger(perEntry) || perEntry < 0) throw new RangeError(`assignment: jurors per entry must be a whole number ≥ 0, not ${perEntry}`);
  const jurors = sortedUnique(input.jurors);
  const jurorIndex = new Map(jurors.map((uid, j) => [uid, j]));
  const loads = new Int32Array(jurors.length);
  const onEntry = new Map<string, Set<number>>();
  const ignored: AssignmentPair[] = [];
  for (const pair of input.existing) {
    const j = jurorIndex.get(pair.jurorUid);
    if (j === undefined || conflicted.has(conflictKey(pair.jurorUid, pair.registrationUid))) {
      ignored.push(pair);
      continue;
    }
    let set = onEntry.get(pair.registrationUid);
    if (!set) onEntry.set(pair.registrationUid, (set = new Set()));
    if (set.has(j)) continue;
    set.add(j);
    loads[j]!++;
  }

  const queue = new LeastLoaded(loads, tieKeyOf(Uint32Array.from(jurors, fnv1a)));
  const short: AssignmentResult['short'] = [];
  const added: AssignmentPair[] = [];
  // The most constrained entries first (fewest jurors free of conflict with them): given their places while
  // every juror is still free, they do not leave one juror short of work and another with too much (with 3
  // jurors, 2 per entry and one conflict, entry order alone could leave loads 2 apart).
  const conflictsOf = new Map<string, number>();
  for (const key of conflicted) {
    const [juror, entry] = key.split('|') as [string, string];
    if (jurorIndex.has(juror)) conflictsOf.set(entry, (conflictsOf.get(entry) ?? 0) + 1);
  }
  const order = sortedUnique(input.entries).sort((a, b) => (conflictsOf.get(b) ?? 0) - (conflictsOf.get(a) ?? 0));
  for (const entry of order) {
    let on = onEntry.get(entry);
    if (!on) onEntry.set(entry, (on = new Set()));
    const taken = on;
    const excluded = (j: number) => taken.has(j) || conflicted.has(conflictKey(jurors[j]!, entry));
    while (taken.size < perEntry) {
      const j = queue.take(excluded);
      if (j === -1) {
        short.push({ registrationUid: entry, jurors: taken.size });
        break;
      }
      taken.add(j);
      added.push({ registrationUid: entry, jurorUid: jurors[j]! });
    }
  }
  return { added, short, ignored };
}
/** Assignments per juror, every listed juror included (0 when none), by juror uid. */
export function loadPerJuror(pairs: readonly AssignmentPair[], jurors: readonly string[] = []): Map<string, number> {
  const entriesOf = new Map<string, Set<string>>(jurors.map((j) => [j, new Set()]));
  for (const p of pairs) {
    let set = entriesOf.get(p.jurorUid);
    if (!set) entriesOf.set(p.jurorUid, (set = new Set()));
    set.add(p.registrationUid);
  }
  return new Map(sortedUnique([...entriesOf.keys()]).map((j) => [j, entriesOf.get(j)!.size]));
}
