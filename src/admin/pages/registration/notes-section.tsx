// Staff notes: the list (oldest first, author and time) and a form to add one (append-only; the
// server checks the text against schemas/admin/registration-note.schema.json and names what is wrong).
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../shared/generated/api';
import { rocDateTime } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { registrationKey } from './registration-query';

type StaffNote = components['schemas']['StaffNote'];
const FORM = 'note';

export function NotesSection({ uid, notes, canWrite }: { uid: string; notes: StaffNote[]; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: async () => unwrap<StaffNote>(await adminApi.POST('/api/admin/v1/registrations/{uid}/notes', { params: { path: { uid } }, body: { text } })),
    onSuccess: () => {
      setText('');
      return queryClient.invalidateQueries({ queryKey: registrationKey(uid) });
    },
  });
  const errors = errorsOf(add.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!add.isPending) add.mutate();
  };
  return (
    <Stack gap="sm">
      {notes.length === 0 ? (
        <Text c="dimmed">尚無備註</Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {notes.map((n) => (
            <li key={n.uid}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {n.text}
              </Text>
              <Text size="xs" c="dimmed">
                {n.authorName}（{n.authorEmail}），{rocDateTime(n.createdAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {canWrite ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <FormErrorSummary form={FORM} errors={errors} />
            <Textarea id={inputId(FORM, 'text')} label="新增備註" required autosize minRows={2} value={text} onChange={(e) => setText(e.currentTarget.value)} error={messageFor(errors, 'text')} />
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} disabled={add.isPending}>
                新增備註
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
