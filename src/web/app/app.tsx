// Providers (settings, session) and the router; Mantine's provider sits in the pages that use it
// (app/mantine-scope.tsx). Toasts live in the layout (they clear on URL change).
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AuthProvider } from '../auth';
import { InitialLoad, SiteLayout } from '../layout/site-layout';
import { SettingsProvider } from '../settings/settings-context';
import { routes } from './routes';

/** The whole route tree under the shared layout (tests mount it in a memory router). Until the
 * first page's code has arrived there is nothing to show but a status for screen readers. */
export const rootRoutes: RouteObject[] = [
  { path: '/', element: <SiteLayout />, hydrateFallbackElement: <InitialLoad />, children: routes },
];

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SettingsProvider>
      <AuthProvider>{children}</AuthProvider>
    </SettingsProvider>
  );
}

/** The browser's router. main.tsx makes it before React's first render, so the first page's code
 * and data are already on their way while React starts. */
export const createSiteRouter = () => createBrowserRouter(rootRoutes);

export function App({ router: given }: { router?: ReturnType<typeof createSiteRouter> }) {
  const [router] = useState(() => given ?? createSiteRouter());
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
