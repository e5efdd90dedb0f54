// `npm run bench`: every benchmark of DESIGN.md section 9, one after the other (each starts and stops
// its own server), then one table of every figure: measured, the baseline measured in the same run,
// the ratio, the target and whether it is met. BENCH_ONLY=api,rush runs just those (rush-surge: the
// rush 200 at a time).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { root, tempDir, cleanup } from './lib/processes.mjs';
import { printTable } from './lib/report.mjs';

const BENCHES = ['api', 'upload', 'rush', 'rush-surge', 'burst', 'pages', 'footprint', 'admin-list', 'admin-zip', 'judging'];
/**
 * Legs that run a bench script with settings of their own: the rush again, 200 at a time (issue 16); the
 * judging bench imports the TypeScript modules it times, through tsx (issue 28).
 */
const LEGS = {
  'rush-surge': { script: 'rush', env: { BENCH_RUSH_CONCURRENCY: '200', BENCH_RUSH_N: '400' } },
  judging: { script: 'judging', env: {}, nodeArgs: ['--import', 'tsx'] },
};
const only = process.env.BENCH_ONLY?.split(',');

function run(name, env) {
  const leg = LEGS[name] ?? { script: name, env: {} };
  return new Promise((resolve) => {
    console.log(`\n=== bench:${name} ===`);
    const child = spawn(process.execPath, [...(leg.nodeArgs ?? []), join(root, 'bench', `${leg.script}.mjs`)], { cwd: root, env: { ...process.env, ...leg.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const dir = await tempDir('bench-results-');
const failed = [];
const rows = [];
const started = Date.now();
for (const name of BENCHES.filter((b) => !only || only.includes(b))) {
  const results = join(dir, `${name}.jsonl`);
  if ((await run(name, { BENCH_RESULTS: results })) !== 0) failed.push(name);
  const lines = (await readFile(results, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  for (const line of lines) {
    const r = JSON.parse(line);
    // The summary keeps the figures with a target or a baseline; each bench's own table has the rest.
    if (r.target || r.baseline) rows.push({ ...r, figure: `${name}: ${r.figure}` });
  }
}
const notes = [`${((Date.now() - started) / 60000).toFixed(1)} min in all.`];
if (failed.length) notes.push(`did not finish cleanly: ${failed.join(', ')} (see its output above)`);
printTable('All benchmarks', rows, notes);
await cleanup();
const judged = rows.filter((r) => r.met === true || r.met === false);
console.log(`${judged.filter((r) => r.met).length} of ${judged.length} targets met.`);
