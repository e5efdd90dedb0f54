// Shared layout (SPEC.md section 2): skip link, header, decorative stars, breadcrumb and routed
// content, footer, scroll-to-top, toasts. The ":::" anchors U, C and Z are on every page.
import { lazy, Suspense, type MouseEvent } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { AccessAnchor, ACCESS_KEYS, focusRegion } from './access-keys';
import { Breadcrumb } from './breadcrumb';
import { Footer } from './footer';
import { Header } from './header';
import classes from './site-layout.module.css';
import { ToastHost } from './toast-host';
import { useDocumentTitle } from './use-page-title';
import { useAuth, useLeaveOnSignOut } from '../auth';

// Stars, scroll restoration and scroll-to-top: loaded after the page (the register route has no
// bytes to spare).
const PageExtras = lazy(() => import('./page-extras'));

export const SKIP_LINK_TEXT = '跳到主要內容';
export const LOADING_TEXT = '載入中…';

export function SiteLayout() {
  useDocumentTitle();
  const navigation = useNavigation();
  const auth = useAuth();
  useLeaveOnSignOut();
  const skipToContent = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    focusRegion(ACCESS_KEYS.C.id);
  };
  return (
    <div className={classes.shell}>
      <a href={`#${ACCESS_KEYS.C.id}`} className={classes.skipLink} onClick={skipToContent}>
        {SKIP_LINK_TEXT}
      </a>
      <div className={classes.progress} data-active={navigation.state !== 'idle'} aria-hidden="true" />
      <Header userMenu={{ user: auth.user, loggingOut: auth.loggingOut, onLogout: () => void auth.signOut() }} />
      <div className={classes.page}>
        <main id="main-content" className={classes.main}>
          <AccessAnchor accessKey="C" className={classes.accessAnchor} />
          <Breadcrumb />
          <Outlet />
        </main>
        {/* Inside the page: the stars cover it; scroll-to-top may sit in main's bottom padding. */}
        <Suspense>
          <PageExtras />
        </Suspense>
      </div>
      <Footer />
      <ToastHost />
    </div>
  );
}

/** Shown by the router until the first page's code has loaded (a blink on a normal connection). */
export function InitialLoad() {
  return (
    <p role="status" className={classes.skipLink}>
      {LOADING_TEXT}
    </p>
  );
}
