// A judging stage's ranking (issue 28; DESIGN.md section 12), as a pure function of the rubric and the submitted
// score sheets: no I/O, so the page, the frozen decision and the tests compute the very same numbers.
//
// - A juror's weighted score of an entry: Σ wᵢ·sᵢ / Σ wᵢ over the rubric's criteria, on the raw 1–10 scale.
// - An entry's mean is the MEAN of its sheets' weighted scores, never a sum: an entry scored by two jurors
//   must not lose to one scored by three. Beside it: n, the standard deviation and max − min of its weighted
//   scores (the disagreement that orders the meeting's discussion), and each criterion's mean (for the tie rule).
// - The normalised column corrects harsh and lenient jurors: each juror's weighted scores become z-scores over
//   all that juror's sheets of the stage, rescaled to the raw scale with the stage's overall mean and standard
//   deviation (μ + z·σ), then averaged per entry. A z-score of few sheets says little, so the column is shown
//   only when every juror with sheets in the stage has at least `minScoresPerJuror` of them; otherwise it is
//   null and the jurors below the minimum are listed (the page says so).
// - Order: mean, then the tie rule's criteria means (x-tie-rule), then the chair's recorded position, higher
//   first (a smaller position first); entries still equal after all that share a `tieGroup`: the uid order
//   among them is only for a stable display, never a decision (applyCutoff reports one the cut-off cuts through).
import { orderRows } from './ranking-order';
import type { Rubric } from './rubric';
import { normalisedMeans, sheetStats, sheetsPerJuror } from './sheet-stats';

export interface ScoreSheet {
  registrationUid: string;
  jurorUid: string;
  /** One score per criterion of the rubric (the sheet the schema validated). */
  scores: Readonly<Record<string, number>>;
}

export interface RankingInput {
  rubric: Rubric;
  /** The stage's entries: each gets a row, scored or not (an entry of a sheet not listed here gets one too). */
  entries: readonly string[];
  /** Submitted sheets only: drafts never count. */
  sheets: readonly ScoreSheet[];
  /** The chair's recorded order among tied entries (judging_tie_decision): a smaller position ranks higher. */
  chairPositions?: ReadonlyMap<string, number>;
}

export interface RankingOptions {
  /** Sheets each juror of the stage needs before the normalised column is shown (issue 28: 8). */
  minScoresPerJuror: number;
}

export const DEFAULT_RANKING_OPTIONS: RankingOptions = { minScoresPerJuror: 8 };

export interface RankingRow {
  registrationUid: string;
  /** 1 + the number of rows ranked strictly above; the members of a tie group share it. Null: no sheet. */
  rank: number | null;
  /** Submitted sheets of the entry. */
  n: number;
  /** Mean of the sheets' weighted scores (raw 1–10 scale). Null: no sheet. */
  mean: number | null;
  /** Sample standard deviation (n − 1) of the weighted scores; 0 with one sheet. Null: no sheet. */
  sd: number | null;
  /** Highest minus lowest weighted score. Null: no sheet. */
  range: number | null;
  /** Mean score of each criterion (raw). Null: no sheet. */
  criterionMeans: Record<string, number> | null;
  /** Mean of the juror-normalised weighted scores; null unless the ranking's normalisationShown. */
  normalised: number | null;
  /** The chair's recorded position, when there is one. */
  chairPosition: number | null;
  /** Same number: equal after the tie rule and the chair's positions, i.e. not ordered by anything. */
  tieGroup: number | null;
  /** Set by applyCutoff: entries of this mean lie on both sides of the cut-off (whether the tie rule or the chair ordered them or not). */
  atCutoff: boolean;
}

export interface Ranking {
  rows: RankingRow[];
  normalisationShown: boolean;
  minScoresPerJuror: number;
  /** Jurors with sheets in the stage but fewer than minScoresPerJuror, by uid: why normalisation is hidden. */
  jurorsBelowMinimum: { jurorUid: string; sheets: number }[];
}

/** The ranking of one stage; throws on a sheet that lacks a criterion's score or scores an entry twice. */
export function rankEntries(input: RankingInput, options: RankingOptions = DEFAULT_RANKING_OPTIONS): Ranking {
  const { rubric } = input;
  const { minScoresPerJuror } = options;
  const chair = input.chairPositions ?? new Map<string, number>();
  const stats = sheetStats(rubric, input.entries, input.sheets);

  const perJuror = sheetsPerJuror(stats);
  const jurorsBelowMinimum = stats.jurors
    .map((jurorUid, j) => ({ jurorUid, sheets: perJuror[j]! }))
    .filter((j) => j.sheets < minScoresPerJuror)
    .sort((a, b) => (a.jurorUid < b.jurorUid ? -1 : 1));
  // No sheet at all: nothing to normalise, so nothing to show either.
  const normalisationShown = stats.jurors.length > 0 && jurorsBelowMinimum.length === 0;
  const normalised = normalisationShown ? normalisedMeans(stats) : null;

  const c = rubric.criteria.length;
  const tieAt = rubric.tieCriteria.map((key) => rubric.criteria.findIndex((k) => k.key === key));
  const tieMeans: number[][] = [];
  const rows = stats.entries.map((registrationUid, e): RankingRow => {
    const scored = stats.count[e]! > 0;
    tieMeans.push(tieAt.map((k) => stats.criterionMeans[e * c + k]!));
    return {
      registrationUid,
      rank: null,
      n: stats.count[e]!,
      mean: scored ? stats.mean[e]! : null,
      sd: scored ? stats.sd[e]! : null,
      range: scored ? stats.range[e]! : null,
      criterionMeans: scored ? Object.fromEntries(rubric.criteria.map((k, at) => [k.key, stats.criterionMeans[e * c + at]!])) : null,
      normalised: scored && normalised ? normalised[e]! : null,
      chairPosition: chair.get(registrationUid) ?? null,
      tieGroup: null,
      atCutoff: false,
    };
  });
  return { rows: orderRows(rows, tieMeans), normalisationShown, minScoresPerJuror, jurorsBelowMinimum };
}
