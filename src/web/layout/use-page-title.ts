// The current route's title (from its handle) and the document title: site title + route title.
import { useEffect } from 'react';
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

/** Keeps document.title as "site title - route title". */
export function useDocumentTitle(): void {
  const title = usePageTitle();
  const { settings } = useSettings();
  const site = settings?.siteTitle ?? '第三屆觀光金質獎';
  useEffect(() => {
    document.title = title ? `${site} - ${title}` : site;
  }, [site, title]);
}
