// The back office's one way to ask "are you sure?" (issue 29, item 18): an in-page modal naming what
// happens, never the browser's native confirm(), whose look, buttons and language the page cannot set.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { AdminModal } from './admin-modal';

export interface ConfirmRequest {
  title: string;
  text: ReactNode;
  /** The confirming button's label, e.g. 確定刪除. */
  confirm: string;
  /** A destructive action: the button in red. */
  danger?: boolean;
  onConfirm(): void;
}

/** `ask(request)` opens the dialog; render `dialog` once in the page. */
export function useConfirm(): { ask(request: ConfirmRequest): void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const close = () => setRequest(null);
  const dialog = (
    <AdminModal opened={request !== null} onClose={close} title={request?.title ?? ''}>
      <Stack gap="md">
        <Text>{request?.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            取消
          </Button>
          <Button
            color={request?.danger ? 'red' : undefined}
            onClick={() => {
              request?.onConfirm();
              close();
            }}
          >
            {request?.confirm}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
  return { ask: setRequest, dialog };
}
