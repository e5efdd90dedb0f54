// Providers and router of the back office: Mantine (the site's theme), notifications, TanStack Query,
// and the routes under /admin.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../../web/app/theme';
import { createAdminQueryClient } from './query-client';
import { adminRoutes } from './routes';

export const ADMIN_BASENAME = '/admin';

export function AdminApp() {
  const [queryClient] = useState(createAdminQueryClient);
  const [router] = useState(() => createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME }));
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
