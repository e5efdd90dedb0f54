// A news body as it is stored: sanitised on the server with the one allowlist the public page renders
// with (src/shared/news-html-allowlist.ts). Staff addresses of the item's files, as the editor shows
// them, become the public ones, so a stored body is exactly what the public page will show.
// An address into the site's own API (newsUrlVerdict `internal`) is not dropped quietly like a
// javascript: link: the save is refused and the editor told which address (news-store.ts), because
// the editor meant it (a file copied from the back office) and would otherwise lose it unseen.
import sanitize from 'sanitize-html';
import { NEWS_FILE_PUBLIC_PATH, NEWS_FILE_STAFF_PATH, NEWS_HTML_ALLOWLIST, NEWS_URL_SCHEMES, newsUrlVerdict } from '../../../shared/news-html-allowlist';

const allowedAttributes = Object.fromEntries(Object.entries(NEWS_HTML_ALLOWLIST).map(([tag, attrs]) => [tag, [...attrs]]));

/** The item's file through its public address (the editor holds the staff one). */
const publicFileAddress = (value: string) => (value.startsWith(NEWS_FILE_STAFF_PATH) ? NEWS_FILE_PUBLIC_PATH + value.slice(NEWS_FILE_STAFF_PATH.length) : value);

/** sanitize-html's options, noting in `internal` each address into the site's API the body held. */
const optionsFor = (internal: string[]): sanitize.IOptions => {
  // The editor sends the staff addresses of the item's files; they are stored as the public ones.
  const holdUrl = (attribs: Record<string, string>, name: string) => {
    const value = attribs[name]?.trim();
    if (value === undefined) return;
    const verdict = newsUrlVerdict(value, 'staff');
    if (verdict === 'allowed') attribs[name] = publicFileAddress(value);
    else {
      if (verdict === 'internal') internal.push(value);
      delete attribs[name];
    }
  };
  return {
    allowedTags: Object.keys(NEWS_HTML_ALLOWLIST),
    allowedAttributes,
    allowedSchemes: [...NEWS_URL_SCHEMES],
    allowProtocolRelative: false,
    // Script and style bodies go with their tags (their text is never content).
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'template'],
    transformTags: {
      a: (tagName, attribs) => {
        holdUrl(attribs, 'href');
        // A new window never gets a handle on our page.
        if (attribs.target === '_blank') attribs.rel = 'noopener noreferrer';
        else delete attribs.target;
        return { tagName, attribs };
      },
      img: (tagName, attribs) => {
        holdUrl(attribs, 'src');
        return { tagName, attribs };
      },
    },
    // An image whose address was refused shows nothing: drop it rather than keep an empty <img>.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
};

/** The body as it is stored, and the addresses into the site's API it held (then the save is refused). */
export function sanitizeNewsHtml(html: string): { clean: string; internal: string[] } {
  const internal: string[] = [];
  const clean = sanitize(html, optionsFor(internal)).trim();
  return { clean, internal: [...new Set(internal)] };
}

/** Whether a sanitised body shows nothing (no text, no image). */
export function isEmptyNewsHtml(clean: string): boolean {
  if (/<img\s/i.test(clean)) return false;
  return sanitize(clean, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length === 0;
}

/** The stored body as the back office shows it: the item's files through the staff address (drafts included). */
export function staffViewOfNewsHtml(clean: string): string {
  return clean.split(`"${NEWS_FILE_PUBLIC_PATH}`).join(`"${NEWS_FILE_STAFF_PATH}`);
}
