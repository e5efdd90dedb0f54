// The current route's title (from its handle) and the document title: site title + route title, or
// site title + the item's own title on a page that shows one item (a news item, a hero).
import { useEffect, useSyncExternalStore } from 'react';
import { useMatches, useParams } from 'react-router-dom';
import type { RouteHandle } from '../app/routes';
import { useSettings } from '../settings/settings-context';

export function routeTitle(handle: unknown, params: Record<string, string | undefined>): string | undefined {
  const title = (handle as RouteHandle | undefined)?.title;
  return typeof title === 'function' ? title(params) : title;
}

/** Title of the deepest matched route that has one. */
export function usePageTitle(): string {
  const matches = useMatches();
  const params = useParams();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = routeTitle(matches[i]!.handle, params);
    if (title) return title;
  }
  return '';
}

// Shown until the settings load (the server's defaults), so the header does not jump.
const DEFAULT_SITE_TITLE = '第三屆觀光金質獎';
const DEFAULT_PROGRAMME_NAME = '觀光金質獎';

/** The site title and programme name from the settings. */
export function useSiteTitle(): { siteTitle: string; programmeName: string } {
  const { settings } = useSettings();
  return { siteTitle: settings?.siteTitle ?? DEFAULT_SITE_TITLE, programmeName: settings?.programmeName ?? DEFAULT_PROGRAMME_NAME };
}

// The title of the item the current page shows, set by that page while it shows it.
let itemTitle: string | undefined;
const itemTitleListeners = new Set<() => void>();
function setItemTitle(title: string | undefined) {
  itemTitle = title;
  for (const listener of itemTitleListeners) listener();
}
function subscribeItemTitle(listener: () => void) {
  itemTitleListeners.add(listener);
  return () => void itemTitleListeners.delete(listener);
}

/** A page showing one item (news, hero) names it in the document title while it is shown. */
export function useItemTitle(title: string | undefined): void {
  useEffect(() => {
    setItemTitle(title);
    return () => setItemTitle(undefined);
  }, [title]);
}

/** Keeps document.title as "site title - item title" or else "site title - route title". */
export function useDocumentTitle(): void {
  const route = usePageTitle();
  const item = useSyncExternalStore(subscribeItemTitle, () => itemTitle);
  const title = item || route;
  const site = useSiteTitle().siteTitle;
  useEffect(() => {
    document.title = title ? `${site} - ${title}` : site;
  }, [site, title]);
}
