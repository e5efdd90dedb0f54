// Mantine's Modal, put together so that axe passes: its header is a plain div (Mantine renders a
// <header>, which in a portal at the body's level is a second banner landmark) and its close button
// is named.
import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: ModalRootProps['size'];
  centered?: boolean;
}

export function AdminDialog({ opened, onClose, title, children, size, centered }: AdminDialogProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered={centered}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="關閉" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
