// `npm run size` (after a build): the gzip JS and CSS each route loads, read from Vite's manifest
// (dist/.vite/manifest.json). A route loads the entry (index.html and its static imports) plus its
// lazy page chunk with everything that chunk imports, statically or on demand (counted, to stay on
// the safe side). Fails when a route is over its budget (DESIGN.md section 9).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const dist = join(root, 'dist');
const KB = 1024;

/** Budgets in gzip KB of JavaScript, by route. */
const BUDGETS = {
  '/': 120,
  '/pages/register': 300,
  '/pages/registerEdit': 300,
  '/pages/register/upload': 300,
};

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('dist/.vite/manifest.json is missing: build the site first (npm run build).');
  process.exit(2);
}

// Routes and their page modules, read from the route table (the one list of routes).
const routesSource = readFileSync(join(root, 'src/web/app/routes.tsx'), 'utf8');
const pageModules = [...new Set([...routesSource.matchAll(/import\('\.\.\/(pages\/[^']+)'\)/g)].map((m) => m[1]))];
const ROUTE_OF = {
  'pages/home/home-page': '/',
  'pages/register/register-page': '/pages/register',
  'pages/register/register-edit-page': '/pages/registerEdit',
  'pages/upload/upload-page': '/pages/register/upload',
};

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Every chunk key reachable from `key` (static imports; dynamic ones too when asked). */
function closure(key, withDynamic, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  const chunk = manifest[key];
  for (const k of chunk.imports ?? []) closure(k, withDynamic, seen);
  if (withDynamic) for (const k of chunk.dynamicImports ?? []) closure(k, withDynamic, seen);
  return seen;
}

function files(keys) {
  const js = new Set();
  const css = new Set();
  for (const k of keys) {
    const chunk = manifest[k];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    // A worker the chunk starts (the security check's proof of work) is JavaScript the route loads too.
    for (const a of chunk.assets ?? []) if (a.endsWith('.js')) js.add(a);
  }
  return { js, css };
}
const total = (set) => [...set].reduce((sum, f) => sum + gzipSize(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey, false);

const rows = [];
let failed = false;
for (const mod of pageModules) {
  const key = Object.keys(manifest).find((k) => k.replace(/\.tsx?$/, '') === mod);
  if (!key) {
    console.error(`No chunk for ${mod} in the manifest.`);
    failed = true;
    continue;
  }
  const keys = closure(key, true, new Set(entry));
  const { js, css } = files(keys);
  const route = ROUTE_OF[mod] ?? '';
  const budget = BUDGETS[route];
  const jsKb = total(js) / KB;
  const over = budget !== undefined && jsKb > budget;
  if (over) failed = true;
  rows.push({ page: mod.replace(/^pages\//, ''), route, js: jsKb, css: total(css) / KB, budget, over });
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('page module', 40)}${pad('route', 26)}${pad('JS gzip', 12)}${pad('CSS gzip', 12)}budget`);
for (const r of rows) {
  const budget = r.budget === undefined ? '' : `${r.budget} KB ${r.over ? 'OVER' : 'ok'}`;
  console.log(`${pad(r.page, 40)}${pad(r.route, 26)}${pad(`${r.js.toFixed(1)} KB`, 12)}${pad(`${r.css.toFixed(1)} KB`, 12)}${budget}`);
}
if (failed) {
  console.error('\nA route is over its JavaScript budget (DESIGN.md section 9) or missing from the build.');
  process.exit(1);
}
