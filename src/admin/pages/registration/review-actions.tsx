// The review buttons: exactly the actions the server says the caller's role can take now (the review
// machine decides, machines/review availableReviewActions). Each opens a dialog asking for a reason
// (required where the machine's rule says so) and, to return for correction, a deadline: the end of the
// chosen day, Taipei time. The server judges again; its refusal shows in the dialog; the page is read
// again after.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import 'dayjs/locale/zh-tw';
import { useState, type FormEvent } from 'react';
import { RULES } from '../../../../machines/review/review-machine';
import { REGISTRATION_STATUS_LABELS, REVIEW_ACTION_LABELS } from '../../../shared/back-office-labels';
import { endOfTaipeiDay, taipeiDate } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';
import { registrationKey, type StaffReviewAction } from './registration-query';

const FORM = 'review';

function ReviewForm({ uid, action, onDone }: { uid: string; action: StaffReviewAction; onDone: () => void }) {
  const queryClient = useQueryClient();
  const rule = RULES[action];
  const [reason, setReason] = useState('');
  // No default: the reviewer picks the deadline (issue 17).
  const [day, setDay] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: async () =>
      unwrap<{ from: string; status: keyof typeof REGISTRATION_STATUS_LABELS }>(
        await adminApi.POST('/api/admin/v1/registrations/{uid}/transition', {
          params: { path: { uid } },
          body: {
            action,
            ...(reason.trim() ? { reason } : {}),
            ...(rule.deadline && day ? { correctionDeadline: endOfTaipeiDay(day) } : {}),
          },
        }),
      ),
    onSuccess: (done) => {
      notifications.show({ color: 'green', message: `已${REVIEW_ACTION_LABELS[action]}，目前狀態：${REGISTRATION_STATUS_LABELS[done.status]}` });
      onDone();
    },
    // Whatever happened, the page shows the registration as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationKey(uid) }),
  });
  const errors = errorsOf(decide.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decide.isPending) decide.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorSummary form={FORM} errors={errors} />
        <Textarea
          id={inputId(FORM, 'reason')}
          label={action === 'RETURN' ? '需要補正的內容' : '理由'}
          description={rule.reason ? undefined : '選填'}
          required={Boolean(rule.reason)}
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={messageFor(errors, 'reason')}
        />
        {rule.deadline ? (
          <DatesProvider settings={{ locale: 'zh-tw' }}>
            <DatePickerInput
              id={inputId(FORM, 'correctionDeadline')}
              label="補正期限（當日 23:59，臺北時間）"
              required
              valueFormat="YYYY-MM-DD"
              previousLabel="上個月"
              nextLabel="下個月"
              popoverProps={{ trapFocus: true }}
              minDate={taipeiDate(new Date())}
              value={day}
              onChange={(value) => setDay(typeof value === 'string' ? value : null)}
              error={messageFor(errors, 'correctionDeadline')}
            />
          </DatesProvider>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={decide.isPending}>
            取消
          </Button>
          <Button type="submit" loading={decide.isPending} disabled={decide.isPending}>
            確定{REVIEW_ACTION_LABELS[action]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ReviewActions({ uid, actions }: { uid: string; actions: StaffReviewAction[] }) {
  const [open, setOpen] = useState<StaffReviewAction | null>(null);
  if (actions.length === 0) return <Text c="dimmed">目前沒有您可以執行的審查操作。</Text>;
  return (
    <>
      <Group gap="sm">
        {actions.map((action) => (
          <Button key={action} variant={action === 'UNDO' || action === 'WITHDRAW' ? 'light' : 'filled'} color={action === 'UNDO' || action === 'WITHDRAW' ? 'red' : undefined} onClick={() => setOpen(action)}>
            {REVIEW_ACTION_LABELS[action]}
          </Button>
        ))}
      </Group>
      <AdminModal opened={open !== null} onClose={() => setOpen(null)} title={open ? REVIEW_ACTION_LABELS[open] : ''}>
        {open ? <ReviewForm key={open} uid={uid} action={open} onDone={() => setOpen(null)} /> : null}
      </AdminModal>
    </>
  );
}
