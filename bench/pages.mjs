// Page benchmark (DESIGN.md section 9; `npm run bench:pages`). Not a test: it prints what it measured.
//   1. Builds the site if the sources changed (scripts/build-if-stale.mjs; BENCH_SKIP_BUILD=1 skips it)
//      and copies dist/ aside, under /tmp/build.lock when flock is there (as the team builds); starts
//      the real server on that copy (production mode, fresh data directory) on 127.0.0.1.
//   2. Lighthouse 12 (node API, its default mobile emulation and simulated throttling) in Debian's
//      Chromium (CHROME_PATH, default /usr/bin/chromium) on every kind of public page (PAGES below:
//      home, news list and item, recommend, brochure, kit, video, FAQ, registration, guide, upload
//      login, winner list, heroes board, a team's and an individual's detail, site map):
//      performance, accessibility, best practices and SEO scores, LCP, TBT, CLS. Pages whose address
//      holds an id (news item, hero details) are resolved from the fresh server's seed via the API.
//   3. The gzip JS/CSS each of those routes loads (scripts/size.mjs, from Vite's manifest).
// BENCH_PAGES_REPORTS=<dir> keeps each page's Lighthouse report (JSON) there for a closer look.
// Each page is measured BENCH_PAGES_RUNS (3) times; the run with the median performance score is
// reported, the spread of the scores beside it.
// Targets: performance ≥ 95, accessibility 100, best practices 100, LCP ≤ 2.5 s, layout shift (CLS) ≤ 0.05; home
// ≤ 120 KB and register / upload ≤ 300 KB of gzip JS.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cleanup, root, tempDir, timeLimit } from './lib/processes.mjs';
import { fmt, printTable } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PAGES = [
  { name: 'home', path: '/', module: 'home/home-page', jsBudget: 120 },
  { name: 'news', path: '/pages/news', module: 'news/news-list-page' },
  { name: 'FAQ', path: '/pages/activity/faq', module: 'activity/faq-page' },
  { name: 'register', path: '/pages/register', module: 'register/register-page', jsBudget: 300 },
  { name: 'upload login', path: '/pages/register/upload', module: 'upload/upload-page', jsBudget: 300 },
  { name: 'news item', path: '/pages/news/:id', module: 'news/news-detail-page' },
  { name: 'recommend', path: '/pages/recommend', module: 'recommend/recommend-page' },
  { name: 'brochure', path: '/pages/activity/info', module: 'activity/info-page' },
  { name: 'kit', path: '/pages/activity/kit', module: 'activity/kit-page' },
  { name: 'video', path: '/pages/activity/video', module: 'activity/promo-video-page' },
  { name: 'tutorial video', path: '/pages/register/signupGuide', module: 'register/signup-video-page' },
  { name: 'guide', path: '/pages/register/guide', module: 'register/guide-page' },
  { name: 'awards', path: '/pages/awards/second', module: 'awards/awards-page' },
  { name: 'heroes board', path: '/heroPages/heroes/second', module: 'heroes/heroes-page' },
  { name: 'team detail', path: '/heroPages/second/team/:id', module: 'heroes/hero-detail-page' },
  { name: 'individual detail', path: '/heroPages/second/individual/:id', module: 'heroes/hero-detail-page' },
  { name: 'site map', path: '/pages/sitemap', module: 'sitemap/sitemap-page' },
  { name: 'privacy', path: '/pages/privacy', module: 'policies/privacy-page' },
  { name: 'open data', path: '/pages/opendata', module: 'policies/open-data-page' },
];
/** BENCH_PAGES_ONLY=/,/pages/news,awards measures just those pages, by path or name (a quicker look while fixing one page). */
const ONLY = process.env.BENCH_PAGES_ONLY?.split(',');
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100 };
const CLS_TARGET = 0.05;
const LCP_TARGET_MS = 2500;
/** Lighthouse runs per page; the median (by performance score) is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_PAGES_RUNS ?? 3));

/** A POST to the fresh server's API (same-origin, as the site sends it): the answer's `data`. */
async function apiData(base, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()).data;
}

/** The ids in the addresses of PAGES (`:id`), from the seed: the first news item, edition 2's first team and individual winner with a detail page. */
async function resolveIds(base) {
  const news = await apiData(base, '/api/news/v1/list', { newsCategory: null });
  const winners = (await apiData(base, '/api/awards/v1/list-all', { editionCategory: 'edition_2nd' })).flatMap((g) => g.winners);
  const hero = (entityType) => winners.find((w) => w.entityType === entityType && w.leaderboardsUid)?.leaderboardsUid;
  return { 'news item': news[0]?.uid, 'team detail': hero('group'), 'individual detail': hero('individual') };
}

const done = timeLimit('bench:pages', Number(process.env.BENCH_TIME_LIMIT_MS ?? 2_700_000));

/**
 * One Lighthouse run of `page` in a fresh browser. A run whose trace Lighthouse could not record
 * (NO_NAVSTART and the like: it says "run again") is run again, at most twice.
 */
async function measureOnce(base, page, notes) {
  let result;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
    } finally {
      await chrome.kill();
    }
    if (!result.lhr.runtimeError) break;
    notes.push(`${page.name}, attempt ${attempt}: Lighthouse could not measure the page: ${result.lhr.runtimeError.code}`);
  }
  return result;
}

/** Builds if stale, copies dist/ to `into` and measures its sizes, all under the build lock (nobody rebuilds meanwhile). */
function buildAndCopy(into) {
  const build = process.env.BENCH_SKIP_BUILD ? '' : 'node scripts/build-if-stale.mjs && ';
  // The size script exits 1 when a route is over budget: its table is what we want either way.
  const steps = `${build}cp -r dist '${into}/dist' && { node scripts/size.mjs > '${into}/size.txt' 2>&1 || true; }`;
  let run = spawnSync('flock', ['/tmp/build.lock', 'sh', '-c', steps], { cwd: root, stdio: 'inherit' });
  if (run.error?.code === 'ENOENT') run = spawnSync('sh', ['-c', steps], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('the site did not build');
}

/** The size script's table (saved by buildAndCopy): module → { js, css } in KB. */
function sizes(site) {
  const text = readFileSync(join(site, 'size.txt'), 'utf8');
  const out = new Map();
  for (const line of text.split('\n')) {
    const m = /^(\S+)\s+(\/\S*)?\s*([\d.]+) KB\s+([\d.]+) KB/.exec(line);
    if (m) out.set(m[1], { js: Number(m[3]), css: Number(m[4]) });
  }
  if (out.size === 0) throw new Error(`scripts/size.mjs printed no table:\n${text}`);
  return out;
}

/**
 * What the scores were measured on. Lighthouse's simulation multiplies the CPU time it observes by 4, so
 * a page's score follows this machine's speed and the browser's version (the same build on two days:
 * docs/performance.md, "6 Dec 2026"). benchmarkIndex is Lighthouse's own measure of the host's CPU in
 * each run.
 */
function hostNote(environments) {
  const index = environments.map((e) => e.benchmarkIndex).filter(Number.isFinite).sort((x, y) => x - y);
  // The user agent says only the major version (156.0.0.0): the binary says the rest.
  const browser = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim() || CHROME_PATH;
  const median = index[Math.floor(index.length / 2)];
  return `Host: ${browser}; Lighthouse's benchmarkIndex median ${fmt(median)} (${fmt(index[0])}–${fmt(index.at(-1))}, ${index.length} runs; its calculator puts the 4× CPU slowdown at 1,533).`;
}

const audits = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

try {
  const site = await tempDir('bench-site-');
  buildAndCopy(site);
  const { base } = await startServer({}, { cwd: site });
  const rows = [];
  const notes = [];
  const hosts = [];
  const ids = await resolveIds(base);
  for (const listed of PAGES.filter((p) => !ONLY || ONLY.includes(p.path) || ONLY.includes(p.name))) {
    const id = ids[listed.name];
    if (listed.path.includes(':id') && !id) {
      notes.push(`${listed.name}: the seed has no id for ${listed.path}; not measured`);
      continue;
    }
    const page = id ? { ...listed, path: listed.path.replace(':id', id) } : listed;
    // Each page RUNS times, a fresh browser (and profile) each time: no cookies, storage or cache carried
    // from a run before. The run with the median performance score gives the page's figures; the spread of
    // the runs is printed beside it (one run swung by several points on this shared machine).
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) runs.push(await measureOnce(base, page, notes));
    hosts.push(...runs.map((r) => r.lhr.environment));
    const perf = (r) => r.lhr.categories.performance?.score ?? 0;
    runs.sort((x, y) => perf(x) - perf(y));
    const result = runs[Math.floor(runs.length / 2)];
    const spread = `${Math.round(perf(runs[0]) * 100)}–${Math.round(perf(runs.at(-1)) * 100)}`;
    const { categories, audits: a, runtimeError } = result.lhr;
    if (runtimeError) notes.push(`${page.name}: Lighthouse could not measure the page: ${runtimeError.code} ${runtimeError.message}`);
    if (process.env.BENCH_PAGES_REPORTS) {
      mkdirSync(process.env.BENCH_PAGES_REPORTS, { recursive: true });
      writeFileSync(join(process.env.BENCH_PAGES_REPORTS, `${page.name.replace(/\W+/g, '-')}.json`), result.report);
    }
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
      const target = TARGET[id];
      rows.push({
        figure: `${page.name} ${id}`, value: id === 'performance' && RUNS > 1 ? `${score(id)} (${spread})` : String(score(id)), baseline: '', ratio: '',
        target: target ? `≥ ${target}` : '', met: target ? score(id) >= target : null,
      });
      // What keeps a score under 100: the failing audits, for the closing notes.
      if (id !== 'performance' && score(id) < 100) {
        const failing = categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1)
          .map((ref) => ref.id);
        notes.push(`${page.name} ${id}: ${failing.join(', ')}`);
      }
    }
    const [lcp, tbt, cls] = audits.map((id) => a[id]?.numericValue ?? NaN);
    rows.push({
      figure: `${page.name} LCP / TBT / CLS`, value: `${fmt(lcp)} ms / ${fmt(tbt)} ms / ${fmt(cls, 3)}`, baseline: '', ratio: '',
      target: `LCP ≤ ${LCP_TARGET_MS} ms, CLS ≤ ${CLS_TARGET}`, met: Number.isFinite(cls) && Number.isFinite(lcp) ? cls <= CLS_TARGET && lcp <= LCP_TARGET_MS : false,
    });
    // Which elements moved: the layout-shift audit's items, for the closing notes.
    if (cls > CLS_TARGET) {
      const moved = (a['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.selector ?? '?'} (${fmt(item.score, 3)})`);
      notes.push(`${page.name} layout shift: ${moved.join(', ') || 'see the report'}`);
    }
  }

  const size = sizes(site);
  for (const page of PAGES.filter((p, i) => PAGES.findIndex((q) => q.module === p.module) === i)) {
    const s = size.get(page.module);
    if (!s) {
      notes.push(`no size for ${page.module}`);
      continue;
    }
    rows.push({
      figure: `${page.name} gzip JS / CSS`, value: `${fmt(s.js, 1)} KB / ${fmt(s.css, 1)} KB`, baseline: '', ratio: '',
      target: page.jsBudget ? `JS ≤ ${page.jsBudget} KB` : '', met: page.jsBudget ? s.js <= page.jsBudget : null,
    });
  }
  if (hosts.length > 0) notes.push(hostNote(hosts));
  printTable(`Pages (Lighthouse 12, mobile emulation, median of ${RUNS} runs (spread); gzip sizes from scripts/size.mjs)`, rows, notes);
} catch (err) {
  console.error(`bench:pages failed: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  done();
}
