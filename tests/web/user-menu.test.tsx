// @vitest-environment jsdom
// The user icon's dropdown: login entry when signed out, logout when signed in, disabled while the
// logout call runs; keyboard operable.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu, type UserInfo, type UserMenuProps } from '../../src/web/layout/user-menu';

afterEach(cleanup);

const signedIn: UserInfo = {
  sub: '1b2c3d4e-0000-4000-8000-000000000001',
  registrationNumber: 'G114-0001',
  registrationStatus: 'in_progress',
  entityType: 'group',
  displayName: '示範觀光旅館',
  editable: true,
  correctionRequest: null,
  receipt: null,
};

function renderMenu(props: UserMenuProps) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <UserMenu {...props} /> },
      { path: '/pages/register/upload', element: <p>上傳頁</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('user menu', () => {
  it('is closed until the icon is pressed; signed out it offers 登入, linking to the upload page', async () => {
    const user = userEvent.setup();
    const router = renderMenu({ user: null, loggingOut: false, onLogout: vi.fn() });
    const button = screen.getByRole('button', { name: '會員選單' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '登入' })).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const login = screen.getByRole('link', { name: '登入' });
    expect(login).toHaveAttribute('href', '/pages/register/upload');
    expect(screen.queryByRole('button', { name: '登出' })).toBeNull();

    await user.click(login);
    expect(router.state.location.pathname).toBe('/pages/register/upload');
  });

  it('signed in it shows who is signed in and 登出, which reports the click', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderMenu({ user: signedIn, loggingOut: false, onLogout });
    await user.click(screen.getByRole('button', { name: '會員選單' }));
    expect(screen.getByText(/示範觀光旅館/)).toBeInTheDocument();
    expect(screen.getByText(/G114-0001/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登入' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '登出' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('while logging out the button is disabled and says 登出中…', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderMenu({ user: signedIn, loggingOut: true, onLogout });
    await user.click(screen.getByRole('button', { name: '會員選單' }));
    const button = screen.getByRole('button', { name: '登出中…' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: '登出' })).toBeNull();
    await user.click(button);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('works from the keyboard: ArrowDown opens and focuses the entry, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderMenu({ user: null, loggingOut: false, onLogout: vi.fn() });
    const button = screen.getByRole('button', { name: '會員選單' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const login = await screen.findByRole('link', { name: '登入' });
    await vi.waitFor(() => expect(login).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: '登入' })).toBeNull();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderMenu({ user: null, loggingOut: false, onLogout: vi.fn() });
    await user.click(screen.getByRole('button', { name: '會員選單' }));
    expect(screen.getByRole('link', { name: '登入' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('link', { name: '登入' })).toBeNull();
  });
});
