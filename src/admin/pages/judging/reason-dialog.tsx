// A change that needs a reason (removing an assignment, reopening a sheet, overriding a conflict, the
// chair's order of a tie): an in-page dialog naming what it does, the reason's field with its error inline,
// the button disabled while sending.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';

export interface ReasonDialogProps {
  title: string;
  /** What the change does, in a sentence. */
  description: ReactNode;
  confirmLabel: string;
  form: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
  children?: ReactNode;
}

export function ReasonDialog({ title, description, confirmLabel, form, onClose, onConfirm, children }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errors = error ? errorsOf(error) : [];
  return (
    <AdminModal opened onClose={onClose} title={title} size="lg">
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setSending(true);
          setError(null);
          try {
            await onConfirm(reason);
            onClose();
          } catch (err) {
            setError(err);
          } finally {
            setSending(false);
          }
        }}
      >
        <Stack>
          <FormErrorSummary form={form} errors={errors} />
          <Text>{description}</Text>
          {children}
          <Textarea id={inputId(form, 'reason')} label="理由" required autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={messageFor(errors, 'reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={sending}>
              取消
            </Button>
            <Button type="submit" loading={sending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}
