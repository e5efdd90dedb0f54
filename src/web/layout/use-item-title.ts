// A page showing one item (a news item, a hero) names it in the document title: site title + item
// title. The page sets the title itself; the layout's useDocumentTitle keeps it when the site title
// arrives later. Its own module, so only the item pages load it.
import { useEffect } from 'react';
import { documentTitle } from '../../shared/document-title';
import { shownItem, useSiteTitle } from './use-page-title';

export function useItemTitle(title: string | undefined): void {
  const site = useSiteTitle().siteTitle;
  useEffect(() => {
    if (!title) return;
    shownItem.title = title;
    document.title = documentTitle(site, title);
    return () => void (shownItem.title = undefined);
  }, [site, title]);
}
