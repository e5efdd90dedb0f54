// The numbers of a stage's ranking, computed from the submitted sheets in typed arrays (2,000 entries × 7
// jurors well inside the 100 ms budget of issue 28): each sheet's weighted score, the per-entry sums, and the
// per-juror normalisation. Ordering and ties are ranking-order.ts; the rows are assembled in ranking.ts.
import type { ScoreSheet } from './ranking';
import { SAME_SCORE } from './ranking-order';
import type { Rubric } from './rubric';

/** Index of each key in first-seen order. */
function indexer() {
  const index = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    of(key: string): number {
      let i = index.get(key);
      if (i === undefined) {
        i = keys.length;
        index.set(key, i);
        keys.push(key);
      }
      return i;
    },
  };
}

export interface SheetStats {
  /** Entry uids: the listed ones first, then those only sheets name. */
  entries: string[];
  /** Juror uids in first-seen order. */
  jurors: string[];
  /** Per sheet: its entry's and juror's index, and its weighted score Σ wᵢ·sᵢ / Σ wᵢ. */
  entryOf: Int32Array;
  jurorOf: Int32Array;
  weighted: Float64Array;
  /** Per entry: sheets, mean weighted score (NaN without sheets), sample sd (n − 1; 0 with one sheet), max − min. */
  count: Int32Array;
  mean: Float64Array;
  sd: Float64Array;
  range: Float64Array;
  /** Per entry and criterion (entry-major): the criterion's mean score. */
  criterionMeans: Float64Array;
}

/** Below 2²¹ jurors (and 2³² entries), entry × PAIR_SPAN + juror is an exact number, distinct for each pair. */
const PAIR_SPAN = 2 ** 21;

function sheetError(sheet: ScoreSheet, problem: string): Error {
  return new Error(`ranking: the sheet of juror ${sheet.jurorUid} for entry ${sheet.registrationUid} ${problem}`);
}

/** The sheets weighed and summed per entry; refuses a sheet that does not fit the rubric, or a second sheet of a pair. */
export function sheetStats(rubric: Rubric, entryList: readonly string[], sheets: readonly ScoreSheet[]): SheetStats {
  const criteria = rubric.criteria;
  const c = criteria.length;
  const totalWeight = criteria.reduce((s, k) => s + k.weight, 0);
  const entryIndex = indexer();
  const jurorIndex = indexer();
  for (const uid of entryList) entryIndex.of(uid);
  const entryOf = new Int32Array(sheets.length);
  const jurorOf = new Int32Array(sheets.length);
  const weighted = new Float64Array(sheets.length);
  const numerators = new Float64Array(sheets.length);
  const scores = new Float64Array(sheets.length * c);
  // (entry, juror) pairs as numbers: a third of the time went on joining uids into strings for this check.
  const seen = new Set<number>();
  sheets.forEach((sheet, i) => {
    entryOf[i] = entryIndex.of(sheet.registrationUid);
    jurorOf[i] = jurorIndex.of(sheet.jurorUid);
    if (jurorOf[i]! >= PAIR_SPAN) throw new Error('ranking: more than 2²¹ jurors in one stage');
    const pair = entryOf[i]! * PAIR_SPAN + jurorOf[i]!;
    if (seen.has(pair)) throw sheetError(sheet, 'is there twice');
    seen.add(pair);
    let numerator = 0;
    for (let k = 0; k < c; k++) {
      const { key, weight, min, max } = criteria[k]!;
      const s = sheet.scores[key];
      if (typeof s !== 'number' || !(s >= min && s <= max)) throw sheetError(sheet, `has no score ${min}–${max} for "${key}"`);
      scores[i * c + k] = s;
      numerator += weight * s;
    }
    numerators[i] = numerator;
    weighted[i] = numerator / totalWeight;
  });

  const e = entryIndex.keys.length;
  const count = new Int32Array(e);
  const numeratorSums = new Float64Array(e);
  const criterionMeans = new Float64Array(e * c);
  for (let i = 0; i < sheets.length; i++) {
    const at = entryOf[i]!;
    count[at]!++;
    numeratorSums[at]! += numerators[i]!;
    for (let k = 0; k < c; k++) criterionMeans[at * c + k]! += scores[i * c + k]!;
  }
  // The mean of the weighted scores, written as Σ numerators / (n · Σ w): one division, so that with integer
  // weights equal means are equal floats (a tie is never lost to rounding).
  const mean = new Float64Array(e);
  for (let at = 0; at < e; at++) {
    mean[at] = numeratorSums[at]! / (count[at]! * totalWeight);
    for (let k = 0; k < c; k++) criterionMeans[at * c + k]! /= count[at]!;
  }
  const squares = new Float64Array(e);
  const low = new Float64Array(e).fill(Infinity);
  const high = new Float64Array(e).fill(-Infinity);
  for (let i = 0; i < sheets.length; i++) {
    const at = entryOf[i]!;
    const x = weighted[i]!;
    squares[at]! += (x - mean[at]!) ** 2;
    if (x < low[at]!) low[at] = x;
    if (x > high[at]!) high[at] = x;
  }
  // Sample sd (÷ n − 1): an entry's jurors are a sample of those who could have scored it; 0 with one sheet.
  const sd = squares.map((s, at) => (count[at]! > 1 ? Math.sqrt(s / (count[at]! - 1)) : 0));
  const range = high.map((h, at) => h - low[at]!);
  return { entries: entryIndex.keys, jurors: jurorIndex.keys, entryOf, jurorOf, weighted, count, mean, sd, range, criterionMeans };
}

/** Sheets per juror (index as in stats.jurors). */
export function sheetsPerJuror(stats: SheetStats): Int32Array {
  const n = new Int32Array(stats.jurors.length);
  for (const j of stats.jurorOf) n[j]!++;
  return n;
}

/**
 * Per entry, the mean of its sheets' normalised scores: z = (x − μⱼ) / σⱼ over all the sheets of the sheet's
 * juror, rescaled as μ + z·σ with the mean and sd of all the stage's weighted scores. σⱼ = 0 (a juror who gave
 * every entry the same weighted score) gives z = 0; so does σⱼ ≤ SAME_SCORE, which is what rounding leaves of
 * a 0 (the mean of n copies of 6.6 is not exactly 6.6), and would otherwise turn ±1e-16 into z = ±1. Population sd (÷ n) throughout: a juror's z-scores then have sd 1, and μ + z·σ
 * spreads them as the raw weighted scores spread. NaN for an entry without sheets.
 */
export function normalisedMeans(stats: SheetStats): Float64Array {
  const { jurorOf, entryOf, weighted } = stats;
  const jurors = stats.jurors.length;
  const n = sheetsPerJuror(stats);
  const mean = new Float64Array(jurors);
  let overallMean = 0;
  for (let i = 0; i < weighted.length; i++) {
    mean[jurorOf[i]!]! += weighted[i]!;
    overallMean += weighted[i]!;
  }
  for (let j = 0; j < jurors; j++) mean[j]! /= n[j]!;
  overallMean /= weighted.length;
  const squares = new Float64Array(jurors);
  let overallSquares = 0;
  for (let i = 0; i < weighted.length; i++) {
    squares[jurorOf[i]!]! += (weighted[i]! - mean[jurorOf[i]!]!) ** 2;
    overallSquares += (weighted[i]! - overallMean) ** 2;
  }
  const sd = squares.map((s, j) => Math.sqrt(s / n[j]!));
  const overallSd = Math.sqrt(overallSquares / weighted.length);
  const sums = new Float64Array(stats.entries.length);
  for (let i = 0; i < weighted.length; i++) {
    const j = jurorOf[i]!;
    const z = sd[j]! > SAME_SCORE ? (weighted[i]! - mean[j]!) / sd[j]! : 0;
    sums[entryOf[i]!]! += overallMean + z * overallSd;
  }
  return sums.map((sum, at) => sum / stats.count[at]!);
}
