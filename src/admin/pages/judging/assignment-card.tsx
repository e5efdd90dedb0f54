// Who judges what in a stage: every juror with their load (assigned, drafts, submitted) and whether they
// have declared; the automatic assignment (fewest assigned first, never a conflicted juror, only what is
// missing); every entry with its jurors and their sheets, where the admin adds or removes a juror by hand
// (with a reason) or reopens a submitted sheet (with a reason).
import { Alert, Anchor, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { REGISTRATION_STATUS_LABELS } from '../../../shared/back-office-labels';
import { errorsOf } from '../../forms/form-errors';
import { SheetBadge } from '../../ui/sheet-badge';
import { dossierUrl, judgingCalls, overviewKey, type Overview, type Stage } from './judging-api';
import { ReasonDialog } from './reason-dialog';

type Entry = Overview['entries'][number];
type Pending = { kind: 'remove' | 'reopen'; entry: Entry; juror: Entry['jurors'][number] } | null;

export function AssignmentCard({ stage, overview }: { stage: Stage; overview: Overview }) {
  const queryClient = useQueryClient();
  const set = (next: Overview) => queryClient.setQueryData(overviewKey(stage), next);
  const assign = useMutation({ mutationFn: () => judgingCalls.assign(stage), onSuccess: set });
  const add = useMutation({ mutationFn: ({ entry, juror }: { entry: string; juror: string }) => judgingCalls.add(stage, entry, juror), onSuccess: set });
  const [pending, setPending] = useState<Pending>(null);
  const decided = overview.stage.decided;
  const short = new Set(overview.short);
  const failure = assign.error ?? add.error;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>評審指派</Title>
        <Button onClick={() => assign.mutate()} loading={assign.isPending} disabled={decided}>
          自動指派（每件 {overview.stage.jurorsPerEntry} 位）
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {errorsOf(failure)[0]?.message}
        </Alert>
      ) : null}
      {short.size > 0 && overview.entries.some((e) => e.jurors.length > 0) ? (
        <Alert color="gold.9" variant="outline" title="評審人數不足">
          {short.size} 件案件的評審少於 {overview.stage.jurorsPerEntry} 位（可指派的評審委員不足或有利益迴避）。
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder>
          <Table.Caption>評審委員的工作量</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>評審委員</Table.Th>
              <Table.Th>聲明</Table.Th>
              <Table.Th>指派件數</Table.Th>
              <Table.Th>草稿</Table.Th>
              <Table.Th>已送出</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.jurors.map((j) => (
              <Table.Tr key={j.uid}>
                <Table.Td>
                  {j.name}
                  <Text size="xs" c="dimmed">
                    {j.email}
                  </Text>
                </Table.Td>
                <Table.Td>{j.declared ? '已聲明' : '尚未聲明'}</Table.Td>
                <Table.Td>{j.assigned}</Table.Td>
                <Table.Td>{j.drafts}</Table.Td>
                <Table.Td>{j.submitted}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder>
          <Table.Caption>案件與評審</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>報名編號</Table.Th>
              <Table.Th>候選人（單位）</Table.Th>
              <Table.Th>狀態</Table.Th>
              <Table.Th>評審與評分表</Table.Th>
              <Table.Th>加派評審</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.entries.map((e) => {
              const free = overview.jurors.filter((j) => !e.jurors.some((x) => x.uid === j.uid));
              return (
                <Table.Tr key={e.registrationUid}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={`/registrations/${e.registrationUid}`}>
                      {e.registrationNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {e.name}
                    <Anchor href={dossierUrl(stage, e.registrationUid)} target="_blank" rel="noopener" size="xs" display="block">
                      評審資料 PDF
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{REGISTRATION_STATUS_LABELS[e.status]}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {e.jurors.map((j) => (
                        <Group key={j.uid} gap={2} wrap="nowrap">
                          <SheetBadge state={j.sheet} who={j.name} />
                          {!decided && j.sheet === 'submitted' ? (
                            <Button size="compact-xs" variant="subtle" onClick={() => setPending({ kind: 'reopen', entry: e, juror: j })}>
                              重新開放
                            </Button>
                          ) : null}
                          {!decided ? (
                            <Button size="compact-xs" variant="subtle" color="red.9" onClick={() => setPending({ kind: 'remove', entry: e, juror: j })} aria-label={`取消指派 ${j.name}（${e.registrationNumber}）`}>
                              移除
                            </Button>
                          ) : null}
                        </Group>
                      ))}
                      {short.has(e.registrationUid) ? <Badge color="gold.9">人數不足</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {!decided && free.length > 0 ? (
                      <Select
                        aria-label={`加派評審（${e.registrationNumber}）`}
                        placeholder="選擇評審委員"
                        data={free.map((j) => ({ value: j.uid, label: j.name }))}
                        value={null}
                        onChange={(juror) => juror && add.mutate({ entry: e.registrationUid, juror })}
                        disabled={add.isPending}
                        w={170}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {overview.entries.length === 0 ? <Text c="dimmed">{stage === 1 ? '尚無資格審查通過的案件。' : '尚無入圍決審的案件（初審決議後產生）。'}</Text> : null}
      {pending ? (
        <ReasonDialog
          form={`judging-${pending.kind}`}
          title={pending.kind === 'remove' ? '取消指派' : '重新開放評分表'}
          description={
            pending.kind === 'remove'
              ? `取消「${pending.juror.name}」評審 ${pending.entry.registrationNumber}；其評分表一併刪除，再按「自動指派」可補足人數。`
              : `重新開放「${pending.juror.name}」對 ${pending.entry.registrationNumber} 已送出的評分表，讓委員修改後再送出。`
          }
          confirmLabel={pending.kind === 'remove' ? '取消指派' : '重新開放'}
          onClose={() => setPending(null)}
          onConfirm={async (reason) =>
            set(
              pending.kind === 'remove'
                ? await judgingCalls.remove(stage, pending.entry.registrationUid, pending.juror.uid, reason)
                : await judgingCalls.reopen(stage, pending.entry.registrationUid, pending.juror.uid, reason),
            )
          }
        />
      ) : null}
    </Stack>
  );
}
