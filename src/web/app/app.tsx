// Providers (Mantine, notifications, settings) and the router.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
import { SettingsProvider } from '../settings/settings-context';
import { routes } from './routes';
import { theme } from './theme';

const router = createBrowserRouter([{ path: '/', element: <SiteLayout />, children: routes }]);

export function App() {
  return (
    <MantineProvider theme={theme}>
      <Notifications limit={1} position="top-center" />
      <SettingsProvider>
        <RouterProvider router={router} />
      </SettingsProvider>
    </MantineProvider>
  );
}
