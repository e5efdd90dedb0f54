// API benchmark (DESIGN.md section 9; `npm run bench:api`). Not a test: it prints ratios measured
// side by side in one run on this machine.
//   1. Starts the real server (src/server/main.ts, production mode, fresh data directory) and a bare
//      Fastify process, both on 127.0.0.1. For each read the bare route answers the very bytes the real
//      route answers (read once before the run); for create, a fixed JSON envelope.
//   2. For each figure, autocannon loads the bare route and then the real route with the same
//      connections and duration (paired, so both see the same state of this shared machine):
//      news list, districts of a county, heroes list with a keyword, registration create. A read is
//      measured in BENCH_API_ROUNDS pairs (3) and reported by the median pair (by ratio): one pair
//      swung by ±30 % on this shared 2-core machine.
//   3. Registration create: every request carries its own security token, solved before the run
//      (tokens are single-use), and a fresh e-mail; the run is bounded by the number of tokens.
// Prints req/s and p99 latency of each, the ratio to the bare route and the targets.
import autocannon from 'autocannon';
import { captchaTokens } from './lib/captcha.mjs';
import { cleanup, timeLimit } from './lib/processes.mjs';
import { fmt, printTable } from './lib/report.mjs';
import { answerOf, startBare, startServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_API_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10);
const CREATE_N = Number(process.env.BENCH_API_CREATE_N ?? 300);
const TARGET = { read: 0.8, create: 0.3, p99: 3 };

const done = timeLimit('bench:api', Number(process.env.BENCH_TIME_LIMIT_MS ?? 300_000));

function load(opts) {
  return autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
}

/** Req/s, p99 and failures of one autocannon result. */
function summary(r) {
  return { rps: r.requests.average, p99: r.latency.p99, failures: r.errors + r.timeouts + r.non2xx, total: r.requests.total };
}

async function getJson(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

try {
  const { base } = await startServer();

  // Inputs read through the API, as a client would.
  const [county] = await getJson(`${base}/api/common/v1/list-county`);
  const heroes = { entityType: 'group', editionCategory: 'edition_2nd', keyword: 'formosa' };
  const found = await getJson(`${base}/api/leaderboards/v1/list`, json(heroes));
  if (found.length === 0) throw new Error('the heroes keyword finds nothing: pick one the seed holds');
  const category = 'org-grp_travel-industry';
  const provisions = await getJson(`${base}/api/common/v1/list-category-provision?organizationCategory=${category}`);
  const [district] = await getJson(`${base}/api/common/v1/list-district?parentSlug=${county.slug}`);

  const reads = [
    { name: 'news', figure: 'news list', opts: { url: `${base}/api/news/v1/list`, ...json({}) } },
    { name: 'districts', figure: 'districts of a county', opts: { url: `${base}/api/common/v1/list-district?parentSlug=${county.slug}` } },
    { name: 'heroes', figure: 'heroes list, keyword', opts: { url: `${base}/api/leaderboards/v1/list`, ...json(heroes) } },
  ];
  // The baseline answers each read with the same bytes the real route answers.
  const answers = {};
  for (const r of reads) answers[r.name] = await answerOf(r.opts.url, r.opts);
  const bare = await startBare(answers);

  const rows = [];
  const addRows = (figure, real, baseline, rpsTarget) => {
    const ratio = real.rps / baseline.rps;
    rows.push({
      figure: `${figure} req/s`, value: fmt(real.rps), baseline: fmt(baseline.rps), ratio: `${fmt(ratio, 2)}×`, target: `≥ ${rpsTarget}×`, met: ratio >= rpsTarget,
    });
    const p99Ratio = real.p99 / Math.max(baseline.p99, 1);
    rows.push({
      figure: `${figure} p99`, value: `${real.p99} ms`, baseline: `${baseline.p99} ms`, ratio: `${fmt(p99Ratio, 1)}×`, target: `≤ ${TARGET.p99}× (of ≥ 1 ms)`, met: p99Ratio <= TARGET.p99,
    });
    if (real.failures > 0) rows.push({ figure: `${figure} failed requests`, value: String(real.failures), baseline: '0', ratio: '', target: '0', met: false });
  };

  // Warm-up: JIT and the first queries of each route.
  for (const r of reads) {
    await autocannon({ ...r.opts, url: `${bare.url}/${r.name}`, connections: 4, duration: 2 });
    await autocannon({ ...r.opts, connections: 4, duration: 2 });
  }

  for (const r of reads) {
    const pairs = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const baseline = summary(await load({ url: `${bare.url}/${r.name}`, method: r.opts.method ?? 'GET', headers: r.opts.headers, body: r.opts.body }));
      const real = summary(await load(r.opts));
      pairs.push({ baseline, real, ratio: real.rps / baseline.rps });
    }
    pairs.sort((a, b) => a.ratio - b.ratio);
    const median = pairs[Math.floor(pairs.length / 2)];
    const failures = pairs.reduce((sum, p) => sum + p.real.failures, 0);
    addRows(r.figure, { ...median.real, failures }, median.baseline, TARGET.read);
  }

  // Registration create: tokens solved ahead of time; one request per token.
  const tokens = await captchaTokens(base, CREATE_N);
  let next = 0;
  const createBody = (cfToken, n) => JSON.stringify({
    entityType: 'group', organizationCategory: category, organizationName: '效能測試旅行社', vendorUid: null,
    grpCompanyUniformNumber: '04595257', isPenalized: false,
    provisions: provisions.map((p, i) => ({ provisionId: p.provisionId, isSatisfied: i === 0 })),
    agreedToTerms: true, contactName: '效能測試', contactPhoneNumber: '02-2345-6789', contactFaxNumber: '',
    contactEmail: `bench-api-${n}@example.com`, contactCountyCategory: county.slug, contactDistrictCategory: district.slug,
    contactAddressLine: '測試路 1 號', cfToken,
  });
  const sample = createBody('x', 0);
  const baseline = summary(await load({ url: bare.url, method: 'POST', headers: { 'content-type': 'application/json' }, body: sample }));
  const created = await autocannon({
    url: `${base}/api/registrations/v1/create`,
    connections: CONNECTIONS,
    amount: tokens.length,
    requests: [{
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({ ...req, body: createBody(tokens[next], next++) }),
    }],
  });
  addRows('registration create', summary(created), baseline, TARGET.create);

  printTable('API benchmark (autocannon)', rows, [
    `${CONNECTIONS} connections, ${SECONDS} s per run; a read is the median of ${ROUNDS} bare/real pairs; create: ${tokens.length} requests, each with its own pre-solved security token (ALTCHA_COST=10).`,
    'Baseline: a bare Fastify process, loaded right before each figure: for a read it answers what the real route answers (status, headers, body, byte for byte); for create, a fixed envelope.',
  ]);
} catch (err) {
  console.error(`bench:api failed: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  done();
}
