// Mantine's Modal for the back office: its heading row is a <div>, not a <header> (a <header> outside any
// section is a second "banner" landmark beside the app's own header: axe's landmark rules), and its close
// button has a zh-TW name.
import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AdminModalProps extends Omit<ModalRootProps, 'title' | 'children'> {
  title: ReactNode;
  children: ReactNode;
}

export function AdminModal({ title, children, ...root }: AdminModalProps) {
  return (
    <Modal.Root {...root}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="關閉" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
