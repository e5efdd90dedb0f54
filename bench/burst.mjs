// A burst alone (issue 16, "a deadline surge"; `npm run bench:burst`). Not a test: it prints what it
// measured. The real server (bench/lib/server.mjs) takes BENCH_BURST (200) registrations at the same
// moment, then their sign-ins at the same moment, BENCH_BURST_ROUNDS (3) times; the security tokens are
// solved before each burst (a registrant's own device solves it, not the server's cores). For each
// burst: the time until the last answer (the p99 of a surge is set by such a burst: target ≤ 2 s for
// registrations, ≤ 1 s for sign-ins) and the server's CPU per request from /proc (all its threads:
// hashing in libuv's pool too), which moves less with the machine's load than the wall time does.
import { readFileSync } from 'node:fs';
import { Agent, fetch as fetchFrom } from 'undici';
import { captchaTokens } from './lib/captcha.mjs';
import { groupBody, groupLookups } from './lib/registrant.mjs';
import { cleanup, stopChild, timeLimit } from './lib/processes.mjs';
import { fmt, printTable } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const K = Number(process.env.BENCH_BURST ?? 200);
const ROUNDS = Number(process.env.BENCH_BURST_ROUNDS ?? 3);
const ADDRESSES = 50; // as bench/rush.mjs: a sign-in takes a slot of its address's allowance
const LIMITS_MS = { register: 2000, 'sign in': 1000 };
const agents = Array.from({ length: ADDRESSES }, (_, i) => new Agent({ localAddress: `127.0.0.${10 + i}` }));
const done = timeLimit('bench:burst', Number(process.env.BENCH_TIME_LIMIT_MS ?? 600_000));

/** CPU time (ms) the process has used, all threads. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks
}

try {
  const server = await startServer();
  const { base } = server;
  const lookups = await groupLookups(base);
  const post = async (n, path, json) => {
    const res = await fetchFrom(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json), dispatcher: agents[n % ADDRESSES] });
    const answer = await res.json();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
    return answer.data;
  };
  /** Runs one burst; returns [wall ms until the last answer, server CPU ms per request, answers]. */
  const burst = async (calls) => {
    const cpu = cpuMs(server.child.pid);
    const started = performance.now();
    const answers = await Promise.all(calls.map((call) => call()));
    return [performance.now() - started, (cpuMs(server.child.pid) - cpu) / calls.length, answers];
  };

  const rows = [];
  for (let round = 0; round < ROUNDS; round++) {
    const tokens = await captchaTokens(base, 2 * K);
    const [regWall, regCpu, created] = await burst(Array.from({ length: K }, (_, i) => () => post(i, '/api/registrations/v1/create', groupBody(lookups, round * K + i, tokens[i], 'burst'))));
    const [inWall, inCpu] = await burst(
      created.map((c, i) => () => post(i, '/api/auth/v1/sign-in', { registrationNumber: c.registrationNumber, accessCode: c.accessCode, cfToken: tokens[K + i] })),
    );
    for (const [step, wall, cpu] of [['register', regWall, regCpu], ['sign in', inWall, inCpu]]) {
      rows.push({
        figure: `round ${round + 1}: ${K} × ${step} at once (server CPU ${fmt(cpu, 1)} ms each), last answer`, value: `${fmt(wall)} ms`, baseline: '',
        ratio: '', target: `≤ ${LIMITS_MS[step]} ms`, met: wall <= LIMITS_MS[step],
      });
    }
  }
  await stopChild(server.child);
  printTable(`A burst of ${K} at once`, rows, [
    'The first round includes the server warming up; CPU each: the server process, all threads, per request.',
    `load average after: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(', ')}`,
  ]);
} catch (err) {
  console.error(`bench:burst failed: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  await Promise.all(agents.map((a) => a.close()));
  await cleanup();
  done();
}
