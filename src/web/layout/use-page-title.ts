// The current route's title (from its handle) and the document title: site title + route title, or
// site title + the item's own title on a page that shows one item (a news item, a hero).
import { useEffect } from 'react';
import { useMatches, useParams } from 'react-router-dom';
import type { RouteHandle } from '../app/routes';
import { documentTitle } from '../../shared/document-title';
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

/** The title of the item the current page shows, while it shows it (use-item-title.ts). */
export const shownItem: { title?: string } = {};

/** Keeps document.title as "site title - item title" or else "site title - route title". */
export function useDocumentTitle(): void {
  const route = usePageTitle();
  const site = useSiteTitle().siteTitle;
  useEffect(() => {
    const title = shownItem.title || route;
    document.title = documentTitle(site, title);
  }, [site, route]);
}
