// 個資保存期限 (admin; issue 32, docs/personal-data.md Retention): what retention would remove now for an
// edition, per kind, with the date from which each kind applies, and a button that removes it after an
// in-page confirmation naming what goes. The server does the work (src/server/features/retention/), the same
// code as `npm run retention`; this page only shows its plan and its result.
import { Alert, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EDITION_LABEL, editionNumberOf, type EditionCategory, type EditionNumber } from '../../../shared/editions';
import type { components } from '../../../shared/generated/api';
import { RETENTION_KIND_LABELS, type RetentionKind } from '../../../shared/retention-labels';
import { rocDateTime, TAIPEI_SUFFIX } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import { useProgrammeEdition } from '../../app/programme-edition';
import { errorsOf } from '../../forms/form-errors';
import { useConfirm } from '../../ui/confirm-dialog';
import { EditionPicker, notifyFailure } from '../awards/edition-controls';

type Plan = components['schemas']['RetentionPlan'];
type Result = components['schemas']['RetentionResult'];

const planKey = (edition: number) => ['retention', 'plan', edition] as const;

/** Kinds of an edition's entries that did not win (the rest do not depend on the edition). */
const ENTRY_KINDS: readonly RetentionKind[] = ['nationalIds', 'contacts', 'files', 'receiptPdfs'];
const LETTER_KINDS: readonly RetentionKind[] = ['outboxRows', 'outboxFiles'];

/** From when a kind applies, in words. */
function appliesFrom(kind: RetentionKind, at: string | null): string {
  if (ENTRY_KINDS.includes(kind)) return at ? `${rocDateTime(at)}${TAIPEI_SUFFIX} 起` : '得獎名單公布後起算（尚未公布）';
  if (LETTER_KINDS.includes(kind)) return at ? `${rocDateTime(at)}${TAIPEI_SUFFIX} 以前的信件` : '';
  return '已過期者，隨時';
}

function PlanTable({ plan }: { plan: Plan }) {
  return (
    // No sideways scroll on a phone: the cells wrap (three short columns fit 375 px).
    <Table withTableBorder striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">項目</Table.Th>
          <Table.Th scope="col" ta="right">
            現在會刪除
          </Table.Th>
          <Table.Th scope="col">適用時間</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {plan.kinds.map((k) => (
          <Table.Tr key={k.kind}>
            <Table.Th scope="row" fw="normal">
              {RETENTION_KIND_LABELS[k.kind]}
            </Table.Th>
            <Table.Td ta="right">{k.count}</Table.Td>
            <Table.Td>{appliesFrom(k.kind, k.appliesFrom)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ResultAlert({ result }: { result: Result }) {
  const removed = result.removed.filter((k) => k.count > 0);
  if (removed.length === 0) {
    return (
      <Alert color="gray" variant="light" title="沒有需要刪除的資料" role="status">
        {EDITION_LABEL[result.edition as EditionNumber]}目前沒有到期的資料，未刪除任何資料，也未寫入稽核紀錄。
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" title="已刪除" role="status">
      <Text size="sm">分 {result.batches} 批刪除，每批一筆稽核紀錄：</Text>
      <List size="sm">
        {removed.map((k) => (
          <List.Item key={k.kind}>
            {RETENTION_KIND_LABELS[k.kind]}：{k.count}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function RetentionPage() {
  const programme = useProgrammeEdition();
  const [picked, setPicked] = useState<EditionCategory>();
  const category = picked ?? programme;
  const edition = category ? editionNumberOf(category) : undefined;
  const queryClient = useQueryClient();
  const { ask, dialog } = useConfirm();
  const [result, setResult] = useState<Result>();

  const plan = useQuery({
    queryKey: planKey(edition ?? 0),
    enabled: edition !== undefined,
    queryFn: async () => unwrap<Plan>(await adminApi.GET('/api/admin/v1/retention/plan', { params: { query: { edition: edition! } } })),
  });
  const apply = useMutation({
    mutationFn: async (e: EditionNumber) => unwrap<Result>(await adminApi.POST('/api/admin/v1/retention/apply', { body: { edition: e } })),
    onSuccess: (r) => {
      setResult(r);
      void queryClient.invalidateQueries({ queryKey: ['retention'] });
    },
    onError: notifyFailure,
  });

  const due = plan.data?.kinds.filter((k) => k.count > 0) ?? [];
  const label = edition ? EDITION_LABEL[edition] : '';
  const confirmApply = () =>
    ask({
      title: `刪除${label}到期的資料`,
      text: (
        <>
          以下資料將永久刪除，無法復原（得獎者的資料、公開的得獎名單及各狀態、類別的件數不受影響）：
          <List size="sm" mt="xs">
            {due.map((k) => (
              <List.Item key={k.kind}>
                {RETENTION_KIND_LABELS[k.kind]}：{k.count}
              </List.Item>
            ))}
          </List>
        </>
      ),
      confirm: '確定刪除',
      danger: true,
      onConfirm: () => edition && apply.mutate(edition),
    });

  return (
    <Stack gap="md">
      <Title order={2}>個資保存期限</Title>
      <Text>
        屆次結束後不再需要的個人資料依保存期限刪除：未得獎報名的身分證字號、生日、聯絡資料、上傳檔案及收據 PDF，於得獎名單公布後
        {plan.data ? ` ${plan.data.months} ` : ' '}
        個月刪除；寄件匣中超過同一期限的信件，及已過期的次數限制與登入紀錄也一併刪除。得獎者的資料與公開的得獎名單保留，報名紀錄保留以供統計。
      </Text>
      {category && (
        <EditionPicker
          value={category}
          onChange={(c) => {
            setPicked(c);
            setResult(undefined);
          }}
        />
      )}
      {plan.data && (
        <Text size="sm">
          {plan.data.winnersPublishedAt ? `${label}得獎名單公布時間：${rocDateTime(plan.data.winnersPublishedAt)}${TAIPEI_SUFFIX}` : `${label}得獎名單尚未公布，報名資料尚不會刪除。`}
        </Text>
      )}
      {plan.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorsOf(plan.error)[0]?.message}
        </Alert>
      )}
      {plan.isPending && <Text c="dimmed">讀取中…</Text>}
      {plan.data && <PlanTable plan={plan.data} />}
      <Group>
        <Button color="red" onClick={confirmApply} disabled={!plan.data || due.length === 0 || apply.isPending || plan.isFetching} loading={apply.isPending}>
          刪除到期資料
        </Button>
        {plan.data && due.length === 0 && <Text size="sm">目前沒有到期的資料。</Text>}
      </Group>
      {result && <ResultAlert result={result} />}
      {dialog}
    </Stack>
  );
}
