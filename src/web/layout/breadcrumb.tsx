// Breadcrumb (SPEC.md section 2): home, then the titles of the matched routes (route handles).
// A step links to its page when that path has one (news detail -> the news list); group routes
// without a page of their own (e.g. 活動辦法) are plain text.
import { Link, matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { routes } from '../app/routes';
import classes from './site-layout.module.css';
import { routeTitle } from './use-page-title';

export const BREADCRUMB_TEXT = { label: '目前位置', home: '首頁' } as const;

const hasPage = (route: RouteObject) =>
  Boolean(route.lazy || route.element || route.Component) || Boolean(route.children?.some((c) => c.index));

export function Breadcrumb() {
  const location = useLocation();
  const matches = matchRoutes(routes, location) ?? [];
  const crumbs = matches.flatMap((m) => {
    const title = routeTitle(m.route.handle, m.params);
    return title && !m.route.index ? [{ title, path: m.pathname, linkable: hasPage(m.route) }] : [];
  });
  if (crumbs.length === 0) return null; // home page
  return (
    <nav aria-label={BREADCRUMB_TEXT.label} className={classes.breadcrumb}>
      <ol>
        <li>
          <Link to="/">{BREADCRUMB_TEXT.home}</Link>
        </li>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.path}>
              {last ? (
                <span aria-current="page">{c.title}</span>
              ) : c.linkable ? (
                <Link to={c.path}>{c.title}</Link>
              ) : (
                <span>{c.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
