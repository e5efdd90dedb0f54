// What the juror's pages show while a read is under way, and when the server refuses it: its own zh-TW
// message (not declared yet, not assigned, not in the stage…), under a title saying what could not be read.
import { Alert, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorsOf } from '../../forms/form-errors';

export const loading = (
  <Center mih={200}>
    <Loader aria-label="讀取中" />
  </Center>
);

export function ReadFailure({ title, error, children }: { title: string; error: unknown; children?: ReactNode }) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Text size="md">{errorsOf(error)[0]?.message}</Text>
      {children}
    </Alert>
  );
}
