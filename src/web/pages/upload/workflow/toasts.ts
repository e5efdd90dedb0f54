// The workflow's toasts (SPEC.md sections 4, 8 and 9): errors 2 s, required-item errors 3 s.
import { notifications } from '@mantine/notifications';

export const ERROR_MS = 2000;
export const REQUIRED_ERROR_MS = 3000;
export const SUCCESS_MS = 3000;

export function errorToast(message: string, autoClose = ERROR_MS): void {
  notifications.show({ message, color: 'red', autoClose });
}

export function successToast(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: SUCCESS_MS });
}
