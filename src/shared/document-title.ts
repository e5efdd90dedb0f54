// The document title, one form everywhere: "site title - page or item title". The browser sets it
// (src/web/layout/use-page-title.ts, use-item-title.ts); the server writes the same into a shared
// news link's HTML (src/server/features/news/shared-links.ts), so a link preview and the tab agree.
export const documentTitle = (site: string, title?: string): string => (title ? `${site} - ${title}` : site);
