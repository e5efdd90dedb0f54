// A news body as it is stored: sanitised on the server with the one allowlist the public page renders
// with (src/shared/news-html-allowlist.ts). Staff addresses of the item's files, as the editor shows
// them, become the public ones, so a stored body is exactly what the public page will show.
import sanitize from 'sanitize-html';
import { NEWS_FILE_PUBLIC_PATH, NEWS_FILE_STAFF_PATH, NEWS_HTML_ALLOWLIST, NEWS_URL_PATTERN, NEWS_URL_SCHEMES } from '../../../shared/news-html-allowlist';

const allowedAttributes = Object.fromEntries(Object.entries(NEWS_HTML_ALLOWLIST).map(([tag, attrs]) => [tag, [...attrs]]));
const dropUrl = (attribs: Record<string, string>, name: string) => {
  const value = attribs[name];
  if (value !== undefined && !NEWS_URL_PATTERN.test(value.trim())) delete attribs[name];
};

const OPTIONS: sanitize.IOptions = {
  allowedTags: Object.keys(NEWS_HTML_ALLOWLIST),
  allowedAttributes,
  allowedSchemes: [...NEWS_URL_SCHEMES],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags (their text is never content).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      dropUrl(attribs, 'href');
      // A new window never gets a handle on our page.
      if (attribs.target === '_blank') attribs.rel = 'noopener noreferrer';
      else delete attribs.target;
      return { tagName, attribs };
    },
    img: (tagName, attribs) => {
      dropUrl(attribs, 'src');
      if (attribs.src?.startsWith(NEWS_FILE_STAFF_PATH)) attribs.src = NEWS_FILE_PUBLIC_PATH + attribs.src.slice(NEWS_FILE_STAFF_PATH.length);
      return { tagName, attribs };
    },
  },
  // An image whose address was refused shows nothing: drop it rather than keep an empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The body as it is stored. */
export function sanitizeNewsHtml(html: string): string {
  const staffLinks = html.split(`href="${NEWS_FILE_STAFF_PATH}`).join(`href="${NEWS_FILE_PUBLIC_PATH}`);
  return sanitize(staffLinks, OPTIONS).trim();
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
