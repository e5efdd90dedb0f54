// The five-step upload workflow shown on /pages/register/upload once signed in. Placeholder until
// the upload-workflow issue lands; the upload page renders it with the signed-in user's info.
import { Container, Text } from '@mantine/core';
import type { components } from '../../../../shared/generated/api';

export interface UploadWorkflowProps {
  user: components['schemas']['UserInfo'];
}

export function UploadWorkflow({ user }: UploadWorkflowProps) {
  return (
    <Container size="md" py="xl">
      <Text>已登入（報名編號 {user.registrationNumber}）。資料上傳步驟即將推出。</Text>
    </Container>
  );
}
