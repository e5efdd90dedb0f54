// Mounts the back office (its providers and every route) in a memory router, its API calls going to a real
// test server over HTTP with a cookie jar standing in for the browser's (the staff session is an httpOnly
// cookie). Install before the back office's modules load: its API client captures Request and fetch when
// it is created, so they are imported here only when a page is rendered.
import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { installBrowserFetch } from './browser-fetch';

// Pages load on demand and the machine is shared: give findBy/waitFor room before failing.
configure({ asyncUtilTimeout: 10_000 });

const browser = installBrowserFetch();

/** Sends the back office's API calls to this server. */
export function routeAdminTo(url: string): void {
  browser.site.url = url;
}

/** "METHOD /path" of every request the back office made, in order. */
export const adminCalls = browser.calls;

/** Renders `path` (under /admin) signed in with the session cookie `staffCookie`. */
export async function renderAdmin(path: string, staffCookie: string) {
  browser.jar.clear();
  browser.jar.set('ta_staff', staffCookie);
  const { AdminProviders } = await import('../../src/admin/app/admin-app');
  const { adminRoutes } = await import('../../src/admin/app/routes');
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const view = render(
    <AdminProviders>
      <RouterProvider router={router} />
    </AdminProviders>,
  );
  // The shell shows once "who is signed in" has answered.
  await screen.findByRole('banner');
  return { ...view, router };
}
