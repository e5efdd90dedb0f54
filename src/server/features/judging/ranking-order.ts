// The order of a stage's rows (issue 28: "ties are flagged, never broken silently"): mean, then the tie rule's
// criteria means (x-tie-rule), then the chair's recorded position. Rows equal on all of these form a tie group;
// their uid order is only there so the page does not shuffle on reload. Entries without a sheet come last.

import type { RankingRow } from './ranking';

/**
 * Two scores closer than this are equal. The same scores summed in another order differ by ~1e-15, while two
 * different means of 1–10 scores differ by far more than 1e-9 (with integer weights the means are exact: one
 * division of a sum of integers). Without it a tie could be broken by rounding noise, silently.
 */
export const SAME_SCORE = 1e-9;

export const sameScore = (a: number, b: number): boolean => Math.abs(a - b) <= SAME_SCORE;

/** Higher first; 0 when equal within SAME_SCORE. */
const descending = (a: number, b: number): number => (sameScore(a, b) ? 0 : b - a);

interface Keyed {
  row: RankingRow;
  /** The tie criteria's means, in the rule's order. */
  tieMeans: readonly number[];
}

/** Everything that may decide between two rows; 0: nothing does. */
function decide(a: Keyed, b: Keyed): number {
  const ma = a.row.mean;
  const mb = b.row.mean;
  if (ma === null || mb === null) return ma === mb ? 0 : ma === null ? 1 : -1;
  const byMean = descending(ma, mb);
  if (byMean !== 0) return byMean;
  for (let k = 0; k < a.tieMeans.length; k++) {
    const byCriterion = descending(a.tieMeans[k]!, b.tieMeans[k]!);
    if (byCriterion !== 0) return byCriterion;
  }
  // A recorded position ranks before none: the chair placed that entry; those without one stay tied.
  const pa = a.row.chairPosition ?? Infinity;
  const pb = b.row.chairPosition ?? Infinity;
  return pa === pb ? 0 : pa < pb ? -1 : 1;
}

const byUid = (a: Keyed, b: Keyed) => (a.row.registrationUid < b.row.registrationUid ? -1 : a.row.registrationUid > b.row.registrationUid ? 1 : 0);

/**
 * The rows in ranking order, each given its rank (1 + rows strictly above) and, when nothing decides between
 * it and a neighbour, a tie group number shared with it (1, 2, … from the top). Unscored rows get neither.
 */
export function orderRows(rows: readonly RankingRow[], tieMeans: readonly (readonly number[])[]): RankingRow[] {
  const keyed: Keyed[] = rows.map((row, i) => ({ row, tieMeans: tieMeans[i]! }));
  keyed.sort((a, b) => decide(a, b) || byUid(a, b));
  let groups = 0;
  keyed.forEach((k, i) => {
    if (k.row.mean === null) return;
    const previous = keyed[i - 1];
    if (previous && decide(previous, k) === 0) {
      previous.row.tieGroup ??= ++groups;
      k.row.tieGroup = previous.row.tieGroup;
      k.row.rank = previous.row.rank;
    } else {
      k.row.rank = i + 1;
    }
  });
  return keyed.map((k) => k.row);
}
