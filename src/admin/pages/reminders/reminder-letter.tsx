// One reminder letter as its recipient would get it. The letter is a whole HTML document with its own
// styles: it is shown in a sandboxed frame (no scripts, no same-origin access) so its styles stay inside
// and the back office's stay out.
import { Paper, Stack, Text } from '@mantine/core';
import type { components } from '../../../shared/generated/api';

export type ReminderPreview = components['schemas']['ReminderPreview'];

export function ReminderLetter({ letter }: { letter: ReminderPreview }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Text span fw={700}>
          收件人：
        </Text>
        {letter.to}（報名編號 {letter.registrationNumber}）
      </Text>
      <Text size="sm">
        <Text span fw={700}>
          主旨：
        </Text>
        {letter.subject}
      </Text>
      <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
        <iframe sandbox="" srcDoc={letter.html} title={`提醒信預覽：${letter.subject}`} style={{ display: 'block', width: '100%', height: 520, border: 0, background: 'white' }} />
      </Paper>
    </Stack>
  );
}
