// Text into HTML or XML, for the markup the server writes itself (a shared link's head tags, the
// sitemap, the Atom feed). One escape for both: the five special characters become references, and
// the characters XML 1.0 does not allow at all (NUL, other C0 controls, lone surrogates, U+FFFE/FFFF)
// are dropped, since no reference can carry them and a feed holding one is not well-formed.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe as element content or a quoted attribute value, in HTML and in XML. */
export function escapeMarkup(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => SPECIAL[c]!);
}
