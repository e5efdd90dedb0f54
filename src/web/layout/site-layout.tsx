// Shared layout (SPEC.md section 2): header, decorative stars, routed content, footer. The
// foundation issue fills in header, breadcrumb, footer, stars and scroll-to-top.
import { Outlet } from 'react-router-dom';
import { useDocumentTitle } from './use-page-title';

export function SiteLayout() {
  useDocumentTitle();
  return (
    <main id="main-content">
      <Outlet />
    </main>
  );
}
