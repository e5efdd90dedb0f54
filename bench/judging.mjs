// Judging benchmark (issue 28; `npm run bench:judging`, and part of `npm run bench`). Not a test: it prints
// what it measured beside a baseline measured in the same run. No server: the ranking and the assignment are
// pure functions (src/server/features/judging/), timed in this process (`node --import tsx`: they are TypeScript).
//   1. Ranking: 2,000 entries, 7 jurors, every juror scoring every entry on the stage-1 rubric (14,000 sheets,
//      scores from a seeded generator, the same every run), ranked BENCH_JUDGING_RUNS (50) times after a warm-up:
//      p50 and p99 against the target (p99 ≤ 100 ms), and against the machine's own limit for the same data: a
//      bare loop that only sums the same sheets' weighted scores per entry into a Float64Array.
//   2. Assignment: 2,000 entries to 30 jurors, 3 per entry, from nothing, BENCH_JUDGING_ASSIGN_RUNS (20) times:
//      against the target (≤ 1 s) and a bare loop assigning the same slots round-robin.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assignJurors, rankEntries, rubricOf } from '../src/server/features/judging/index.ts';
import { root, timeLimit } from './lib/processes.mjs';
import { fmt, printTable } from './lib/report.mjs';

const ENTRIES = 2000;
const JURORS = 7;
const RUNS = Number(process.env.BENCH_JUDGING_RUNS ?? 50);
const ASSIGN = { entries: 2000, jurors: 30, perEntry: 3, runs: Number(process.env.BENCH_JUDGING_ASSIGN_RUNS ?? 20) };
const TARGET = { rankP99Ms: 100, assignMs: 1000 };
const WARM_UP = 5;

const done = timeLimit('bench:judging', Number(process.env.BENCH_TIME_LIMIT_MS ?? 300_000));

/** mulberry32: the same scores every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const uid = (prefix, i) => `${prefix}-${String(i).padStart(5, '0')}`;
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * q) - 1)];

/** Milliseconds of each of `runs` calls (after `warmUp` untimed ones); `sink` keeps the results alive. */
async function time(fn, runs, warmUp = WARM_UP) {
  const ms = [];
  let sink = 0;
  for (let i = 0; i < warmUp + runs; i++) {
    const started = performance.now();
    sink += fn();
    const took = performance.now() - started;
    if (i >= warmUp) ms.push(took);
    // Lets the time limit fire between runs.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { p50: quantile(ms, 0.5), p99: quantile(ms, 0.99), max: Math.max(...ms), sink };
}

function stage() {
  const rubric = rubricOf(JSON.parse(readFileSync(join(root, 'schemas', 'judging', 'stage-1.schema.json'), 'utf8')));
  const random = prng(28);
  const entries = Array.from({ length: ENTRIES }, (_, i) => uid('entry', i));
  const jurors = Array.from({ length: JURORS }, (_, j) => uid('juror', j));
  const sheets = [];
  for (const registrationUid of entries) {
    for (const jurorUid of jurors) {
      // A juror's own leniency (±1) on top of the entry's level: the normalisation has something to do.
      const scores = Object.fromEntries(rubric.criteria.map((c) => [c.key, Math.max(1, Math.min(10, 3 + Math.floor(random() * 6) + (jurorUid.endsWith('1') ? 1 : 0)))]));
      sheets.push({ registrationUid, jurorUid, scores });
    }
  }
  return { rubric, entries, sheets };
}

/** The machine's limit for the same data: each sheet's weighted score summed per entry, nothing else. */
function bareSums({ rubric, entries, sheets }) {
  const index = new Map(entries.map((e, i) => [e, i]));
  const keys = rubric.criteria.map((c) => c.key);
  const weights = rubric.criteria.map((c) => c.weight);
  const total = weights.reduce((s, w) => s + w, 0);
  const sums = new Float64Array(entries.length);
  for (const sheet of sheets) {
    let x = 0;
    for (let k = 0; k < keys.length; k++) x += weights[k] * sheet.scores[keys[k]];
    sums[index.get(sheet.registrationUid)] += x / total;
  }
  return sums[0];
}

/** The same slots as the assignment, juror after juror round-robin, no loads, no conflicts. */
function roundRobin(entries, jurors, perEntry) {
  const pairs = [];
  let next = 0;
  for (const registrationUid of entries) {
    for (let s = 0; s < perEntry; s++) pairs.push({ registrationUid, jurorUid: jurors[next++ % jurors.length] });
  }
  return pairs.length;
}

try {
  const data = stage();
  const ranking = rankEntries(data);
  const rank = await time(() => rankEntries(data).rows.length, RUNS);
  const bare = await time(() => bareSums(data), RUNS);

  const entries = Array.from({ length: ASSIGN.entries }, (_, i) => uid('entry', i));
  const jurors = Array.from({ length: ASSIGN.jurors }, (_, j) => uid('juror', j));
  const input = { entries, jurors, perEntry: ASSIGN.perEntry, existing: [], conflicted: new Set() };
  const assign = await time(() => assignJurors(input).added.length, ASSIGN.runs, 2);
  const robin = await time(() => roundRobin(entries, jurors, ASSIGN.perEntry), ASSIGN.runs, 2);

  const ms = (x) => `${fmt(x, 1)} ms`;
  const ratio = (a, b) => `${fmt(a / b, 1)}×`;
  const rankFigure = `ranking ${ENTRIES} entries × ${JURORS} jurors (${data.sheets.length} sheets)`;
  const assignFigure = `assignment ${ASSIGN.entries} entries → ${ASSIGN.jurors} jurors, k = ${ASSIGN.perEntry}`;
  printTable('Judging: ranking and assignment (in process)', [
    { figure: `${rankFigure} p50`, value: ms(rank.p50), baseline: ms(bare.p50), ratio: ratio(rank.p50, bare.p50), target: '', met: null },
    { figure: `${rankFigure} p99`, value: ms(rank.p99), baseline: ms(bare.p99), ratio: ratio(rank.p99, bare.p99), target: `≤ ${TARGET.rankP99Ms} ms`, met: rank.p99 <= TARGET.rankP99Ms },
    { figure: `${assignFigure} p50`, value: ms(assign.p50), baseline: ms(robin.p50), ratio: ratio(assign.p50, robin.p50), target: '', met: null },
    { figure: `${assignFigure} slowest`, value: ms(assign.max), baseline: ms(robin.max), ratio: ratio(assign.max, robin.max), target: `≤ ${TARGET.assignMs} ms`, met: assign.max <= TARGET.assignMs },
  ], [
    `Ranking: ${RUNS} runs after ${WARM_UP} untimed; normalised column ${ranking.normalisationShown ? 'shown' : 'hidden'}, ${new Set(ranking.rows.map((r) => r.tieGroup).filter((g) => g !== null)).size} tie groups.`,
    'Ranking baseline: a bare loop summing the same sheets’ weighted scores per entry into a Float64Array.',
    `Assignment: ${ASSIGN.runs} runs after 2 untimed; baseline: the same ${ASSIGN.entries * ASSIGN.perEntry} slots given round-robin.`,
  ]);
} catch (err) {
  console.error(`bench:judging failed: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  done();
}
