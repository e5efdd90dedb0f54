// A stage's ranking (src/server/features/judging/ranking.ts; issue 28): every number of rankEntries equals a
// straightforward computation written here apart from the module, on random score sets (random jurors and
// entries, missing sheets, many ties, chair positions); the normalised column only at ≥ 8 sheets per juror;
// ties decided by the first criterion, then by the chair, and flagged when nothing decides them; score and count
// cut-offs; and a weight changed in stage-1.schema.json changing the order as it must.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyCutoff, rankEntries, rubricOf, type Rubric, type ScoreSheet } from '../../src/server/features/judging';
import { prng } from '../helpers/prng';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- schema files edited as plain JSON
const STAGE_1 = JSON.parse(readFileSync('schemas/judging/stage-1.schema.json', 'utf8')) as Json;
const RUBRIC = rubricOf(STAGE_1);

// ---------------------------------------------------------------------------------------------------------------
// The reference: the definitions, computed the plain way (arrays of numbers, no typed arrays, no sharing).
// ---------------------------------------------------------------------------------------------------------------
const EQUAL = 1e-9;
const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const popSd = (xs: number[]) => Math.sqrt(avg(xs.map((x) => (x - avg(xs)) ** 2)));
const sampleSd = (xs: number[]) => (xs.length < 2 ? 0 : Math.sqrt(xs.reduce((s, x) => s + (x - avg(xs)) ** 2, 0) / (xs.length - 1)));

function reference(rubric: Rubric, entries: string[], sheets: ScoreSheet[], chair: Map<string, number>, minimum: number) {
  const weightOf = (s: ScoreSheet) => {
    let top = 0;
    let bottom = 0;
    for (const c of rubric.criteria) {
      top += c.weight * s.scores[c.key]!;
      bottom += c.weight;
    }
    return top / bottom;
  };
  const jurors = [...new Set(sheets.map((s) => s.jurorUid))];
  const count = (j: string) => sheets.filter((s) => s.jurorUid === j).length;
  const below = jurors.filter((j) => count(j) < minimum).sort();
  const shown = jurors.length > 0 && below.length === 0;
  const all = sheets.map(weightOf);
  const mu = avg(all);
  const sigma = popSd(all);
  const normalisedOf = (s: ScoreSheet) => {
    const own = sheets.filter((t) => t.jurorUid === s.jurorUid).map(weightOf);
    const sdJ = popSd(own);
    const z = sdJ > EQUAL ? (weightOf(s) - avg(own)) / sdJ : 0;
    return mu + z * sigma;
  };
  const rowOf = (uid: string) => {
    const mine = sheets.filter((s) => s.registrationUid === uid);
    const ws = mine.map(weightOf);
    const cm = Object.fromEntries(rubric.criteria.map((c) => [c.key, avg(mine.map((s) => s.scores[c.key]!))]));
    const scored = mine.length > 0;
    return {
      uid,
      count: mine.length,
      figures: scored ? { mean: avg(ws), sd: sampleSd(ws), range: Math.max(...ws) - Math.min(...ws), normalised: shown ? avg(mine.map(normalisedOf)) : null, cm } : null,
      chair: chair.get(uid) ?? null,
      tieMeans: rubric.tieCriteria.map((k) => cm[k]!),
    };
  };
  type Expected = ReturnType<typeof rowOf>;
  const rows = [...new Set([...entries, ...sheets.map((s) => s.registrationUid)])].map(rowOf);
  // Order: scored first; mean, tie criteria (higher first, equal within 1e-9); chair position (a recorded one
  // before none); then uid, which decides nothing: rows equal up to it are a tie group.
  const keyOrder = (a: Expected, b: Expected): number => {
    if (a.figures === null || b.figures === null) return a.figures === null ? (b.figures === null ? 0 : 1) : -1;
    const pairs: [number, number][] = [[a.figures.mean, b.figures.mean], ...a.tieMeans.map((x, i): [number, number] => [x, b.tieMeans[i]!])];
    for (const [x, y] of pairs) if (Math.abs(x - y) > EQUAL) return y - x;
    if (a.chair !== b.chair) return a.chair === null ? 1 : b.chair === null ? -1 : a.chair - b.chair;
    return 0;
  };
  rows.sort((a, b) => keyOrder(a, b) || (a.uid < b.uid ? -1 : 1));
  const tieGroup: (number | null)[] = rows.map(() => null);
  const rank: (number | null)[] = rows.map(() => null);
  let groups = 0;
  rows.forEach((row, i) => {
    if (row.figures === null) return;
    if (i > 0 && keyOrder(rows[i - 1]!, row) === 0) {
      tieGroup[i - 1] ??= ++groups;
      tieGroup[i] = tieGroup[i - 1]!;
      rank[i] = rank[i - 1]!;
    } else rank[i] = i + 1;
  });
  return { rows, tieGroup, rank, shown, below };
}

/** A random stage: 1–9 jurors, 0–40 entries, some sheets missing, scores from a narrow band (many ties). */
function randomStage(seed: number) {
  const r = prng(seed);
  const jurors = Array.from({ length: r.int(1, 9) }, (_, i) => `juror-${i}`);
  const entries = Array.from({ length: r.int(0, 40) }, (_, i) => `entry-${String(i).padStart(2, '0')}`);
  const band = r.pick([[7, 8], [5, 9], [1, 10], [6, 6]] as const);
  const coverage = r.pick([0.3, 0.7, 0.95, 1]);
  // Random weights, sometimes fractional, and sometimes a tie rule of two criteria.
  const weights = r.next() < 0.5 ? RUBRIC.criteria.map((c) => c.weight) : RUBRIC.criteria.map(() => r.pick([1, 2, 3, 0.5, 1.25, 40]));
  const rubric: Rubric = {
    ...RUBRIC,
    criteria: RUBRIC.criteria.map((c, i) => ({ ...c, weight: weights[i]! })),
    tieCriteria: r.next() < 0.3 ? ['service', 'impact'] : ['service'],
  };
  const sheets: ScoreSheet[] = [];
  // Some entries copy another's sheets exactly (same scores, other order): certain ties.
  const copies = new Map<string, string>();
  for (const e of entries.slice(1)) if (r.next() < 0.15) copies.set(e, r.pick(entries.filter((x) => x < e)));
  for (const e of entries) {
    for (const j of jurors) {
      if (copies.has(e)) continue;
      if (r.next() > coverage) continue;
      sheets.push({ registrationUid: e, jurorUid: j, scores: Object.fromEntries(RUBRIC.criteria.map((c) => [c.key, r.int(band[0], band[1])])) });
    }
  }
  for (const [e, from] of copies) {
    const theirs = sheets.filter((s) => s.registrationUid === from);
    const jurorsShuffled = [...jurors].sort(() => r.next() - 0.5);
    theirs.forEach((s, i) => sheets.push({ registrationUid: e, jurorUid: jurorsShuffled[i]!, scores: { ...s.scores } }));
  }
  sheets.sort(() => r.next() - 0.5);
  const chair = new Map<string, number>();
  for (const e of entries) if (r.next() < 0.2) chair.set(e, r.int(1, 4));
  return { rubric, entries, sheets, chair, minimum: r.pick([1, 3, 8]) };
}

const close = (actual: number | null, expected: number | null) => {
  if (expected === null) expect(actual).toBeNull();
  else expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(1e-9);
};

describe('rankEntries against a computation written apart (random score sets)', () => {
  it('gives the same numbers, order, ranks and tie groups on 300 random stages', () => {
    let tieGroups = 0;
    let shownCount = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const { rubric, entries, sheets, chair, minimum } = randomStage(seed);
      const got = rankEntries({ rubric, entries, sheets, chairPositions: chair }, { minScoresPerJuror: minimum });
      const want = reference(rubric, entries, sheets, chair, minimum);
      expect(got.rows.map((r) => r.registrationUid), `seed ${seed}`).toEqual(want.rows.map((r) => r.uid));
      expect(got.rows.map((r) => r.tieGroup), `seed ${seed}`).toEqual(want.tieGroup);
      expect(got.rows.map((r) => r.rank), `seed ${seed}`).toEqual(want.rank);
      expect(got.normalisationShown).toBe(want.shown);
      expect(got.jurorsBelowMinimum.map((j) => j.jurorUid)).toEqual(want.below);
      got.rows.forEach((row, i) => {
        const w = want.rows[i]!;
        expect(row.n).toBe(w.count);
        expect(row.chairPosition).toBe(w.chair);
        if (w.figures === null) {
          expect([row.mean, row.sd, row.range, row.normalised, row.criterionMeans]).toEqual([null, null, null, null, null]);
          return;
        }
        close(row.mean, w.figures.mean);
        close(row.sd, w.figures.sd);
        close(row.range, w.figures.range);
        close(row.normalised, w.figures.normalised);
        for (const [k, v] of Object.entries(w.figures.cm)) close(row.criterionMeans![k]!, v);
      });
      tieGroups += new Set(want.tieGroup.filter((g) => g !== null)).size;
      if (want.shown) shownCount++;
    }
    // The random cases did exercise what they are for.
    expect(tieGroups).toBeGreaterThan(100);
    expect(shownCount).toBeGreaterThan(50);
  });

  it('cuts the random rankings consistently: a prefix, ties flagged on both sides of the line, an unresolved group reported whole', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { rubric, entries, sheets, chair } = randomStage(seed);
      const { rows } = rankEntries({ rubric, entries, sheets, chairPositions: chair });
      const scored = rows.filter((r) => r.mean !== null).length;
      const n = prng(seed).int(0, rows.length + 1);
      const { rows: cut, selected, unresolvedTie } = applyCutoff(rows, { kind: 'count', value: n });
      const line = Math.min(n, scored);
      expect(selected).toEqual(rows.slice(0, selected.length).map((r) => r.registrationUid));
      expect(selected.length + (unresolvedTie?.places ?? 0)).toBe(line);
      const straddles = line > 0 && line < scored && Math.abs(rows[line - 1]!.mean! - rows[line]!.mean!) <= 1e-9;
      const flagged = cut.filter((r) => r.atCutoff);
      if (!straddles) expect(flagged).toEqual([]);
      else expect(flagged.map((r) => r.registrationUid)).toEqual(rows.filter((r) => r.mean !== null && Math.abs(r.mean - rows[line - 1]!.mean!) <= 1e-9).map((r) => r.registrationUid));
      const splitGroup = straddles && rows[line - 1]!.tieGroup !== null && rows[line - 1]!.tieGroup === rows[line]!.tieGroup;
      if (!splitGroup) expect(unresolvedTie).toBeNull();
      else expect(unresolvedTie!.registrationUids).toEqual(rows.filter((r) => r.tieGroup === rows[line]!.tieGroup).map((r) => r.registrationUid));
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Cases built by hand.
// ---------------------------------------------------------------------------------------------------------------
type Scores = [service: number, innovation: number, sustainability: number, impact: number];
const sheet = (registrationUid: string, jurorUid: string, [service, innovation, sustainability, impact]: Scores): ScoreSheet => ({
  registrationUid,
  jurorUid,
  scores: { service, innovation, sustainability, impact },
});
const order = (rows: { registrationUid: string }[]) => rows.map((r) => r.registrationUid);

describe('the mean', () => {
  it('is a mean, never a sum: two 9s rank above three 8s', () => {
    const { rows } = rankEntries({ rubric: RUBRIC, entries: ['few', 'many'], sheets: [
      sheet('few', 'j1', [9, 9, 9, 9]), sheet('few', 'j2', [9, 9, 9, 9]),
      sheet('many', 'j1', [8, 8, 8, 8]), sheet('many', 'j2', [8, 8, 8, 8]), sheet('many', 'j3', [8, 8, 8, 8]),
    ] });
    expect(order(rows)).toEqual(['few', 'many']);
    expect(rows.map((r) => [r.mean, r.n])).toEqual([[9, 2], [8, 3]]);
  });

  it('weighs each sheet by the rubric, and gives sd (n − 1), max − min and criterion means; entries without sheets come last', () => {
    const { rows } = rankEntries({ rubric: RUBRIC, entries: ['none', 'a'], sheets: [sheet('a', 'j1', [10, 5, 5, 5]), sheet('a', 'j2', [5, 5, 5, 5])] });
    expect(order(rows)).toEqual(['a', 'none']);
    // j1: (40·10 + 20·5·3) / 100 = 7; j2: 5.
    expect(rows[0]).toMatchObject({ mean: 6, n: 2, range: 2, rank: 1, criterionMeans: { service: 7.5, innovation: 5, sustainability: 5, impact: 5 } });
    expect(rows[0]!.sd).toBeCloseTo(Math.SQRT2, 12);
    expect(rows[1]).toMatchObject({ mean: null, n: 0, sd: null, range: null, criterionMeans: null, normalised: null, rank: null, tieGroup: null });
  });

  it('refuses a sheet without a criterion or a second sheet of the same juror for an entry', () => {
    const partial: ScoreSheet = { registrationUid: 'a', jurorUid: 'j1', scores: { service: 5, innovation: 5, sustainability: 5 } };
    expect(() => rankEntries({ rubric: RUBRIC, entries: [], sheets: [partial] })).toThrow('the sheet of juror j1 for entry a has no score 1–10 for "impact"');
    expect(() => rankEntries({ rubric: RUBRIC, entries: [], sheets: [sheet('a', 'j1', [5, 5, 5, 5]), sheet('a', 'j1', [6, 6, 6, 6])] })).toThrow('is there twice');
  });
});

describe('the normalised column', () => {
  /** Juror `harsh` scores 8 entries 2 below `lenient` on its own 8 (each entry scored once). */
  const harshAndLenient = (perJuror: number) => [
    ...Array.from({ length: perJuror }, (_, i) => sheet(`h${i}`, 'harsh', [2 + (i % 4), 2 + (i % 4), 2 + (i % 4), 2 + (i % 4)])),
    ...Array.from({ length: perJuror }, (_, i) => sheet(`l${i}`, 'lenient', [4 + (i % 4), 4 + (i % 4), 4 + (i % 4), 4 + (i % 4)])),
  ];

  it('is shown when every juror has at least 8 sheets, and puts a harsh juror’s best beside a lenient juror’s best', () => {
    const ranking = rankEntries({ rubric: RUBRIC, entries: [], sheets: harshAndLenient(8) });
    expect(ranking.normalisationShown).toBe(true);
    expect(ranking.jurorsBelowMinimum).toEqual([]);
    const byUid = new Map(ranking.rows.map((r) => [r.registrationUid, r]));
    // Raw: the harsh juror's best (5) is far below the lenient juror's best (7).
    expect(byUid.get('h3')!.mean).toBe(5);
    expect(byUid.get('l3')!.mean).toBe(7);
    // Normalised: each juror's best is the same distance above that juror's own mean: equal.
    expect(byUid.get('h3')!.normalised).toBeCloseTo(byUid.get('l3')!.normalised!, 12);
    expect(byUid.get('h0')!.normalised).toBeCloseTo(byUid.get('l0')!.normalised!, 12);
    expect(byUid.get('h3')!.normalised!).toBeGreaterThan(byUid.get('l0')!.normalised!);
  });

  it('is hidden (null) when a juror has fewer than 8 sheets, and the result names the jurors below', () => {
    const sheets = harshAndLenient(8).filter((s) => s.registrationUid !== 'l7');
    const ranking = rankEntries({ rubric: RUBRIC, entries: [], sheets });
    expect(ranking.normalisationShown).toBe(false);
    expect(ranking.minScoresPerJuror).toBe(8);
    expect(ranking.jurorsBelowMinimum).toEqual([{ jurorUid: 'lenient', sheets: 7 }]);
    expect(ranking.rows.every((r) => r.normalised === null)).toBe(true);
    expect(rankEntries({ rubric: RUBRIC, entries: [], sheets }, { minScoresPerJuror: 7 }).normalisationShown).toBe(true);
  });

  it('gives a juror who scored everything alike z = 0: the stage’s mean', () => {
    const sheets = [...harshAndLenient(8), ...Array.from({ length: 8 }, (_, i) => sheet(`f${i}`, 'flat', [7, 6, 6, 6]))];
    const ranking = rankEntries({ rubric: RUBRIC, entries: [], sheets });
    const all = ranking.rows.reduce((s, r) => s + r.mean!, 0) / ranking.rows.length;
    for (const r of ranking.rows.filter((x) => x.registrationUid.startsWith('f'))) expect(r.normalised).toBeCloseTo(all, 12);
  });

  it('is not shown for a stage without sheets', () => {
    const ranking = rankEntries({ rubric: RUBRIC, entries: ['a', 'b'], sheets: [] });
    expect(ranking.normalisationShown).toBe(false);
    expect(order(ranking.rows)).toEqual(['a', 'b']);
  });
});

describe('ties', () => {
  // x and y: the same mean (6); x scored higher on the first criterion (service).
  const firstCriterion = [sheet('x', 'j1', [8, 4, 5, 5]), sheet('y', 'j1', [6, 8, 5, 5]), sheet('top', 'j1', [9, 9, 9, 9]), sheet('low', 'j1', [2, 2, 2, 2])];
  // p, q, r: the same mean and the same service mean: nothing in the tie rule decides between them.
  const equal = [sheet('p', 'j1', [6, 8, 5, 5]), sheet('q', 'j1', [6, 5, 8, 5]), sheet('r', 'j1', [6, 5, 5, 8]), sheet('top', 'j1', [9, 9, 9, 9])];

  it('are decided by the first criterion; a cut-off between them is flagged but applies', () => {
    const { rows } = rankEntries({ rubric: RUBRIC, entries: [], sheets: firstCriterion });
    expect(order(rows)).toEqual(['top', 'x', 'y', 'low']);
    expect(rows.map((r) => r.mean)).toEqual([9, 6, 6, 2]);
    expect(rows.map((r) => r.tieGroup)).toEqual([null, null, null, null]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    const cut = applyCutoff(rows, { kind: 'count', value: 2 });
    expect(cut.selected).toEqual(['top', 'x']);
    expect(cut.unresolvedTie).toBeNull();
    expect(cut.rows.map((r) => r.atCutoff)).toEqual([false, true, true, false]);
  });

  it('left equal by the tie rule form a tie group; a count cut-off through it is unresolved', () => {
    const { rows } = rankEntries({ rubric: RUBRIC, entries: [], sheets: equal });
    expect(order(rows)).toEqual(['top', 'p', 'q', 'r']);
    expect(rows.map((r) => r.tieGroup)).toEqual([null, 1, 1, 1]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 2, 2]);
    const cut = applyCutoff(rows, { kind: 'count', value: 2 });
    expect(cut.selected).toEqual(['top']);
    expect(cut.unresolvedTie).toEqual({ registrationUids: ['p', 'q', 'r'], places: 1 });
    expect(cut.rows.map((r) => r.atCutoff)).toEqual([false, true, true, true]);
    // A line above or below the whole group passes through no tie.
    expect(applyCutoff(rows, { kind: 'count', value: 1 })).toMatchObject({ selected: ['top'], unresolvedTie: null });
    expect(applyCutoff(rows, { kind: 'count', value: 4 })).toMatchObject({ selected: ['top', 'p', 'q', 'r'], unresolvedTie: null });
    expect(applyCutoff(rows, { kind: 'count', value: 4 }).rows.some((r) => r.atCutoff)).toBe(false);
  });

  it('are decided by the chair’s recorded positions when the tie rule leaves them equal', () => {
    const chairPositions = new Map([['r', 1], ['p', 2], ['q', 3]]);
    const { rows } = rankEntries({ rubric: RUBRIC, entries: [], sheets: equal, chairPositions });
    expect(order(rows)).toEqual(['top', 'r', 'p', 'q']);
    expect(rows.map((r) => r.tieGroup)).toEqual([null, null, null, null]);
    const cut = applyCutoff(rows, { kind: 'count', value: 3 });
    expect(cut.selected).toEqual(['top', 'r', 'p']);
    expect(cut.unresolvedTie).toBeNull();
    expect(cut.rows.map((r) => r.atCutoff)).toEqual([false, true, true, true]);
  });

  it('stay tied among the entries the chair gave no position', () => {
    const { rows } = rankEntries({ rubric: RUBRIC, entries: [], sheets: equal, chairPositions: new Map([['q', 1]]) });
    expect(order(rows)).toEqual(['top', 'q', 'p', 'r']);
    expect(rows.map((r) => r.tieGroup)).toEqual([null, null, 1, 1]);
    expect(applyCutoff(rows, { kind: 'count', value: 2 }).unresolvedTie).toBeNull();
    expect(applyCutoff(rows, { kind: 'count', value: 3 }).unresolvedTie).toEqual({ registrationUids: ['p', 'r'], places: 1 });
  });
});

describe('cut-offs', () => {
  const sheets = [
    sheet('a', 'j1', [9, 9, 9, 9]),
    sheet('b', 'j1', [7, 7, 7, 7]),
    // c and d: the same mean, 7, as b, by other criteria (b's service is higher).
    sheet('c', 'j1', [6, 8, 8, 7]),
    sheet('d', 'j1', [6, 8, 8, 7]),
    sheet('e', 'j1', [6, 7, 6, 7]),
  ];
  const { rows } = rankEntries({ rubric: RUBRIC, entries: ['unscored'], sheets });

  it('by score takes every entry whose mean reaches it: equal means are all in, none flagged, none unresolved', () => {
    expect(rows.map((r) => r.mean)).toEqual([9, 7, 7, 7, 6.4, null]);
    const cut = applyCutoff(rows, { kind: 'score', value: 7 });
    expect(cut.selected).toEqual(['a', 'b', 'c', 'd']);
    expect(cut.unresolvedTie).toBeNull();
    expect(cut.rows.some((r) => r.atCutoff)).toBe(false);
    expect(applyCutoff(rows, { kind: 'score', value: 7.01 }).selected).toEqual(['a']);
    expect(applyCutoff(rows, { kind: 'score', value: 1 }).selected).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('by count takes the first N, never an entry without sheets', () => {
    expect(applyCutoff(rows, { kind: 'count', value: 1 })).toMatchObject({ selected: ['a'], unresolvedTie: null });
    expect(applyCutoff(rows, { kind: 'count', value: 0 })).toMatchObject({ selected: [], unresolvedTie: null });
    expect(applyCutoff(rows, { kind: 'count', value: 10 })).toMatchObject({ selected: ['a', 'b', 'c', 'd', 'e'], unresolvedTie: null });
    // Through b | c (decided by service) then through c | d (not decided).
    expect(applyCutoff(rows, { kind: 'count', value: 2 })).toMatchObject({ selected: ['a', 'b'], unresolvedTie: null });
    expect(applyCutoff(rows, { kind: 'count', value: 3 })).toMatchObject({ selected: ['a', 'b'], unresolvedTie: { registrationUids: ['c', 'd'], places: 1 } });
    expect(applyCutoff(rows, { kind: 'count', value: 3 }).rows.filter((r) => r.atCutoff).map((r) => r.registrationUid)).toEqual(['b', 'c', 'd']);
  });

  it('refuses a count that is not a whole number', () => {
    expect(() => applyCutoff(rows, { kind: 'count', value: 2.5 })).toThrow(RangeError);
    expect(() => applyCutoff(rows, { kind: 'score', value: Number.NaN })).toThrow(RangeError);
  });
});

describe('a weight changed in the schema', () => {
  // A is strong on service, B on innovation; the rest equal.
  const sheets = [sheet('A', 'j1', [10, 1, 5, 5]), sheet('B', 'j1', [5, 10, 5, 5])];

  it('changes the order accordingly (stage-1.schema.json as shipped, then with innovation weighing 60)', () => {
    const shipped = rankEntries({ rubric: rubricOf(STAGE_1), entries: [], sheets });
    // (40·10 + 20·1 + 20·5 + 20·5) / 100 = 6.2 against (40·5 + 20·10 + 20·5 + 20·5) / 100 = 6.
    expect(shipped.rows.map((r) => [r.registrationUid, r.mean])).toEqual([['A', 6.2], ['B', 6]]);

    const changed = structuredClone(STAGE_1);
    changed.properties.scores.properties.innovation['x-weight'] = 60;
    const after = rankEntries({ rubric: rubricOf(changed), entries: [], sheets });
    // (400 + 60 + 100 + 100) / 140 against (200 + 600 + 100 + 100) / 140.
    expect(order(after.rows)).toEqual(['B', 'A']);
    expect(after.rows[0]!.mean).toBeCloseTo(1000 / 140, 12);
    expect(after.rows[1]!.mean).toBeCloseTo(660 / 140, 12);
  });
});
