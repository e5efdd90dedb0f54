// The Notifications component, as its own module so that it can be loaded on demand while the
// (small) notifications store stays in the main bundle. Importing '@mantine/notifications' itself
// dynamically would pull the component into the main bundle with the store.
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import type { ComponentProps } from 'react';
import { MantineScope } from '../app/mantine-scope';

export function ToastNotifications(props: ComponentProps<typeof Notifications>) {
  return (
    <MantineScope>
      <Notifications {...props} />
    </MantineScope>
  );
}
