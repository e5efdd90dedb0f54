// @vitest-environment jsdom
// The upload page's login card paints before its form's code is fetched (issue 33, Lighthouse: the
// form's 50 KB of Mantine and the security check, loaded beside the page, delayed the intro's paint
// on a phone). Neither the route nor the card's first render may start the form's import; the frame
// after the card's first one does. Frames and timers are faked: no waiting on the clock.
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const formLoaded = vi.hoisted(() => vi.fn());
vi.mock('../../src/web/pages/upload/login/login-form', () => {
  formLoaded();
  return { LoginForm: () => <p>登入表單</p> };
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

function uploadRoute(routes: RouteObject[]): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === 'Upload') return route;
    const found = uploadRoute(route.children ?? []);
    if (found) return found;
  }
  return undefined;
}

describe('upload login: the form loads after the card has painted', () => {
  it('opening the route loads the page alone, not the login form', async () => {
    const { routes } = await import('../../src/web/app/routes');
    const lazy = uploadRoute(routes)?.lazy;
    expect(typeof lazy).toBe('function');
    await (lazy as () => Promise<unknown>)();
    await vi.dynamicImportSettled();
    expect(formLoaded).not.toHaveBeenCalled();
  });

  it('shows the heading and intro first, and fetches the form in the frame after', async () => {
    const { LoginCard } = await import('../../src/web/pages/upload/login/login-card');
    const { LOGIN_TEXT } = await import('../../src/web/pages/upload/login/account-text');
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    render(
      <MemoryRouter>
        <LoginCard />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: LOGIN_TEXT.heading })).toBeVisible();
    expect(screen.getByText(LOGIN_TEXT.intro)).toBeVisible();
    await vi.dynamicImportSettled();
    expect(formLoaded).not.toHaveBeenCalled();

    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    vi.useRealTimers();
    expect(await screen.findByText('登入表單')).toBeVisible();
    expect(formLoaded).toHaveBeenCalledTimes(1);
  });
});
