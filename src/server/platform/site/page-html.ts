// The page's HTML, per route: index.html with what that page loads first named in its <head> —
// its route's chunks (modulepreload), their styles (preload) and the gallery image that is its
// largest paint (preload, high priority). Without them the browser learns of each only after the
// main bundle has run, one round trip after another (issue 14: every public page ≥ 95). Built from
// the build's manifest; a build without one (or an unknown module) gets the plain page. A heroes
// page's cover comes from the database (`dataImage`); a video page's poster is named when its
// built-in film plays (`builtInFilm`). A page about one item may name it in its head
// (`itemHead`: a news item's shared-link tags) or, when no such item is public, answer 404. Every page
// carries `siteHead` (the Atom feed of the news).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_ROUTE_PRELOADS } from '../../../shared/generated/route-patterns';
import { matchPageRoute } from './page-routes';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const NOT_FOUND = '*';
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const imageHint = (src: string) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(src)}">`;

/** Every chunk (manifest key) reachable from `keys` by static imports. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

function headHints(manifest: Manifest, preload: { modules: readonly string[]; images: readonly string[] }): string[] {
  // index.html already loads the entry and its imports.
  const loaded = closure(manifest, ['index.html']);
  const chunks = [...closure(manifest, preload.modules)].filter((key) => !loaded.has(key));
  const js = chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(manifest[key]!.file)}">`);
  const css = chunks.flatMap((key) => manifest[key]!.css ?? []).map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttr(file)}">`);
  return [...preload.images.map(imageHint), ...js, ...css];
}


/** A page's largest paint that depends on data (a hero's cover): its URL, or null (the page has none). */
export type DataImage = (pattern: string, params: Readonly<Record<string, string>>) => Promise<string | null>;

/**
 * The head tags of the item a page shows (they replace the shell's <title> and description), `null`
 * when the page names an item the public may not see (answered 404), or undefined (not such a page).
 */
export type ItemHead = (pattern: string, params: Readonly<Record<string, string>>) => Promise<readonly string[] | null | undefined>;

/** Whether a video page plays its built-in film (`kind`: the route's film), whose poster is then its largest paint. */
export type BuiltInFilm = (kind: string) => Promise<boolean>;

export interface PageOptions {
  dataImage?: DataImage;
  builtInFilm?: BuiltInFilm;
  itemHead?: ItemHead;
  /** A tag every page carries in its head (the news feed's alternate link). */
  siteHead?: readonly string[];
}

export interface Page {
  html: string;
  status: 200 | 404;
}

/** The `:name` segments of `pattern` read off `path` (the pattern matched it). */
function paramsOf(pattern: string, path: string): Record<string, string> {
  const parts = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  pattern
    .split('/')
    .filter(Boolean)
    .forEach((segment, i) => {
      if (segment.startsWith(':') && parts[i] !== undefined) params[segment.slice(1)] = decodeURIComponent(parts[i]);
    });
  return params;
}

const withHints = (html: string, hints: readonly string[]) =>
  hints.length === 0 ? html : html.replace('</head>', `  ${hints.join('\n    ')}\n  </head>`);

// The shell's own title and description, which an item's tags replace (in the title's place, near the
// top of the head, where link previewers that read only the start of a page find them).
const SHELL_TITLE = /<title>[^<]*<\/title>/i;
const SHELL_DESCRIPTION = /[ \t]*<meta\s+name="description"[^>]*>[ \t]*\r?\n?/i;
function withItemHead(html: string, tags: readonly string[]): string {
  const page = html.replace(SHELL_DESCRIPTION, '');
  return SHELL_TITLE.test(page) ? page.replace(SHELL_TITLE, () => tags.join('\n    ')) : withHints(page, tags);
}

/** Each page pattern's HTML, from the build in `webRoot` (the plain index.html without a manifest). */
function buildPages(webRoot: string, siteHead: readonly string[]): { plain: string; pages: Map<string, string> } {
  const plain = withHints(readFileSync(join(webRoot, 'index.html'), 'utf8'), siteHead);
  const pages = new Map<string, string>();
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return { plain, pages };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  for (const [pattern, preload] of Object.entries(PAGE_ROUTE_PRELOADS)) pages.set(pattern, withHints(plain, headHints(manifest, preload)));
  return { plain, pages };
}

/**
 * `page(path)`: the page for a request path and its status (the not-found page's hints and 404 for an
 * unknown address). Built again when index.html changes, so a site rebuilt while the server runs is
 * served whole (its old chunks are gone).
 */
export function pageHtml(webRoot: string, options: PageOptions = {}): (path: string) => Promise<Page> {
  const { dataImage = async () => null, builtInFilm = async () => false, itemHead = async () => undefined, siteHead = [] } = options;
  let built = { mtimeMs: -1, ...buildPages(webRoot, siteHead) };
  return async (path) => {
    const { mtimeMs } = statSync(join(webRoot, 'index.html'));
    if (mtimeMs !== built.mtimeMs) built = { mtimeMs, ...buildPages(webRoot, siteHead) };
    const pattern = matchPageRoute(path);
    let html = built.pages.get(pattern ?? NOT_FOUND) ?? built.plain;
    if (!pattern) return { html, status: 404 };
    const params = paramsOf(pattern, path);
    // Unlike the image hint, the item decides the status: a failed lookup is the server's error.
    const head = await itemHead(pattern, params);
    if (head === null) return { html, status: 404 };
    if (head) html = withItemHead(html, head);
    let image: string | null = null;
    const film = PAGE_ROUTE_PRELOADS[pattern]?.film;
    try {
      // A video page's poster (issue 33: found only once the settings had come, LCP 2.6 s), unless
      // a video-service player or a replaced film (no poster) shows instead.
      image = film ? ((await builtInFilm(film.kind)) ? film.poster : null) : await dataImage(pattern, params);
    } catch {
      // A hint is never worth an error page: the page loads its image itself.
    }
    return { html: image ? withHints(html, [imageHint(image)]) : html, status: 200 };
  };
}
