// A header menu (disclosure pattern): the button names the group, the list holds its pages.
import { NavLink } from 'react-router-dom';
import classes from './header.module.css';
import { Icon } from './icons';
import type { NavMenuItem } from './nav-items';
import { useDropdown } from './use-dropdown';

export function NavDropdown({ menu, active }: { menu: NavMenuItem; active: boolean }) {
  const { open, buttonProps, rootProps } = useDropdown();
  const listId = `nav-menu-${menu.id}`;
  return (
    <div className={classes.dropdown} {...rootProps}>
      <button {...buttonProps} aria-controls={listId} className={classes.menuButton} data-active={active}>
        {menu.label}
        <Icon name="chevron-down" size={16} className={classes.chevron} />
      </button>
      <ul id={listId} className={classes.menuPanel} data-in-nav="true" hidden={!open}>
        {menu.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={classes.menuLink} data-dropdown-item="">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
