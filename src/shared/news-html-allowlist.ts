// The one allowlist of a news body's markup (issue 18). The server sanitises every saved body with it
// (sanitize-html, src/server/features/news/news-html.ts) and the public page renders with it (DOMPurify,
// src/ui/content/safe-html.tsx), so the back office's preview is exactly what the public sees. Its
// addresses answer to one rule, newsUrlVerdict: no page showing an item calls the site's API but a news file.
// Kept tiny on purpose: the public news page imports it.

/** Tags a body may hold, and the attributes each may carry (none listed: no attributes). */
export const NEWS_HTML_ALLOWLIST: Readonly<Record<string, readonly string[]>> = {
  p: [], br: [], h2: [], h3: [], h4: [], strong: [], b: [], em: [], i: [], u: [], s: [], code: [], pre: [],
  blockquote: [], hr: [], ul: [], ol: ['start'], li: [],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  table: [], thead: [], tbody: [], tr: [], colgroup: [], col: [],
  th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
};

/** URL schemes of links and images; besides them only paths of our own site (newsUrlVerdict). */
export const NEWS_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/** The attributes that hold an address: only these are held to newsUrlVerdict. */
export const NEWS_URL_ATTRIBUTES: readonly string[] = ['href', 'src'];

/** A first test of an href/src: one of the schemes, or a path of our own site (not "//host", which leaves it). newsUrlVerdict decides. */
export const NEWS_URL_PATTERN = new RegExp(`^(?:(?:${NEWS_URL_SCHEMES.join('|')}):|/(?![/\\\\]))`, 'i');

/** Where a news item's uploaded files are served to the public (only while the item is public). */
export const NEWS_FILE_PUBLIC_PATH = '/api/news/v1/files/';
/** The same files for staff (drafts included); the back office shows bodies with these addresses. */
export const NEWS_FILE_STAFF_PATH = '/api/admin/v1/news/files/';

/**
 * Which file addresses a body may hold: `public` (the public page, and every stored body), or `staff` as
 * well (the back office's editor and preview, whose drafts' files are not public yet; a save turns them
 * into the public ones).
 */
export type NewsFileAddresses = 'public' | 'staff';

/**
 * What the rule says of an href/src (issue 30, item 3): `allowed`; `foreign`, a scheme or form a body never
 * holds (javascript:, data:, "//host", a relative path), dropped as always; or `internal`, an address into
 * the site's own API other than a news file, or a path of the site in disguise (percent-encoding, dot
 * segments, backslashes, spaces or control characters, which browsers and the router undo). A browser
 * showing the item would call such an address with its reader's cookies (an admin's image tag building a
 * ZIP in the admin's name), so a save refuses it and the pages drop it.
 */
export type NewsUrlVerdict = 'allowed' | 'foreign' | 'internal';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const filePattern = (prefix: string) => new RegExp(`^${prefix}${UUID}$`, 'i');
const PUBLIC_FILE = filePattern(NEWS_FILE_PUBLIC_PATH);
const STAFF_FILE = filePattern(NEWS_FILE_STAFF_PATH);
/** The API's root, however its letters are cased (the check must not depend on the router's). */
const API_ROOT = /^\/api(?:[/?#]|$)/i;
/** A path of the site as written: printable ASCII, no backslash, no percent sign (no page or file of ours needs one). */
const PLAIN_PATH = /^\/[\x21-\x24\x26-\x5b\x5d-\x7e]*$/;
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
/** Spaces, controls and backslashes, which browsers drop or read as "/" ("/ap\ti" is "/api"). */
const disguised = (value: string) => [...value].some((c) => c <= ' ' || c === '\u007f' || c === '\\');

/** A path as the router will see it: the API only through a news file's address. */
const routedPathVerdict = (path: string, files: NewsFileAddresses): NewsUrlVerdict =>
  !API_ROOT.test(path) || PUBLIC_FILE.test(path) || (files === 'staff' && STAFF_FILE.test(path)) ? 'allowed' : 'internal';

/** The one rule of a news body's addresses: the server's save and both apps' rendering ask it. */
export function newsUrlVerdict(raw: string, files: NewsFileAddresses = 'public'): NewsUrlVerdict {
  const value = raw.trim();
  if (/^\/(?![/\\])/.test(value)) {
    // A path of our site: held as written, its query and fragment aside (they never choose the route).
    const path = value.split(/[?#]/, 1)[0]!;
    if (!PLAIN_PATH.test(path) || DOT_SEGMENT.test(path) || disguised(value)) return 'internal';
    return routedPathVerdict(path, files);
  }
  if (/^mailto:/i.test(value)) return 'allowed';
  if (!/^https?:/i.test(value)) return 'foreign';
  // A full address may name this very site: its path is held to the same rule once parsed and decoded as
  // the browser and the router would (the rule cannot know every host name the site answers to).
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'foreign';
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return 'internal';
  }
  if (!API_ROOT.test(decoded)) return 'allowed';
  return decoded === url.pathname ? routedPathVerdict(url.pathname, files) : 'internal';
}

/** Whether a body may hold this href/src. */
export const isAllowedNewsUrl = (raw: string, files: NewsFileAddresses = 'public') => newsUrlVerdict(raw, files) === 'allowed';

export const NEWS_HTML_TAGS = Object.keys(NEWS_HTML_ALLOWLIST);
export const NEWS_HTML_ATTRIBUTES = [...new Set(Object.values(NEWS_HTML_ALLOWLIST).flat())];
