// Providers and router of the back office: Mantine (the site's theme), notifications, TanStack Query,
// and the routes under /admin.
import { createTheme, MantineProvider, mergeThemeOverrides, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../../ui/theme';
import { ADMIN_HEADER_HEIGHT } from '../layout/admin-shell';
import notificationsClasses from './notifications.module.css';
import { createAdminQueryClient } from './query-client';
import { adminRoutes } from './routes';

export const ADMIN_BASENAME = '/admin';

/** The site's theme, with zh-TW names on the notifications' close buttons (axe: button-name). */
const adminTheme = mergeThemeOverrides(
  theme,
  createTheme({ components: { Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': '關閉通知' } } }) } }),
);

/** Everything around the routes (component tests mount the routes in a memory router inside it). */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <MantineProvider theme={adminTheme}>
      {/* Below the header, at its right: a toast never covers the menu, 我的帳號 or 登出 (issue 29, item 18). */}
      <Notifications position="top-right" classNames={notificationsClasses} style={{ '--admin-header-height': `${ADMIN_HEADER_HEIGHT}px` } as CSSProperties} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

export function AdminApp() {
  const [router] = useState(() => createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME }));
  return (
    <AdminProviders>
      <RouterProvider router={router} />
    </AdminProviders>
  );
}
