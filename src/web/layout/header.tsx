// Site header (SPEC.md section 2): brand, navigation with its menus, tool icons, user menu; at
// 992 px and below the navigation collapses behind a toggle that closes on every route change.
import { useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AccessAnchor } from './access-keys';
import classes from './header.module.css';
import layout from './site-layout.module.css';
import { NavDropdown } from './nav-dropdown';
import { isEntryActive, isMenu, navEntriesFor } from './nav-items';
import { useSettings } from '../settings/settings-context';
import { ToolLinks } from './tool-links';
import { useScrolledPast } from './use-scrolled-past';
import { useSiteTitle } from './use-page-title';
import { UserMenu, type UserMenuProps } from './user-menu';

export const HEADER_TEXT = { nav: '主選單', openMenu: '開啟選單', closeMenu: '關閉選單' } as const;

/** Splits "第三屆觀光金質獎" into the edition and the programme name for a two-line brand. */
function brandParts(siteTitle: string, programmeName: string): [string, string] {
  if (siteTitle.endsWith(programmeName) && siteTitle !== programmeName) {
    return [siteTitle.slice(0, -programmeName.length), programmeName];
  }
  return ['', siteTitle];
}

export function Header({ userMenu }: { userMenu: UserMenuProps }) {
  const location = useLocation();
  // As useNavEntries, written out here: one function less in the entry chunk.
  const navEntries = navEntriesFor(useSettings().settings?.publishedEditions);
  const { siteTitle, programmeName } = useSiteTitle();
  const scrolled = useScrolledPast(0);
  // Open only at the location where it was opened: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const [edition, name] = brandParts(siteTitle, programmeName);

  const onNavKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && menuOpen && !e.defaultPrevented) {
      setOpenAt(null);
      document.getElementById('site-nav-toggle')?.focus();
    }
  };

  return (
    <header className={classes.header} data-scrolled={scrolled} id="site-header">
      <AccessAnchor accessKey="U" className={layout.accessAnchor} />
      <div className={classes.inner}>
        <Link to="/" className={classes.brand} aria-label={`${siteTitle}（回首頁）`}>
          <img src="/art/emblem.svg" alt="" width={52} height={52} className={classes.logo} />
          <span className={classes.brandText}>
            {edition && <span className={classes.brandEdition}>{edition}</span>}
            <span className={classes.brandName}>{name}</span>
          </span>
        </Link>
        <div className={classes.tools}>
          <ToolLinks />
          <UserMenu {...userMenu} />
        </div>
        <button
          type="button"
          id="site-nav-toggle"
          className={classes.burger}
          onClick={() => setOpenAt(menuOpen ? null : location.key)}
          aria-label={menuOpen ? HEADER_TEXT.closeMenu : HEADER_TEXT.openMenu}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
        >
          <span className={classes.burgerLines} aria-hidden="true" />
        </button>
        <nav id="site-nav" className={classes.nav} data-open={menuOpen} aria-label={HEADER_TEXT.nav} onKeyDown={onNavKeyDown}>
          <ul className={classes.navList}>
            {navEntries.map((entry) => {
              const active = isEntryActive(entry, location.pathname);
              return (
                <li key={entry.label}>
                  {isMenu(entry) ? (
                    <NavDropdown menu={entry} active={active} />
                  ) : (
                    <Link
                      to={entry.to}
                      className={classes.navLink}
                      data-active={active}
                      aria-current={location.pathname === entry.to ? 'page' : active ? 'true' : undefined}
                    >
                      {entry.label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
