// Renders a news body from the server after DOMPurify has kept only what the news allowlist allows
// (src/shared/news-html-allowlist.ts, the same list the server sanitises with when a body is saved):
// a <script>, onerror or javascript: link in the content never runs. Links to our own pages navigate
// inside the app; links opening a new window get rel="noopener noreferrer". An address the rule
// refuses (newsUrlVerdict: an item may call the site's API only for its own files) is dropped, so a body
// stored before that rule still never makes a reader's browser call the back office's API.
import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAllowedNewsUrl, NEWS_HTML_ALLOWLIST, NEWS_HTML_ATTRIBUTES, NEWS_HTML_TAGS, NEWS_URL_ATTRIBUTES, NEWS_URL_PATTERN, type NewsFileAddresses } from '../../shared/news-html-allowlist';

/** The file addresses of the body being sanitised (sanitize is synchronous: set for one call). */
let fileAddresses: NewsFileAddresses = 'public';

// ALLOWED_ATTR is the union over tags; this keeps each attribute on the tags that list it (no href on <p>).
// DOMPurify holds every attribute's value to ALLOWED_URI_REGEXP: an allowed attribute that is not an
// address (target, rel, width, colspan…) is kept without that test, else "_blank" or "2" were dropped.
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = NEWS_HTML_ALLOWLIST[node.nodeName.toLowerCase()];
  if (!allowed?.includes(data.attrName)) data.keepAttr = false;
  else if (!NEWS_URL_ATTRIBUTES.includes(data.attrName)) data.forceKeepAttr = true;
  else if (!isAllowedNewsUrl(data.attrValue, fileAddresses)) data.keepAttr = false;
});
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // An image whose address was refused is dropped, as the server drops it (no empty <img>).
  if (node.tagName === 'IMG' && !node.getAttribute('src')) {
    node.remove();
    return;
  }
  if (!node.hasAttribute('target')) return;
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  else node.removeAttribute('target');
});

/** `files`: `staff` in the back office, whose bodies address the item's files through the staff path. */
export function sanitizeHtml(html: string, files: NewsFileAddresses = 'public'): string {
  fileAddresses = files;
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: NEWS_HTML_TAGS,
      ALLOWED_ATTR: NEWS_HTML_ATTRIBUTES,
      ALLOWED_URI_REGEXP: NEWS_URL_PATTERN,
      ALLOW_DATA_ATTR: false,
    });
  } finally {
    fileAddresses = 'public';
  }
}

export function SafeHtml({ html, className, files = 'public' }: { html: string; className?: string; files?: NewsFileAddresses }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html, files), [html, files]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest('a');
    if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // Files (a PDF attached to the item) are not pages of the app: let the browser open them.
    if (url.pathname.startsWith('/api/')) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  // Sanitized above; this is the one place server HTML enters the page.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
