// The direction of imports between the folders of the code (issue 27; docs/layout.md), checked as part of
// `npm run lint`:
//   - no cycle between folders: a "folder" is src/server/platform/<x>, src/server/features/<x>, the server's
//     own top files (app.ts, main.ts...), src/web, src/admin, src/ui, src/shared, machines;
//   - platform never imports a feature or the server's top files;
//   - a feature is reached from elsewhere in the server only through its index.ts;
//   - the browser apps share code only through src/ui and src/shared: src/web and src/admin never import each
//     other, and no area imports one above it (MAY_IMPORT);
//   - handlers hold no SQL: a feature's handler files (handlers.ts, *-handlers.ts under src/server/features)
//     build no query (selectFrom, insertInto, updateTable, deleteFrom, selectNoFrom, sql`...`, .with(...));
//     the feature's queries modules do (issue 27: handlers, rules and queries, each in its own module).
// Type-only imports count: a cycle of types is still two folders that must change together.
// `node scripts/lint-layers.mjs` prints each violation and exits 1; checkLayers() is what the test calls.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const CODE = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'];
const ROOTS = ['src', 'machines'];
const SPECIFIER = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]*)['"]|import\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)|new URL\(\s*['"](\.{1,2}\/[^'"]+\.[a-z]+)['"]\s*,\s*import\.meta\.url|tsImport\(\s*['"](\.{1,2}\/[^'"]*)['"]/g;

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (CODE.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier.split('?')[0]);
  for (const candidate of [...CODE.map((ext) => base + ext), base, ...CODE.map((ext) => join(base, `index${ext}`))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Which areas each area may import (besides itself): the apps share code only through src/ui and src/shared. */
const MAY_IMPORT = {
  'src/shared/generated': [],
  'src/shared': ['src/shared/generated'],
  machines: ['src/shared', 'src/shared/generated'],
  'src/ui': ['src/shared', 'src/shared/generated', 'machines'],
  'src/web': ['src/ui', 'src/shared', 'src/shared/generated', 'machines'],
  'src/admin': ['src/ui', 'src/shared', 'src/shared/generated', 'machines'],
  'src/server': ['src/shared', 'src/shared/generated', 'machines'],
  'src/build': ['src/shared', 'src/shared/generated'],
};

/** The folder a file belongs to, as the rules above name them (null: outside the checked code). */
export function folderOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'machines') return 'machines';
  if (parts[0] !== 'src') return null;
  // What `npm run gen` makes from openapi/openapi.yaml and schemas/: the contract's own layer, below both
  // the machines and the shared code that name its types.
  if (parts[1] === 'shared' && parts[2] === 'generated') return 'src/shared/generated';
  if (parts[1] !== 'server') return parts.length > 2 ? `src/${parts[1]}` : null;
  if ((parts[2] === 'platform' || parts[2] === 'features') && parts.length > 4) return parts.slice(0, 4).join('/');
  if (parts[2] === 'platform' || parts[2] === 'features') return `src/server/${parts[2]}`;
  return 'src/server';
}

/** Every relative import of the checked code: { from, to, line } with paths relative to root. */
export function importsOf(root) {
  const files = ROOTS.filter((dir) => existsSync(join(root, dir))).flatMap((dir) => walk(join(root, dir), []));
  const edges = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      const target = resolveImport(file, specifier);
      if (!target) continue;
      const line = text.slice(0, match.index).split('\n').length;
      edges.push({ from: relative(root, file).split(sep).join('/'), to: relative(root, target).split(sep).join('/'), line });
    }
  }
  return edges;
}

/** A feature's handler file: handlers.ts or *-handlers.ts anywhere under src/server/features. */
const HANDLER_FILE = /^src\/server\/features\/.+\/(?:[^/]+-)?handlers\.(?:ts|mts)$/;
/** Kysely's query building: a statement started, a raw SQL template (sql`...`, sql<T>`...`) or a CTE. */
const QUERY_BUILDING = /\b(?:selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom)\b|\bsql\s*(?:<[^`;]*?>)?\s*`|\.with\(/;

/** The lines of the feature's handler files that build a query: { file, line } with paths relative to root. */
export function sqlInHandlers(root) {
  const features = join(root, 'src', 'server', 'features');
  if (!existsSync(features)) return [];
  const found = [];
  for (const path of walk(features, []).sort()) {
    const file = relative(root, path).split(sep).join('/');
    if (!HANDLER_FILE.test(file)) continue;
    readFileSync(path, 'utf8').split('\n').forEach((text, i) => {
      // A comment may name the calls (why a query lives elsewhere): only code counts.
      const code = text.replace(/^\s*(?:\/\/|\/?\*).*$/, '').replace(/\s\/\/ .*$/, '');
      if (QUERY_BUILDING.test(code)) found.push({ file, line: i + 1 });
    });
  }
  return found;
}

/** Strongly connected folders (Tarjan): each group of two or more folders that import each other in a loop. */
function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return groups;
}

/** The violations of the rules above, each a line naming the file and line of the import. */
export function checkLayers(root) {
  const edges = importsOf(root);
  const problems = [];
  const graph = new Map();
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (!from || !to || from === to) continue;
    const at = `${edge.from}:${edge.line} imports ${edge.to}`;
    if (from.startsWith('src/server/platform') && (to.startsWith('src/server/features') || to === 'src/server')) {
      problems.push(`${at}: platform never imports a feature or the server's top files`);
    }
    if (from.startsWith('src/server') && to.startsWith('src/server/features/') && !/^index\.(ts|mts|js|mjs)$/.test(edge.to.split('/').slice(4).join('/'))) {
      problems.push(`${at}: a feature is reached from outside only through its index.ts (${to}/index.ts)`);
    }
    const area = (folder) => (folder.startsWith('src/server') ? 'src/server' : folder);
    const allowed = MAY_IMPORT[area(from)];
    if (allowed && area(from) !== area(to) && !allowed.includes(area(to))) {
      problems.push(`${at}: ${area(from)} may import only ${allowed.join(', ') || 'nothing of the code'}`);
    }
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from).add(to);
  }
  for (const group of cycles(graph)) {
    const inside = new Set(group);
    const links = edges.filter((e) => inside.has(folderOf(e.from)) && inside.has(folderOf(e.to)) && folderOf(e.from) !== folderOf(e.to));
    const shown = [...new Map(links.map((e) => [`${folderOf(e.from)}>${folderOf(e.to)}`, e])).values()];
    problems.push(`import cycle between folders ${group.join(', ')}:\n${shown.map((e) => `    ${e.from}:${e.line} imports ${e.to}`).join('\n')}`);
  }
  for (const { file, line } of sqlInHandlers(root)) {
    problems.push(`${file}:${line}: handlers hold no SQL; put the query in the feature's queries module`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkLayers(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`layers: ${problems.length} problem(s) (docs/layout.md says which folder may import which)`);
    process.exit(1);
  }
  console.log('layers: imports flow one way; handlers hold no SQL');
}
