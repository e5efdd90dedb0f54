// What the winner-list and heroes pages share: the edition being edited (newest first) and the panel
// that shows whether the public sees that edition's board, with the button that changes it.
import { Alert, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLICATION_LABELS } from '../../../shared/back-office-labels';
import { boardTitle, EDITIONS, editionNumberOf, type Board, type EditionCategory } from '../../../shared/editions';
import type { components } from '../../../shared/generated/api';
import { rocDateTime } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf } from '../../forms/form-errors';
import { useConfirm } from '../../ui/confirm-dialog';

type Publication = components['schemas']['AdminPublication'];

/** Newest first. */
const NEWEST_FIRST = [...EDITIONS].reverse();

/** A result as a notification; its close button is named (Mantine's has no text of its own). */
export const notify = (color: string, message: string) => notifications.show({ color, message, closeButtonProps: { 'aria-label': '關閉通知' } });
export const notifyFailure = (error: unknown) => notify('red', errorsOf(error)[0]?.message ?? '');

/** The edition being edited (the page's title names the board; the short label fits a phone). */
export function EditionPicker({ value, onChange }: { value: EditionCategory; onChange: (e: EditionCategory) => void }) {
  return (
    <SegmentedControl
      aria-label="屆別"
      value={value}
      onChange={(v) => onChange(v as EditionCategory)}
      data={NEWEST_FIRST.map((e) => ({ value: e.category, label: e.label }))}
    />
  );
}

/** Whether the public sees the edition's board, and the button to show or hide it. */
export function PublicationPanel({ publication, board, queryKeys }: { publication: Publication; board: Board; queryKeys: readonly (readonly unknown[])[] }) {
  const queryClient = useQueryClient();
  const state = publication[board];
  const title = boardTitle(editionNumberOf(publication.editionCategory), board);
  const toggle = useMutation({
    mutationFn: async (published: boolean) =>
      unwrap<Publication>(await adminApi.POST('/api/admin/v1/editions/publish', { body: { editionCategory: publication.editionCategory, board, published } })),
    onSuccess: (_p, published) => {
      for (const key of queryKeys) void queryClient.invalidateQueries({ queryKey: key });
      notify('green', `${title}已${published ? PUBLICATION_LABELS.publish : PUBLICATION_LABELS.unpublish}`);
    },
    onError: notifyFailure,
  });
  const confirmText = state
    ? `確定隱藏${title}？公開網站的頁面與選單將不再顯示。`
    : `確定公開${title}？公開網站的頁面與選單將立即顯示。`;
  const confirmation = useConfirm();
  const action = `${state ? PUBLICATION_LABELS.unpublish : PUBLICATION_LABELS.publish}${title}`;
  return (
    <Alert color={state ? 'blue' : 'gray'} variant="light" title={`${title}：${state ? PUBLICATION_LABELS.published : PUBLICATION_LABELS.hidden}`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          {state
            ? `${rocDateTime(state.publishedAt)} 公開${state.publishedBy ? `（${state.publishedBy}）` : ''}`
            : '公開網站目前不顯示這一屆的內容，選單也不列出。'}
        </Text>
        <Button
          // Publishing in the theme's primary colour: white on Mantine's green is below AA contrast.
          color={state ? 'red' : undefined}
          variant={state ? 'light' : 'filled'}
          loading={toggle.isPending}
          disabled={toggle.isPending}
          onClick={() => confirmation.ask({ title: action, text: confirmText, confirm: `確定${action}`, danger: Boolean(state), onConfirm: () => toggle.mutate(!state) })}
        >
          {action}
        </Button>
        {confirmation.dialog}
      </Group>
    </Alert>
  );
}
