// src/web/app/routes.tsx -> src/shared/generated/route-patterns.ts
//   the path pattern of every page of the one route table, so the server can answer an unknown
//   address with HTTP 404 (src/server/page-routes.ts) without keeping a second list of pages.
// The route table is imported as it is (its lazy page imports never run here).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const HEADER = '// Generated from src/web/app/routes.tsx by `npm run gen` (scripts/generators/60-route-patterns.mjs). Do not edit.\n';

/** Full patterns ("/pages/news/:id") of the routes that render a page; the catch-all "*" is not one. */
export function flattenRoutes(routes, parent = '') {
  const out = [];
  for (const route of routes) {
    if (route.path === '*') continue;
    const here = route.path ? `${parent}/${route.path}` : parent;
    if (route.children) out.push(...flattenRoutes(route.children, here));
    else out.push(here || '/');
  }
  return out;
}

export default async function routePatterns(root) {
  const { routes } = await tsImport(pathToFileURL(join(root, 'src', 'web', 'app', 'routes.tsx')).href, import.meta.url);
  const patterns = [...new Set(flattenRoutes(routes))];
  return [
    {
      path: join(root, 'src', 'shared', 'generated', 'route-patterns.ts'),
      content: `${HEADER}export const PAGE_ROUTE_PATTERNS: readonly string[] = ${JSON.stringify(patterns, null, 2)};\n`,
    },
  ];
}
