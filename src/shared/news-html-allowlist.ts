// The one allowlist of a news body's markup (issue 18). The server sanitises every saved body with it
// (sanitize-html, src/server/features/news/news-html.ts) and the public page renders with it (DOMPurify,
// src/ui/content/safe-html.tsx), so the back office's preview is exactly what the public sees.
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

/** URL schemes of links and images; besides them only same-site paths ("/api/news/v1/files/…", "/pages/…"). */
export const NEWS_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/** The attributes that hold an address: only these are held to NEWS_URL_PATTERN. */
export const NEWS_URL_ATTRIBUTES: readonly string[] = ['href', 'src'];

/** An allowed href/src: one of the schemes, or a path of our own site (not "//host", which leaves it). */
export const NEWS_URL_PATTERN = new RegExp(`^(?:(?:${NEWS_URL_SCHEMES.join('|')}):|/(?![/\\\\]))`, 'i');

/** Where a news item's uploaded files are served to the public (only while the item is public). */
export const NEWS_FILE_PUBLIC_PATH = '/api/news/v1/files/';
/** The same files for staff (drafts included); the back office shows bodies with these addresses. */
export const NEWS_FILE_STAFF_PATH = '/api/admin/v1/news/files/';

export const NEWS_HTML_TAGS = Object.keys(NEWS_HTML_ALLOWLIST);
export const NEWS_HTML_ATTRIBUTES = [...new Set(Object.values(NEWS_HTML_ALLOWLIST).flat())];
