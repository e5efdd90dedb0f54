// The bench table: one row per figure with the baseline measured in the same run, the ratio, the
// target and whether it is met. Each script prints its own; with BENCH_RESULTS set (run-all) it also
// appends its rows there as JSON lines.
import { appendFileSync } from 'node:fs';

/** row: { figure, value, baseline, ratio, target, met } (strings, met: true/false/null). */
export function printTable(title, rows, notes = []) {
  const header = ['figure', 'measured', 'baseline (same run)', 'ratio', 'target', 'met?'];
  const met = (m) => (m === true ? 'yes' : m === false ? 'NO' : '–');
  const table = [header, ...rows.map((r) => [r.figure, r.value, r.baseline, r.ratio, r.target].map((v) => String(v ?? '')).concat(met(r.met)))];
  const widths = header.map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
  const line = (cells) => `  ${cells.map((c, i) => c.padEnd(widths[i])).join('  ')}`.trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const cells of table.slice(1)) console.log(line(cells));
  for (const n of notes) console.log(`  ${n}`);
  console.log('');
  recordResults(title, rows);
}

/** Appends rows to run-all's results file (BENCH_RESULTS), when there is one. */
export function recordResults(bench, rows) {
  if (!process.env.BENCH_RESULTS) return;
  for (const r of rows) appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify({ bench, ...r })}\n`);
}

export const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
