// Memory benchmark (issue 16, "a smaller footprint"; `npm run bench:footprint`). Not a test: it
// prints what it measured.
//   1. Starts the real server (as `npm start` runs it: bench/lib/server.mjs) on a fresh embedded data
//      directory and samples the resident memory of the server and every process under it (a worker
//      thread is in the server's own figure; a child process is added) every 25 ms:
//   2. A few requests (the home page, lists of the API), then FOOTPRINT_SETTLE_MS (10 s) of nothing:
//      the idle figure. The first-start peak is the highest sample of that whole first run (or the
//      server's VmHWM plus its children, which catches what falls between samples). Then the same
//      server restarted on that data directory, for comparison.
//   3. The same on PostgreSQL in the same run: a throwaway cluster (as .ci/with-postgres.sh makes
//      one), the server's own figures, and PostgreSQL's processes at idle (their proportional set
//      size: RSS would count shared buffers once per process). Skipped, with a line saying so, when
//      no initdb/pg_ctl is installed.
// Targets (issue 16): embedded idle ≤ 250 MB, embedded first-start peak ≤ 400 MB. The load average
// is printed beside the figures: the machine is shared (resident memory moves little with load).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { cleanup, freePort, stopChild, tempDir, timeLimit } from './lib/processes.mjs';
import { fmt, printTable } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const TARGET = { idleMb: 250, peakMb: 400 };
const SETTLE_MS = Number(process.env.FOOTPRINT_SETTLE_MS ?? 10_000);
const done = timeLimit('bench:footprint', Number(process.env.BENCH_TIME_LIMIT_MS ?? 300_000));

/** A field of /proc/<pid>/status (or smaps_rollup) in MB; 0 when the process is gone. */
function procMb(pid, field, file = 'status') {
  try {
    const m = readFileSync(`/proc/${pid}/${file}`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Every process whose parent chain reaches `root` (not `root` itself). */
function descendants(root) {
  const parent = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (field 2) may hold spaces: the parent is the second field after its ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const found = [];
  for (const pid of parent.keys()) {
    for (let p = parent.get(pid); p && p > 1; p = parent.get(p)) {
      if (p === root) {
        found.push(pid);
        break;
      }
    }
  }
  return found;
}

/** RSS of this bench's processes under it (the server and its children) until `until` settles. */
async function samplePeak(until) {
  let peak = 0;
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const total = descendants(process.pid).reduce((sum, pid) => sum + procMb(pid, 'VmRSS'), 0);
      peak = Math.max(peak, total);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  try {
    const result = await until;
    return { result, peak };
  } finally {
    sampling = false;
    await loop;
  }
}

const treeRss = (pid) => [pid, ...descendants(pid)].reduce((sum, p) => sum + procMb(p, 'VmRSS'), 0);

async function exercise(base) {
  for (const path of ['/', '/api/health/v1', '/api/common/v1/list-county', '/api/news/v1/list']) {
    const res = await fetch(`${base}${path}`, path.includes('/news/') ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' } : {});
    await res.arrayBuffer();
  }
}

/** First start on a fresh data directory, idle after a few requests, then idle after a restart. */
async function measure(env) {
  // The peak: the whole first run (start, requests, idle), as sampled or as the server's VmHWM.
  const firstRun = (async () => {
    const server = await startServer(env);
    await exercise(server.base);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    return { server, idle: treeRss(server.child.pid), hwm: procMb(server.child.pid, 'VmHWM') + descendants(server.child.pid).reduce((s, p) => s + procMb(p, 'VmRSS'), 0) };
  })();
  const { result: { server, idle, hwm }, peak: sampled } = await samplePeak(firstRun);
  const peak = Math.max(sampled, hwm);
  await stopChild(server.child);
  const again = await startServer(env, { dataDir: server.dataDir });
  await exercise(again.base);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const idleRestart = treeRss(again.child.pid);
  await stopChild(again.child);
  return { peak, idle, idleRestart };
}

/** A throwaway PostgreSQL cluster on 127.0.0.1 (as .ci/with-postgres.sh); undefined when none is installed. */
async function startPostgres() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl'))) : [];
  if (versions.length === 0) return undefined;
  const bin = join(base, versions.sort((a, b) => Number(a) - Number(b)).at(-1), 'bin');
  const dir = await tempDir('bench-pg-');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: as root, the cluster runs as `postgres`.
  const run = (cmd, args) => execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'ignore' });
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  run(join(bin, 'pg_ctl'), ['-D', data, '-o', `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=on`, '-l', join(dir, 'log'), '-w', 'start']);
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: versions.at(-1),
    /** PostgreSQL's processes: proportional set size (shared buffers shared out between them). */
    pss: () => [postmaster, ...descendants(postmaster)].reduce((sum, pid) => sum + procMb(pid, 'Pss', 'smaps_rollup'), 0),
    stop: () => run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');
const mb = (n) => `${fmt(n)} MB`;
try {
  const loads = [`load average before: ${load()}`];
  const embedded = await measure({});
  loads.push(`after the embedded half: ${load()}`);
  const pg = await startPostgres();
  let onPg;
  let pgPss;
  if (pg) {
    try {
      onPg = await measure({ DATABASE_URL: pg.url, PII_KEYS: `bench=${randomBytes(32).toString('base64')}` });
      pgPss = pg.pss();
    } finally {
      pg.stop();
    }
    loads.push(`after the PostgreSQL half: ${load()}`);
  }
  const ratio = (a, b) => (b ? `${fmt(a / b, 1)}×` : '');
  const rows = [
    { figure: 'first-start peak RSS, embedded', value: mb(embedded.peak), baseline: onPg ? mb(onPg.peak) : 'n/a', ratio: ratio(embedded.peak, onPg?.peak), target: `≤ ${TARGET.peakMb} MB`, met: embedded.peak <= TARGET.peakMb },
    { figure: 'idle RSS after the first start, embedded', value: mb(embedded.idle), baseline: onPg ? mb(onPg.idle) : 'n/a', ratio: ratio(embedded.idle, onPg?.idle), target: `≤ ${TARGET.idleMb} MB`, met: embedded.idle <= TARGET.idleMb },
    { figure: 'idle RSS after a restart, embedded', value: mb(embedded.idleRestart), baseline: onPg ? mb(onPg.idleRestart) : 'n/a', ratio: ratio(embedded.idleRestart, onPg?.idleRestart), target: `≤ ${TARGET.idleMb} MB`, met: embedded.idleRestart <= TARGET.idleMb },
  ];
  if (onPg) rows.push({ figure: `PostgreSQL ${pg.version}'s own processes at idle (PSS)`, value: mb(pgPss), baseline: '', ratio: '', target: '', met: null });
  const notes = [
    'Resident memory of the server and its child processes; baseline: the same server on PostgreSQL, same run.',
    `Idle: after ${SETTLE_MS / 1000} s without requests (after a few). ${loads.join('; ')}.`,
  ];
  if (!pg) notes.push('PostgreSQL not available (no /usr/lib/postgresql/*/bin/pg_ctl): its half was skipped.');
  printTable('Memory footprint', rows, notes);
} finally {
  done();
  await cleanup();
}
