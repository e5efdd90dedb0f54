// The Notifications component alone, as its own module so that it can be loaded on demand while
// the (small) notifications store stays in the main bundle. Importing '@mantine/notifications'
// itself dynamically would pull the component into the main bundle with the store.
export { Notifications } from '@mantine/notifications';
