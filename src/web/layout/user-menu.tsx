// The user icon's dropdown (SPEC.md section 2): a login entry when signed out, logout when signed
// in; while the logout call runs the button is disabled and says so. Session state comes from the
// caller (the auth issue wires it), so this component only renders and reports the click.
import { Link } from 'react-router-dom';
import type { components } from '../../shared/generated/api';
import { messages } from '../../shared/messages';
import classes from './header.module.css';
import { Icon } from './icons';
import { useDropdown } from './use-dropdown';

/** The signed-in registrant as the session calls answer it: the contract's type, named once for the web app. */
export type UserInfo = components['schemas']['UserInfo'];

export interface UserMenuProps {
  user: UserInfo | null;
  loggingOut: boolean;
  onLogout: () => void;
}

export const USER_MENU_TEXT = { button: '會員選單', login: '登入', logout: '登出' } as const;

export function UserMenu({ user, loggingOut, onLogout }: UserMenuProps) {
  const { open, buttonProps, rootProps } = useDropdown();
  return (
    <div className={classes.dropdown} {...rootProps}>
      <button
        {...buttonProps}
        aria-controls="user-menu-panel"
        aria-label={USER_MENU_TEXT.button}
        title={USER_MENU_TEXT.button}
        className={classes.tool}
      >
        <Icon name="user" size={24} />
      </button>
      <div id="user-menu-panel" className={`${classes.menuPanel} ${classes.menuPanelEnd}`} hidden={!open}>
        {user ? (
          <>
            <p className={classes.menuNote}>
              {user.displayName}
              <br />
              報名編號 {user.registrationNumber}
            </p>
            <button
              type="button"
              className={classes.menuLink}
              data-dropdown-item=""
              disabled={loggingOut}
              aria-busy={loggingOut}
              onClick={onLogout}
            >
              {loggingOut ? messages.loggingOut : USER_MENU_TEXT.logout}
            </button>
          </>
        ) : (
          <Link to="/pages/register/upload" className={classes.menuLink} data-dropdown-item="">
            {USER_MENU_TEXT.login}
          </Link>
        )}
      </div>
    </div>
  );
}
