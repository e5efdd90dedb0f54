// Staff sign-in timing (issue 30, item 2; `npm run bench:staff-timing`). Not a test: it prints what it
// measured. A sign-in with a junk code (not six digits: checked as a recovery code) must cost the same
// whether the password is right, wrong or the account unknown, or its timing confirms a password.
//   1. The real server starts on a fresh data directory; BENCH_TIMING_ACCOUNTS reviewer accounts are made
//      as the staff CLI makes them and enrolled over HTTP.
//   2. BENCH_TIMING_ROUNDS rounds, each one sign-in of every kind in a shuffled order: right password +
//      junk code, wrong password + junk code, unknown e-mail + junk code. Every request leaves from an
//      address of its own (the per-address limits never refuse), and an account takes at most 8
//      failures (below the 10 after which every attempt on it is slowed on purpose: that delay is the
//      same for all, but would swamp what is measured).
//   3. Each kind's median, interquartile range and standard deviation, side by side; the difference of
//      the right and wrong password's medians against their own spread; in how many rounds the right
//      password was the slower (≈ half when nothing tells them apart: a sign test). Before issue 30 on a
//      busy 2-core machine: right 525 ms, wrong 452 ms (medians), the right one slower in 32 of 40.
import { Agent, fetch as fetchFrom } from 'undici';
import { cleanup, tempDir, timeLimit } from './lib/processes.mjs';
import { enrolAndSignIn, openForSeeding } from './lib/staff.mjs';
import { fmt, printTable } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const ROUNDS = Number(process.env.BENCH_TIMING_ROUNDS ?? 40);
const WARM_UP = 3;
const PER_ACCOUNT = 4; // rounds per account: 8 failures (right and wrong password), under the slowing at 10
const PASSWORD = 'bench staff sign-in timing password';
const JUNK = 'not-a-code';

const done = timeLimit('bench:staff-timing', Number(process.env.BENCH_TIME_LIMIT_MS ?? 600_000));

let addressSeq = 0;
/** A loopback address no earlier request of this run left from (127.1.0.1, 127.1.0.2, ...). */
const nextAddress = () => {
  const n = ++addressSeq;
  return `127.1.${Math.floor(n / 250)}.${1 + (n % 250)}`;
};

/** One sign-in from an address of its own; its wall time in ms (the answer must be the one 401). */
async function timedSignIn(base, body) {
  const dispatcher = new Agent({ localAddress: nextAddress() });
  try {
    const started = performance.now();
    const res = await fetchFrom(`${base}/api/admin/v1/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), dispatcher });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== 401) throw new Error(`sign-in answered ${res.status}, expected 401`);
    return ms;
  } finally {
    await dispatcher.close();
  }
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const quantile = (xs, q) => {
  const s = sorted(xs);
  const i = (s.length - 1) * q;
  return s[Math.floor(i)] + (s[Math.ceil(i)] - s[Math.floor(i)]) * (i - Math.floor(i));
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const stdev = (xs) => Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / (xs.length - 1));
const shuffle = (xs) => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

try {
  const dataDir = await tempDir('bench-staff-timing-');
  const accounts = Math.ceil((ROUNDS + WARM_UP) / PER_ACCOUNT);
  const seeding = await openForSeeding(dataDir);
  const links = [];
  for (let i = 0; i < accounts; i++) links.push(await seeding.reviewer(`timing${i}@example.org`));
  await seeding.close();
  const { base } = await startServer({}, { dataDir });
  for (let i = 0; i < accounts; i++) await enrolAndSignIn(base, links[i], `timing${i}@example.org`, PASSWORD);

  const KINDS = {
    right: { label: 'right password + junk code', body: (i) => ({ email: `timing${i}@example.org`, password: PASSWORD, code: JUNK }) },
    wrong: { label: 'wrong password + junk code', body: (i) => ({ email: `timing${i}@example.org`, password: `${PASSWORD} (wrong)`, code: JUNK }) },
    unknown: { label: 'unknown e-mail + junk code', body: (i) => ({ email: `nobody${i}@example.org`, password: PASSWORD, code: JUNK }) },
  };
  const times = { right: [], wrong: [], unknown: [] };
  let rightSlower = 0;
  for (let round = 0; round < ROUNDS + WARM_UP; round++) {
    const account = Math.floor(round / PER_ACCOUNT);
    const got = {};
    for (const kind of shuffle(Object.keys(KINDS))) got[kind] = await timedSignIn(base, KINDS[kind].body(account));
    if (round < WARM_UP) continue; // JIT, the first queries, the throwaway hashes made on first use
    for (const kind of Object.keys(KINDS)) times[kind].push(got[kind]);
    if (got.right > got.wrong) rightSlower++;
  }

  const spread = (xs) => `IQR ${fmt(quantile(xs, 0.25), 1)}–${fmt(quantile(xs, 0.75), 1)}, sd ${fmt(stdev(xs), 1)}`;
  const rows = Object.entries(KINDS).map(([kind, { label }]) => ({
    figure: `${label}, median of ${ROUNDS}`, value: `${fmt(quantile(times[kind], 0.5), 1)} ms`, baseline: spread(times[kind]), ratio: '', target: '', met: null,
  }));
  const diff = quantile(times.right, 0.5) - quantile(times.wrong, 0.5);
  const ownSpread = Math.min(stdev(times.right), stdev(times.wrong));
  rows.push({
    figure: 'right − wrong password, medians', value: `${fmt(diff, 1)} ms`, baseline: `their smaller sd ${fmt(ownSpread, 1)} ms`,
    ratio: `${fmt(Math.abs(diff) / ownSpread, 2)}×`, target: '< their spread', met: Math.abs(diff) < ownSpread,
  });
  // A sign test: with nothing to tell them apart, the count is binomial (ROUNDS, ½); 95 % of runs fall
  // within 1.96 of its standard deviation (√ROUNDS / 2) of half. Before the fix: 32 of 40 (README).
  const signTestRange = 1.96 * Math.sqrt(ROUNDS) / 2;
  rows.push({
    figure: 'rounds where the right password was slower', value: `${rightSlower} of ${ROUNDS}`, baseline: '', ratio: '',
    target: `${fmt(ROUNDS / 2 - signTestRange)}–${fmt(ROUNDS / 2 + signTestRange)} (sign test, 95 %)`, met: Math.abs(rightSlower - ROUNDS / 2) <= signTestRange,
  });
  printTable('Staff sign-in: the same work whatever is wrong (wall time per sign-in)', rows, [
    `${ROUNDS} rounds (+${WARM_UP} warm-up), each kind once per round in a shuffled order, one at a time, each from its own address; ${accounts} accounts.`,
    'baseline column: the spread of the same kind (interquartile range and standard deviation, ms).',
  ]);
} catch (err) {
  console.error(`bench:staff-timing failed: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  done();
}
