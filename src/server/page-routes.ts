// Which addresses are pages of the site: the patterns come from the web app's route table
// (generated at `npm run gen`), matched the way React Router matches them (case-insensitive, a
// trailing slash ignored, ":param" stands for one non-empty segment). Anything else answers the
// not-found page with HTTP 404.
import { PAGE_ROUTE_PATTERNS } from '../shared/generated/route-patterns';

const segments = (path: string) => path.split('/').filter(Boolean);
const compiled = PAGE_ROUTE_PATTERNS.map(segments);

export function isPageRoute(path: string): boolean {
  const parts = segments(path);
  return compiled.some(
    (pattern) => pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p.toLowerCase() === parts[i]!.toLowerCase()),
  );
}
