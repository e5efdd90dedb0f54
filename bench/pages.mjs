// Page benchmark (DESIGN.md section 9; `npm run bench:pages`). Not a test: it prints what it measured.
//   1. Builds the site if the sources changed (scripts/build-if-stale.mjs; BENCH_SKIP_BUILD=1 skips it)
//      and copies dist/ aside, under /tmp/build.lock when flock is there (as the team builds); starts
//      the real server on that copy (production mode, fresh data directory) on 127.0.0.1.
//   2. Lighthouse 12 (node API, its default mobile emulation and simulated throttling) in Debian's
//      Chromium (CHROME_PATH, default /usr/bin/chromium) on the home page, news, FAQ, registration
//      and the upload login page: performance, accessibility, best practices and SEO scores, LCP,
//      TBT, CLS.
//   3. The gzip JS/CSS each of those routes loads (scripts/size.mjs, from Vite's manifest).
// BENCH_PAGES_REPORTS=<dir> keeps each page's Lighthouse report (JSON) there for a closer look.
// Targets: performance ≥ 95, accessibility 100, best practices 100; home ≤ 120 KB and register /
// upload ≤ 300 KB of gzip JS.
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
];
/** BENCH_PAGES_ONLY=/,/pages/news measures just those paths (a quicker look while fixing one page). */
const ONLY = process.env.BENCH_PAGES_ONLY?.split(',');
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100 };

const done = timeLimit('bench:pages', Number(process.env.BENCH_TIME_LIMIT_MS ?? 900_000));

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

const audits = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

try {
  const site = await tempDir('bench-site-');
  buildAndCopy(site);
  const { base } = await startServer({}, { cwd: site });
  const rows = [];
  const notes = [];
  for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p.path))) {
    // A fresh browser (and profile) per page: no cookies, storage or cache carried from the page before.
    // A run whose trace Lighthouse could not record (NO_NAVSTART and the like: it says "run again") is
    // run again, at most twice; a page that still fails is reported with the error.
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
      notes.push(`${page.name}, run ${attempt}: Lighthouse could not measure the page: ${result.lhr.runtimeError.code}`);
    }
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
        figure: `${page.name} ${id}`, value: String(score(id)), baseline: '', ratio: '',
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
    rows.push({ figure: `${page.name} LCP / TBT / CLS`, value: `${fmt(lcp)} ms / ${fmt(tbt)} ms / ${fmt(cls, 3)}`, baseline: '', ratio: '', target: '', met: null });
  }

  const size = sizes(site);
  for (const page of PAGES) {
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
  printTable('Pages (Lighthouse 12, mobile emulation; gzip sizes from scripts/size.mjs)', rows, notes);
} catch (err) {
  console.error(`bench:pages failed: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  done();
}
