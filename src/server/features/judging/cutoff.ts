// A cut-off on a stage's ranking (issue 28): the top N, or every entry whose mean reaches a score. Entries of
// equal mean on both sides of the line are flagged (atCutoff) whether the tie rule or the chair's positions
// ordered them or not, so the page shows that the line passes through a tie. When nothing ordered them (one
// tie group on both sides), the cut-off cannot be applied: `unresolvedTie` names the group and the places it
// competes for, and the caller must refuse until the chair records a decision.
import { sameScore } from './ranking-order';
import type { RankingRow } from './ranking';

export type Cutoff =
  /** The first `value` entries of the ranking. */
  | { kind: 'count'; value: number }
  /** Every entry whose mean is at least `value` (within SAME_SCORE). */
  | { kind: 'score'; value: number };

export interface UnresolvedTie {
  /** The tie group's entries, in the ranking's (uid) order. */
  registrationUids: string[];
  /** How many of them the cut-off would take. */
  places: number;
}

export interface CutoffResult {
  /** The rows (copies) with atCutoff set. */
  rows: RankingRow[];
  /** The entries certainly selected, in ranking order; without the unresolved tie group's, if any. */
  selected: string[];
  unresolvedTie: UnresolvedTie | null;
}

/** The number of rows above the line. */
function lineOf(rows: readonly RankingRow[], cutoff: Cutoff): number {
  const scored = rows.findIndex((r) => r.mean === null);
  const scoredCount = scored === -1 ? rows.length : scored;
  if (cutoff.kind === 'count') {
    if (!Number.isInteger(cutoff.value) || cutoff.value < 0) throw new RangeError(`cut-off: a count must be a whole number ≥ 0, not ${cutoff.value}`);
    return Math.min(cutoff.value, scoredCount);
  }
  if (!Number.isFinite(cutoff.value)) throw new RangeError(`cut-off: a score must be a number, not ${cutoff.value}`);
  // Rows are in descending mean order: the ones that reach the score are a prefix. Equal means are all in or
  // all out, so a score cut-off never passes through a tie.
  const below = rows.findIndex((r, i) => i >= scoredCount || (r.mean! < cutoff.value && !sameScore(r.mean!, cutoff.value)));
  return below === -1 ? rows.length : below;
}

/** Rows [from, to) around index `at` for which `same(row, rows[at])` holds, rows being contiguous in it. */
function runAround(rows: readonly RankingRow[], at: number, same: (r: RankingRow) => boolean): [number, number] {
  let from = at;
  let to = at + 1;
  while (from > 0 && same(rows[from - 1]!)) from--;
  while (to < rows.length && same(rows[to]!)) to++;
  return [from, to];
}

/** Applies a cut-off to ranked rows (rankEntries(...).rows, in their order). */
export function applyCutoff(rows: readonly RankingRow[], cutoff: Cutoff): CutoffResult {
  const line = lineOf(rows, cutoff);
  const out = rows.map((r) => ({ ...r, atCutoff: false }));
  const last = out[line - 1];
  const next = out[line];
  if (!last || !next || last.mean === null || next.mean === null || !sameScore(last.mean, next.mean)) {
    return { rows: out, selected: out.slice(0, line).map((r) => r.registrationUid), unresolvedTie: null };
  }
  const mean = last.mean;
  const [from, to] = runAround(out, line - 1, (r) => r.mean !== null && sameScore(r.mean, mean));
  for (let i = from; i < to; i++) out[i]!.atCutoff = true;
  if (last.tieGroup === null || last.tieGroup !== next.tieGroup) {
    return { rows: out, selected: out.slice(0, line).map((r) => r.registrationUid), unresolvedTie: null };
  }
  const group = last.tieGroup;
  const [first, end] = runAround(out, line - 1, (r) => r.tieGroup === group);
  return {
    rows: out,
    selected: out.slice(0, first).map((r) => r.registrationUid),
    unresolvedTie: { registrationUids: out.slice(first, end).map((r) => r.registrationUid), places: line - first },
  };
}
