// src/web/app/routes.tsx -> src/shared/generated/route-patterns.ts
//   the path pattern of every page of the one route table, so the server can answer an unknown
//   address with HTTP 404 (src/server/platform/site/page-routes.ts) without keeping a second list of pages; and
//   what each page loads first (its route's modules, and the gallery image that is its largest
//   paint), so that the server names them in the page's <head> (src/server/platform/site/page-html.ts) and the
//   browser fetches them beside the main bundle instead of after it (issue 14: public pages ≥ 95).
// The route table is imported as it is (its lazy page imports never run here): a route's modules
// are read off its `lazy` function's source, the very `import("...")` the bundler splits on.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const HEADER = '// Generated from src/web/app/routes.tsx by `npm run gen` (scripts/generators/60-route-patterns.mjs). Do not edit.\n';
const NOT_FOUND = '*';

/** Full patterns ("/pages/news/:id") of the routes that render a page, with the route; the catch-all "*" is kept apart. */
export function flattenRoutes(routes, parent = '') {
  const out = [];
  for (const route of routes) {
    if (route.path === NOT_FOUND) {
      out.push({ pattern: NOT_FOUND, route });
      continue;
    }
    const here = route.path ? `${parent}/${route.path}` : parent;
    if (route.children) out.push(...flattenRoutes(route.children, here));
    else out.push({ pattern: here || '/', route });
  }
  return out;
}

/**
 * The page module a route's `lazy` renders, as Vite's manifest names it (relative to src/web): its last
 * `import()`. An earlier one is a prefetch the route starts itself when it applies (the upload page's
 * login form, for a visitor who is signed out): named in the head as well, it took the bandwidth the
 * page's own first paint needed (upload login 94 → 89).
 */
function routeModules(root, route) {
  const appDir = join(root, 'src', 'web', 'app');
  const source = route.lazy?.toString() ?? '';
  return [...source.matchAll(/import\("([^"]+)"\)/g)].slice(-1).map(([, spec]) => {
    const file = ['.tsx', '.ts'].map((ext) => resolve(appDir, spec) + ext).find(existsSync);
    if (!file) throw new Error(`routes.tsx imports ${spec}, which is not a .tsx or .ts file`);
    return relative(join(root, 'src', 'web'), file).split('\\').join('/');
  });
}

/** A page whose module shows a gallery (it imports a slides file: brochure, guide) paints its first slide largest. */
function galleryCover(root, module) {
  const file = join(root, 'src', 'web', module);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/from '(\.[^']+-slides\.json)'/g)) {
    const first = JSON.parse(readFileSync(resolve(file, '..', spec), 'utf8')).slides?.[0];
    const src = first?.src ?? first?.file;
    if (src) return [src];
  }
  return [];
}

/**
 * A video page (its module renders `<VideoPage video="…">`) paints its film's poster largest, when the
 * built-in film plays: the server names it only then (no video-service id, no replacement; page-html.ts).
 */
function filmPoster(root, module) {
  const file = join(root, 'src', 'web', module);
  const kind = readFileSync(file, 'utf8').match(/<VideoPage video="([a-z]+)"/)?.[1];
  if (!kind) return [];
  const manifest = join(root, 'src', 'web', 'pages', 'activity', `${kind}-video.json`);
  const poster = JSON.parse(readFileSync(manifest, 'utf8')).poster;
  if (!poster) throw new Error(`${manifest} names no poster`);
  return [{ kind, poster }];
}

export default async function routePatterns(root) {
  const { routes } = await tsImport(pathToFileURL(join(root, 'src', 'web', 'app', 'routes.tsx')).href, import.meta.url);
  const flat = flattenRoutes(routes);
  const patterns = [...new Set(flat.filter((r) => r.pattern !== NOT_FOUND).map((r) => r.pattern))];
  const preloads = {};
  for (const { pattern, route } of flat) {
    const modules = routeModules(root, route);
    const [film] = modules.flatMap((m) => filmPoster(root, m));
    preloads[pattern] = { modules, images: modules.flatMap((m) => galleryCover(root, m)), ...(film ? { film } : {}) };
  }
  return [
    {
      path: join(root, 'src', 'shared', 'generated', 'route-patterns.ts'),
      content:
        `${HEADER}export const PAGE_ROUTE_PATTERNS: readonly string[] = ${JSON.stringify(patterns, null, 2)};\n\n` +
        `/** What each page loads first: its route's modules (as Vite's manifest names them), the image that is its largest paint, and a video page's film (its poster is the largest paint when the built-in film plays). "${NOT_FOUND}" is the not-found page. */\n` +
        `export const PAGE_ROUTE_PRELOADS: Readonly<Record<string, { modules: readonly string[]; images: readonly string[]; film?: { kind: string; poster: string } }>> = ${JSON.stringify(preloads, null, 2)};\n`,
    },
  ];
}
