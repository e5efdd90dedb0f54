// Which addresses are pages of the site: the patterns come from the web app's route table
// (generated at `npm run gen`), matched the way React Router matches them (case-insensitive, a
// trailing slash ignored, ":param" stands for one non-empty segment). Anything else answers the
// not-found page with HTTP 404.
import { PAGE_ROUTE_PATTERNS } from '../../../shared/generated/route-patterns';

const segments = (path: string) => path.split('/').filter(Boolean);
const compiled = PAGE_ROUTE_PATTERNS.map((pattern) => ({ pattern, parts: segments(pattern) }));

/** The route pattern a path renders ("/pages/news/:id"), or null for an unknown address. */
export function matchPageRoute(path: string): string | null {
  const parts = segments(path);
  const hit = compiled.find(
    ({ parts: p }) => p.length === parts.length && p.every((s, i) => s.startsWith(':') || s.toLowerCase() === parts[i]!.toLowerCase()),
  );
  return hit?.pattern ?? null;
}
