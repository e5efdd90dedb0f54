// Back-office list benchmark (issue 17; `npm run bench:admin-list`, and part of `npm run bench`).
//   1. A fresh data directory gets 10,000 registrations straight in SQL (batches of generate_series):
//      both entity types and every category, statuses, submissions and creation times over the window,
//      and achievements, tourism photos, workplace photos, recommendations and employment proofs on a
//      share of them, so that the "missing" filter has work. A staff account is made the way the CLI
//      makes one (createStaffAccount), before the server holds the directory's lock.
//   2. The real server starts on that directory; the bench enrols the account and signs in over HTTP.
//   3. For each filtered page (no filter, status + type + sort, keyword, rare keyword, missing items,
//      missing + type + not submitted, deep page), autocannon loads a bare Fastify route answering the
//      very same bytes, then the real route: p99 of the real one against the target (≤ 100 ms), the
//      bare one as the baseline of this machine at that moment.
// BENCH_ADMIN_EXPLAIN=1: after seeding, print EXPLAIN ANALYZE of every query listRegistrations runs for
// each page (recorded by a Kysely plugin, re-run with EXPLAIN) and its time in-process, and no load.
import autocannon from 'autocannon';
import { createQueryId, QueryNode } from 'kysely';
import { tsImport } from 'tsx/esm/api';
import { cleanup, tempDir, timeLimit } from './lib/processes.mjs';
import { enrolAndSignIn, openForSeeding, jsonPost, post } from './lib/staff.mjs';
import { fmt, printTable } from './lib/report.mjs';
import { startBare, startServer } from './lib/server.mjs';

const N = Number(process.env.BENCH_ADMIN_N ?? 10_000);
const SECONDS = Number(process.env.BENCH_ADMIN_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 2);
const TARGET_P99_MS = 100;
const BATCH = 2000;
const PASSWORD = 'bench admin list password';

const done = timeLimit('bench:admin-list', Number(process.env.BENCH_TIME_LIMIT_MS ?? 300_000));

/** 10,000 registrations and their rows, in SQL: row i decides everything by i (the same data every run). */
async function seed(dataDir) {
  const seeding = await openForSeeding(dataDir);
  const { config, sql } = seeding;
  const started = Date.now();
  try {
    const db = seeding.db;
    const district = await db.selectFrom('district').select(['slug', 'county_slug']).orderBy('order_index').executeTakeFirstOrThrow();
    const categories = await db.selectFrom('organization_category').select(['slug', 'entity_type']).orderBy('entity_type').orderBy('order_index').execute();
    const slugs = sql.raw(`ARRAY[${categories.map((c) => `'${c.slug}'`).join(',')}]`);
    const entities = sql.raw(`ARRAY[${categories.map((c) => `'${c.entity_type}'`).join(',')}]`);
    const statuses = sql.raw(`ARRAY['in_progress','in_progress','in_progress','submitted','submitted','reviewed_awaiting','eligible','ineligible','finalist','withdrawn']`);
    const opens = config.programme.registrationOpensAt;
    for (let from = 1; from <= N; from += BATCH) {
      const to = Math.min(N, from + BATCH - 1);
      await sql`
        INSERT INTO registration (uid, registration_number, access_code_hash, status, entity_type, organization_category, organization_name,
          is_penalized, grp_company_uniform_number, contact_name, contact_phone_number, contact_email, contact_county, contact_district,
          contact_address_line, agreed_to_terms, ind_name, referral_method, recommendation_number, recommendation_source,
          created_at, updated_at, submitted_at, edition)
        SELECT gen_random_uuid(), 'B' || lpad(i::text, 6, '0'), 'bench', (${statuses})[1 + i % 10],
          (${entities})[1 + i % ${categories.length}], (${slugs})[1 + i % ${categories.length}],
          (ARRAY['阿里山','日月潭','墾丁','太魯閣','九份','澎湖','金門','綠島'])[1 + i % 8] || '觀光協會 ' || i,
          false, lpad((i * 7919 % 100000000)::text, 8, '0'), (ARRAY['王','陳','林','張','李'])[1 + i % 5] || '聯絡人' || i,
          '02-2' || lpad(i::text, 7, '0'), 'bench' || i || '@example.com', ${district.county_slug}, ${district.slug},
          '測試路 ' || i || ' 號', true, CASE WHEN (${entities})[1 + i % ${categories.length}] = 'individual' THEN '候選人' || i END,
          CASE WHEN i % 3 = 0 THEN 'referred' END, CASE WHEN i % 3 = 0 THEN 'B000001' END, CASE WHEN i % 3 = 0 THEN '觀光局' END,
          ${opens}::timestamptz + (i % 40) * interval '1 day' + (i % 24) * interval '1 hour',
          ${opens}::timestamptz + (i % 40) * interval '1 day' + (i % 24) * interval '1 hour',
          CASE WHEN (${statuses})[1 + i % 10] <> 'in_progress' THEN ${opens}::timestamptz + (i % 40 + 1) * interval '1 day' END,
          CASE WHEN i % 10 = 0 THEN 2 ELSE 3 END
        FROM generate_series(${from}::int, ${to}::int) AS i`.execute(db);
    }
    const numbered = sql`(SELECT uid, substring(registration_number, 2)::int AS i FROM registration)`;
    // Merit achievements on half, 2 tourism photos on a third, 5 workplace photos on a quarter, a proof on a fifth.
    await sql`INSERT INTO achievement (uid, registration_uid, category, year, month, description)
      SELECT gen_random_uuid(), r.uid, '{product}_tourism', 114, 3, '事蹟' FROM ${numbered} r WHERE r.i % 2 = 0`.execute(db);
    for (const [table, purpose, share, count] of [['picture', 'tourism-photo', 3, 2], ['profession_picture', 'workplace-photo', 4, 5]]) {
      await sql`INSERT INTO resource (uid, owner_registration_uid, purpose, original_filename, file_type, file_size, sha256, storage_key, attached_at)
        SELECT gen_random_uuid(), r.uid, ${purpose}, 'p.jpg', 'image/jpeg', 1000, 'x', ${purpose} || '/' || r.uid || '/' || k, now()
        FROM ${numbered} r, generate_series(1, ${count}) k WHERE r.i % ${share} = 0`.execute(db);
      await sql`INSERT INTO ${sql.table(table)} (uid, registration_uid, resource_uid, order_index)
        SELECT gen_random_uuid(), owner_registration_uid, uid, 0 FROM resource WHERE purpose = ${purpose}`.execute(db);
    }
    await sql`WITH proof AS (
        INSERT INTO resource (uid, owner_registration_uid, purpose, original_filename, file_type, file_size, sha256, storage_key, attached_at)
        SELECT gen_random_uuid(), r.uid, 'employment-proof', 'p.pdf', 'application/pdf', 1000, 'x', 'proof/' || r.uid, now() FROM ${numbered} r WHERE r.i % 5 = 0
        RETURNING uid, owner_registration_uid)
      UPDATE registration SET certificate_employment_resource_uid = proof.uid FROM proof WHERE registration.uid = proof.owner_registration_uid`.execute(db);
    // The counts on registration (migration 0026) are kept by triggers: the bulk inserts above rewrite each
    // registration row once per achievement and photo, up to five versions of it in one transaction, which
    // no pruning can reclaim until the end. A live site adds one file per request, and the next visit to
    // the page prunes the old version. VACUUM FULL gives the table the shape a live site has (and the one
    // the seed had before the triggers: one version of each row).
    await sql`VACUUM FULL registration`.execute(db);
    await sql`ANALYZE`.execute(db);
    const link = await seeding.reviewer('bench-reviewer@example.org');
    return { link, seconds: (Date.now() - started) / 1000 };
  } finally {
    await seeding.close();
  }
}




/** The plans of the queries each page's listRegistrations runs, on the seeded directory (no server). */
async function explainPages(dataDir) {
  const seeding = await openForSeeding(dataDir);
  try {
    const { listRegistrations } = await tsImport('../src/server/features/review/list.ts', import.meta.url);
    const { RequestValidators } = await tsImport('../src/server/platform/contract/validation.ts', import.meta.url);
    const validators = new RequestValidators();
    for (const p of PAGES) {
      const nodes = [];
      const db = seeding.db.withPlugin({ transformQuery: ({ node }) => (nodes.push(node), node), transformResult: async ({ result }) => result });
      await listRegistrations({ db, validators }, p.body);
      const times = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        await listRegistrations({ db: seeding.db, validators }, p.body);
        times.push(performance.now() - started);
      }
      times.sort((x, y) => x - y);
      console.log(`\n== ${p.figure}: listRegistrations in-process, median of 20 ${fmt(times[10], 1)} ms, max ${fmt(times[19], 1)} ms`);
      for (const node of nodes) {
        const explained = QueryNode.cloneWithExplain(node, undefined, seeding.sql`analyze`);
        const { rows } = await seeding.db.executeQuery(seeding.db.getExecutor().compileQuery(explained, createQueryId()));
        console.log(`\n== ${p.figure}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
  } finally {
    await seeding.close();
  }
}

const PAGES = [
  { name: 'all', figure: 'list, no filter (newest first)', body: {} },
  { name: 'status', figure: 'list, status + individual, by submission', body: { filter: { statuses: ['submitted', 'eligible'], entityType: 'individual' }, sort: { field: 'submittedAt', direction: 'desc' } } },
  { name: 'keyword', figure: 'list, keyword (many hits)', body: { filter: { keyword: '日月潭' }, sort: { field: 'organizationName', direction: 'asc' } } },
  { name: 'rare', figure: 'list, keyword (one hit)', body: { filter: { keyword: 'bench4242@' } } },
  { name: 'missing', figure: 'list, missing 2 items', body: { filter: { missing: ['workplacePhotos', 'recommendation'] }, pageSize: 50 } },
  { name: 'mixed', figure: 'list, missing + group + not submitted', body: { filter: { missing: ['achievementPhotos'], entityType: 'group', submitted: false, editions: [3] }, sort: { field: 'category', direction: 'asc' } } },
  { name: 'deep', figure: 'list, page 40 of 100 rows', body: { filter: { submitted: true }, page: 40, pageSize: 100 } },
];

/** The load: the real server and a bare one for each page, on the seeded directory. */
async function loadPages(dataDir, seeded) {
  const { base } = await startServer({}, { dataDir });
  const cookie = await enrolAndSignIn(base, seeded.link, 'bench-reviewer@example.org', PASSWORD);

  const list = (p) => ({ url: `${base}/api/admin/v1/registrations/list`, ...jsonPost(p.body, cookie) });
  const answers = {};
  const totals = {};
  for (const p of PAGES) {
    const text = await (await post(list(p).url, p.body, cookie)).text();
    answers[p.name] = text;
    totals[p.name] = JSON.parse(text).total;
  }
  const bare = await startBare(answers);
  const load = (opts) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });

  // Warm-up: JIT, the first queries, the schema compilations.
  for (const p of PAGES.slice(0, 3)) await autocannon({ ...list(p), connections: 1, amount: 20 });

  const rows = [];
  for (const p of PAGES) {
    const baseline = await load({ url: `${bare.url}/${p.name}`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(p.body) });
    const real = await load(list(p));
    const failures = real.errors + real.timeouts + real.non2xx;
    rows.push({
      figure: `${p.figure} p99 (${totals[p.name]} selected)`,
      value: `${real.latency.p99} ms`,
      baseline: `${baseline.latency.p99} ms`,
      ratio: `${fmt(real.latency.p99 / Math.max(baseline.latency.p99, 1), 1)}×`,
      target: `≤ ${TARGET_P99_MS} ms`,
      met: real.latency.p99 <= TARGET_P99_MS && failures === 0,
    });
    if (failures > 0) rows.push({ figure: `${p.figure} failed requests`, value: String(failures), baseline: '0', ratio: '', target: '0', met: false });
  }
  const summary = await load({ url: `${base}/api/admin/v1/registrations/summary`, ...jsonPost({ entityType: 'group' }, cookie) });
  rows.push({ figure: 'summary (counts + per day), group p99', value: `${summary.latency.p99} ms`, baseline: '', ratio: '', target: '', met: null });

  printTable('Back-office registrations list (autocannon)', rows, [
    `${N} registrations seeded in ${fmt(seeded.seconds, 1)} s; ${CONNECTIONS} connections, ${SECONDS} s per run, signed in as a reviewer.`,
    'Baseline: a bare Fastify process answering the same bytes, loaded right before each figure.',
  ]);
}

try {
  const dataDir = await tempDir('bench-admin-list-');
  const seeded = await seed(dataDir);
  if (process.env.BENCH_ADMIN_EXPLAIN === '1') await explainPages(dataDir);
  else await loadPages(dataDir, seeded);
} catch (err) {
  console.error(`bench:admin-list failed: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  done();
}
