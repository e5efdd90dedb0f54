// Renders HTML from the server (news bodies, FAQ answers) after DOMPurify has removed scripts,
// event handlers, styles and forms: a <script> or onerror in the content never runs. Links to
// our own pages navigate inside the app; links opening a new window get rel="noopener noreferrer".
import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!node.hasAttribute('target')) return;
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  else node.removeAttribute('target');
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest('a');
    if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  // Sanitized above; this is the one place server HTML enters the page.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
