// The workflow's toasts (SPEC.md sections 4, 8 and 9): errors 2 s, required-item errors 3 s.
import { TOAST_MS } from '../../../layout/toast-durations';
import { notifications } from '@mantine/notifications';

export const REQUIRED_ERROR_MS = TOAST_MS.requiredItems;

export function errorToast(message: string, autoClose: number = TOAST_MS.error): void {
  notifications.show({ message, color: 'red', autoClose });
}

export function successToast(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: TOAST_MS.success });
}
