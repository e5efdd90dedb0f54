// Reminder letters before the upload window closes (admin, reviewer): each kind (REMINDER_DAYS) with its
// scheduled time, where it stands and how many registrations it would reach now; a preview of the
// letter; a dry run that only counts; and "send now" after a confirmation. The server sends each
// registration at most one letter of a kind, however often this is pressed.
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { REMINDER_STATE_LABELS, reminderKindLabel } from '../../../shared/back-office-labels';
import type { components } from '../../../shared/generated/api';
import { rocDateTime, TAIPEI_SUFFIX } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';
import { ReminderLetter, type ReminderPreview } from './reminder-letter';
import { REMINDER_STATE_COLORS, reminderState, type ReminderKind, type ReminderPlan } from './reminder-state';
import { focusableScroll } from '../../ui/data-table-props';

type SendResult = components['schemas']['ReminderSendResult'];

const PLAN_KEY = ['reminders', 'plan'] as const;
const previewKey = (days: number) => ['reminders', 'preview', days] as const;

/** A result as a notification; its close button is named (Mantine's has no text of its own). */
const notify = (color: string, message: string) => notifications.show({ color, message, closeButtonProps: { 'aria-label': '關閉通知' } });
const failed = (error: unknown) => notify('red', errorsOf(error)[0]?.message ?? '');

async function send(days: number, dryRun: boolean): Promise<SendResult> {
  return unwrap<SendResult>(await adminApi.POST('/api/admin/v1/reminders/send', { body: { days, dryRun } }));
}

function PreviewPanel({ days, dryRunCount }: { days: number; dryRunCount: number | undefined }) {
  const preview = useQuery({
    queryKey: previewKey(days),
    queryFn: async () => unwrap<ReminderPreview | null>(await adminApi.GET('/api/admin/v1/reminders/preview', { params: { query: { days } } })),
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="reminder-preview-title">
      <Title order={3} id="reminder-preview-title">
        信件預覽：{reminderKindLabel(days)}
      </Title>
      {dryRunCount !== undefined && (
        <Alert color="blue" variant="light" title="試寄結果（未寄出任何信）">
          現在寄出會寄給 {dryRunCount} 件填寫中的報名。
        </Alert>
      )}
      {preview.isPending && <Text c="dimmed">讀取中…</Text>}
      {preview.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorsOf(preview.error)[0]?.message}
        </Alert>
      )}
      {preview.isSuccess && (preview.data ? <ReminderLetter letter={preview.data} /> : <Text>目前沒有需要提醒的報名，這種提醒信不會寄給任何人。</Text>)}
    </Stack>
  );
}

export function RemindersPage() {
  const queryClient = useQueryClient();
  const plan = useQuery({ queryKey: PLAN_KEY, queryFn: async () => unwrap<ReminderPlan>(await adminApi.GET('/api/admin/v1/reminders/plan')) });
  const [previewDays, setPreviewDays] = useState<number>();
  const [dryRunCounts, setDryRunCounts] = useState<Record<number, number>>({});
  const [confirming, setConfirming] = useState<ReminderKind>();

  const dryRun = useMutation({
    mutationFn: (days: number) => send(days, true),
    onSuccess: (result, days) => {
      if (!result.dryRun) return;
      setDryRunCounts((counts) => ({ ...counts, [days]: result.recipients }));
      queryClient.setQueryData(previewKey(days), result.preview);
      setPreviewDays(days);
      notify('blue', `試寄（不寄出）：${reminderKindLabel(days)}的提醒信現在會寄給 ${result.recipients} 件報名`);
    },
    onError: failed,
  });
  const sendNow = useMutation({
    mutationFn: (days: number) => send(days, false),
    onSuccess: (result, days) => {
      if (result.dryRun) return;
      setConfirming(undefined);
      setDryRunCounts(({ [days]: _done, ...rest }) => rest);
      void queryClient.invalidateQueries({ queryKey: ['reminders'] });
      notify('green', result.sent > 0 ? `已寄出 ${result.sent} 封「${reminderKindLabel(days)}」提醒信` : '沒有需要提醒的報名，未寄出任何信（每件報名同一種提醒信只寄一次）');
    },
    onError: (error) => {
      setConfirming(undefined);
      failed(error);
    },
  });
  const working = dryRun.isPending || sendNow.isPending;
  const open = plan.data?.uploadOpen ?? false;

  return (
    <Stack gap="md">
      <Title order={2}>截止前提醒信</Title>
      <Text>
        上傳截止前，系統會在下列時間寄提醒信給每件尚未送出的報名，列出還缺少的資料。每件報名同一種提醒信只會收到一次。
        {plan.data && `上傳截止時間：${rocDateTime(plan.data.uploadClosesAt)}${TAIPEI_SUFFIX}。`}
      </Text>
      {plan.data && !open && (
        <Alert color="gray" variant="light">
          上傳期限已截止，不再寄送截止前提醒信。
        </Alert>
      )}
      <DataTable<ReminderKind>
        scrollAreaProps={focusableScroll('提醒信')}
        // One line per cell: on a phone the table scrolls sideways instead of cutting the status badge.
        defaultColumnProps={{ noWrap: true }}
        withTableBorder
        striped
        minHeight={120}
        fetching={plan.isFetching}
        records={plan.data?.kinds ?? []}
        idAccessor="days"
        noRecordsText={plan.isError ? errorsOf(plan.error)[0]?.message : '未設定提醒信'}
        columns={[
          { accessor: 'days', title: '提醒信', render: (k) => reminderKindLabel(k.days) },
          { accessor: 'runAt', title: '排定寄送時間', render: (k) => rocDateTime(k.runAt) },
          {
            accessor: 'state',
            title: '狀態',
            render: (k) => {
              const state = reminderState(k, plan.data!);
              return (
                <Stack gap={2}>
                  <Badge color={REMINDER_STATE_COLORS[state]} autoContrast>{REMINDER_STATE_LABELS[state]}</Badge>
                  {k.doneAt && <Text size="xs">{rocDateTime(k.doneAt)}</Text>}
                </Stack>
              );
            },
          },
          { accessor: 'recipients', title: '現在寄出會寄給', render: (k) => `${k.recipients} 件` },
          {
            accessor: 'actions',
            title: '操作',
            render: (k) => {
              const kind = reminderKindLabel(k.days);
              return (
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="default" aria-label={`預覽：${kind}`} aria-pressed={previewDays === k.days} onClick={() => setPreviewDays(k.days)}>
                    預覽
                  </Button>
                  <Button size="xs" variant="light" aria-label={`試寄（不寄出）：${kind}`} disabled={working || !open} loading={dryRun.isPending && dryRun.variables === k.days} onClick={() => dryRun.mutate(k.days)}>
                    試寄（不寄出）
                  </Button>
                  <Button size="xs" aria-label={`立即寄出：${kind}`} disabled={working || !open || k.recipients === 0} onClick={() => setConfirming(k)}>
                    立即寄出
                  </Button>
                </Group>
              );
            },
          },
        ]}
      />
      {previewDays !== undefined && <PreviewPanel days={previewDays} dryRunCount={dryRunCounts[previewDays]} />}
      <AdminModal opened={confirming !== undefined} onClose={() => !sendNow.isPending && setConfirming(undefined)} title="立即寄出提醒信">
        {confirming && (
          <Stack gap="md">
            <Text>
              確定現在寄出「{reminderKindLabel(confirming.days)}」提醒信？目前會寄給 {confirming.recipients} 件填寫中的報名；已收過這種提醒信的報名不會再收到。
            </Text>
            <Group justify="flex-end">
              <Button variant="default" disabled={sendNow.isPending} onClick={() => setConfirming(undefined)}>
                取消
              </Button>
              <Button loading={sendNow.isPending} onClick={() => sendNow.mutate(confirming.days)}>
                確定寄出
              </Button>
            </Group>
          </Stack>
        )}
      </AdminModal>
    </Stack>
  );
}
