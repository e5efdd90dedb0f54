// 得獎名單管理 (admin, editor; issue 18): an edition's awards in order, each with its winners. A 3rd-edition
// winner is picked from the registrations the review accepted (by number or name); past editions' are
// typed in. Awards and winners move up and down; the edition's list is published or hidden as a whole.
import { WithProgrammeEdition } from '../../app/programme-edition';
import type { EditionCategory } from '../../../shared/editions';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { REGISTRATION_STATUS_LABELS } from '../../../shared/back-office-labels';
import { WINNER_STATUS } from '../../../shared/registration-status';
import { ENTITY_TYPE_LABELS } from '../../../shared/entity-type-labels';
import type { components } from '../../../shared/generated/api';
import { awardTitle, winnerName } from '../../../ui/content/winner-display';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf } from '../../forms/form-errors';
import { SchemaForm } from '../../forms/schema-form';
import { AdminModal } from '../../ui/admin-modal';
import { useConfirm } from '../../ui/confirm-dialog';
import { focusableScroll } from '../../ui/data-table-props';
import { AWARD_FORM, WINNER_FORM } from './award-forms';
import { useEditionBoard } from './edition-board';
import { EditionPicker, PublicationPanel } from './edition-controls';

type Edition = components['schemas']['AdminAwardsEdition'];
type Award = Edition['awards'][number];
type Winner = Award['winners'][number];
type Candidate = components['schemas']['AdminWinnerCandidate'];
type AwardBody = { title: string };
type WinnerBody = { registrationUid?: string; entityType: Winner['entityType']; organizationName?: string; personName?: string; indJobTitle?: string; indName?: string };


/** Moves `uid` one place up (-1) or down (+1) in `uids`. */
export function moved(uids: string[], uid: string, by: -1 | 1): string[] {
  const i = uids.indexOf(uid);
  const j = i + by;
  if (i < 0 || j < 0 || j >= uids.length) return uids;
  const out = [...uids];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

const orNothing = (s: string | null) => s ?? undefined;

type Dialog =
  | { kind: 'award'; award?: Award }
  | { kind: 'winner'; award: Award; winner?: Winner }
  | { kind: 'pick'; award: Award };

function CandidatePicker({ onPick, picking }: { onPick: (c: Candidate) => void; picking: boolean }) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const found = useQuery({
    queryKey: ['awards', 'candidates', debounced],
    queryFn: async () => unwrap<Candidate[]>(await adminApi.GET('/api/admin/v1/awards/candidates', { params: { query: debounced ? { keyword: debounced } : {} } })),
  });
  return (
    <Stack gap="sm">
      <TextInput label="報名編號或名稱" description={`只列出決審決議${REGISTRATION_STATUS_LABELS[WINNER_STATUS]}的報名資料`} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} maxLength={50} />
      <DataTable<Candidate>
        scrollAreaProps={focusableScroll('可列為得獎者的報名資料')}
        withTableBorder
        minHeight={120}
        fetching={found.isFetching}
        records={found.data ?? []}
        idAccessor="uid"
        noRecordsText={found.isError ? errorsOf(found.error)[0]?.message : '查無符合的報名資料'}
        columns={[
          { accessor: 'registrationNumber', title: '報名編號', noWrap: true },
          { accessor: 'name', title: '名稱', render: (c) => winnerName(c) },
          { accessor: 'entityType', title: '組別', noWrap: true, render: (c) => ENTITY_TYPE_LABELS[c.entityType] },
          { accessor: 'status', title: '狀態', noWrap: true, render: (c) => REGISTRATION_STATUS_LABELS[c.status] },
          {
            accessor: 'pick',
            title: '操作',
            render: (c) => (
              <Button size="xs" disabled={picking} onClick={() => onPick(c)} aria-label={`選擇 ${c.registrationNumber}`}>
                選擇
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}

export function AwardsPage() {
  return <WithProgrammeEdition>{(initial) => <AwardsBoard initial={initial} />}</WithProgrammeEdition>;
}

function AwardsBoard({ initial }: { initial: EditionCategory }) {
  const { edition, setEdition, dialog, setDialog, data, save, quick, busy, queryKeys } = useEditionBoard<Edition, Dialog>('awards', initial, async (e) =>
    unwrap<Edition>(await adminApi.GET('/api/admin/v1/awards/list', { params: { query: { editionCategory: e } } })),
  );

  const awards = data.data?.awards ?? [];
  const awardUids = awards.map((a) => a.uid);
  const reorderAwards = (uid: string, by: -1 | 1) =>
    quick.mutate(async () => unwrap<Edition>(await adminApi.POST('/api/admin/v1/awards/reorder', { body: { uids: moved(awardUids, uid, by) } })));
  const reorderWinners = (award: Award, uid: string, by: -1 | 1) =>
    quick.mutate(async () =>
      unwrap<Edition>(await adminApi.POST('/api/admin/v1/awards/{uid}/winners/reorder', { params: { path: { uid: award.uid } }, body: { uids: moved(award.winners.map((w) => w.uid), uid, by) } })),
    );
  const open = (d: Dialog) => {
    save.reset();
    setDialog(d);
  };
  const confirmation = useConfirm();

  return (
    <Stack gap="md">
      {confirmation.dialog}
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>得獎名單管理</Title>
        <EditionPicker value={edition} onChange={setEdition} />
      </Group>
      {data.data && <PublicationPanel publication={data.data.publication} board="awards" queryKeys={queryKeys} />}
      {data.isError && <Text c="red">{errorsOf(data.error)[0]?.message}</Text>}
      <Group>
        <Button onClick={() => open({ kind: 'award' })}>新增獎項</Button>
      </Group>
      {data.data && awards.length === 0 && <Text c="dimmed">這一屆尚無獎項。</Text>}
      {awards.map((award, index) => (
        <Card key={award.uid} withBorder component="section" aria-labelledby={`award-${award.uid}`}>
          <Group justify="space-between" wrap="wrap" mb="sm">
            <Title order={3} size="h4" id={`award-${award.uid}`}>
              {awardTitle({ award: award.title })}
            </Title>
            <Group gap="xs">
              <ActionIcon variant="default" aria-label={`上移 ${award.title ?? ''}`} disabled={busy || index === 0} onClick={() => reorderAwards(award.uid, -1)}>
                ↑
              </ActionIcon>
              <ActionIcon variant="default" aria-label={`下移 ${award.title ?? ''}`} disabled={busy || index === awards.length - 1} onClick={() => reorderAwards(award.uid, 1)}>
                ↓
              </ActionIcon>
              <Button size="xs" variant="default" onClick={() => open({ kind: 'award', award })}>
                修改名稱
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={busy}
                onClick={() =>
                  confirmation.ask({
                    title: '刪除獎項',
                    text: `確定刪除「${award.title ?? ''}」及其得獎者？`,
                    confirm: '確定刪除',
                    danger: true,
                    onConfirm: () => quick.mutate(async () => unwrap<Edition>(await adminApi.POST('/api/admin/v1/awards/{uid}/delete', { params: { path: { uid: award.uid } } }))),
                  })
                }
              >
                刪除獎項
              </Button>
            </Group>
          </Group>
          <DataTable<Winner>
            scrollAreaProps={focusableScroll(`${award.title ?? ''}得獎者`)}
            withTableBorder
            minHeight={award.winners.length === 0 ? 100 : undefined}
            records={award.winners}
            idAccessor="uid"
            noRecordsText="尚無得獎者"
            columns={[
              { accessor: 'name', title: '得獎者', noWrap: true, render: (w) => winnerName(w) },
              { accessor: 'entityType', title: '組別', noWrap: true, render: (w) => ENTITY_TYPE_LABELS[w.entityType] },
              { accessor: 'registrationNumber', title: '報名編號', noWrap: true, render: (w) => w.registrationNumber ?? '手動輸入' },
              { accessor: 'heroUid', title: '英雄榜', noWrap: true, render: (w) => (w.heroUid ? <Badge color="blue" variant="light">已建立</Badge> : <Badge color="gray" variant="light">未建立</Badge>) },
              {
                accessor: 'actions',
                title: '操作',
                noWrap: true,
                render: (w, i) => (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon size="sm" variant="default" aria-label={`上移 ${winnerName(w)}`} disabled={busy || i === 0} onClick={() => reorderWinners(award, w.uid, -1)}>
                      ↑
                    </ActionIcon>
                    <ActionIcon size="sm" variant="default" aria-label={`下移 ${winnerName(w)}`} disabled={busy || i === award.winners.length - 1} onClick={() => reorderWinners(award, w.uid, 1)}>
                      ↓
                    </ActionIcon>
                    <Button size="compact-xs" variant="default" onClick={() => open({ kind: 'winner', award, winner: w })}>
                      修改
                    </Button>
                    <Button
                      size="compact-xs"
                      color="red"
                      variant="light"
                      disabled={busy}
                      onClick={() =>
                        confirmation.ask({
                          title: '移除得獎者',
                          text: `確定移除得獎者「${winnerName(w)}」？`,
                          confirm: '確定移除',
                          danger: true,
                          onConfirm: () => quick.mutate(async () => unwrap<Edition>(await adminApi.POST('/api/admin/v1/winners/{uid}/delete', { params: { path: { uid: w.uid } } }))),
                        })
                      }
                    >
                      移除
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
          <Group mt="sm" gap="xs">
            <Button size="xs" onClick={() => open({ kind: 'pick', award })}>
              從報名資料新增得獎者
            </Button>
            <Button size="xs" variant="default" onClick={() => open({ kind: 'winner', award })}>
              手動新增得獎者
            </Button>
          </Group>
        </Card>
      ))}

      <AdminModal opened={dialog?.kind === 'award'} onClose={() => setDialog(null)} title={dialog?.kind === 'award' && dialog.award ? '修改獎項名稱' : '新增獎項'}>
        {dialog?.kind === 'award' && (
          <SchemaForm<AwardBody>
            definition={AWARD_FORM}
            initial={{ title: orNothing(dialog.award?.title ?? null) }}
            submitLabel="儲存"
            saving={save.isPending}
            serverErrors={errorsOf(save.error)}
            onSubmit={(body) =>
              save.mutate(async () =>
                dialog.award
                  ? unwrap<Edition>(await adminApi.POST('/api/admin/v1/awards/{uid}/update', { params: { path: { uid: dialog.award.uid } }, body }))
                  : unwrap<Edition>(await adminApi.POST('/api/admin/v1/awards/create', { params: { query: { editionCategory: edition } }, body })),
              )
            }
          />
        )}
      </AdminModal>
      <AdminModal opened={dialog?.kind === 'winner'} onClose={() => setDialog(null)} title={dialog?.kind === 'winner' && dialog.winner ? '修改得獎者' : '手動新增得獎者'} size="lg">
        {dialog?.kind === 'winner' && (
          <SchemaForm<WinnerBody>
            definition={WINNER_FORM}
            initial={
              dialog.winner
                ? {
                    registrationUid: orNothing(dialog.winner.registrationUid),
                    entityType: dialog.winner.entityType,
                    organizationName: orNothing(dialog.winner.organizationName),
                    personName: orNothing(dialog.winner.personName),
                    indJobTitle: orNothing(dialog.winner.indJobTitle),
                    indName: orNothing(dialog.winner.indName),
                  }
                : { entityType: 'group' }
            }
            submitLabel="儲存"
            saving={save.isPending}
            serverErrors={errorsOf(save.error)}
            onSubmit={(body) =>
              save.mutate(async () =>
                dialog.winner
                  ? unwrap<Edition>(await adminApi.POST('/api/admin/v1/winners/{uid}/update', { params: { path: { uid: dialog.winner.uid } }, body }))
                  : unwrap<Edition>(await adminApi.POST('/api/admin/v1/awards/{uid}/winners', { params: { path: { uid: dialog.award.uid } }, body })),
              )
            }
          />
        )}
        {dialog?.kind === 'winner' && dialog.winner?.registrationUid && <Text size="sm" c="dimmed" mt="sm">這位得獎者連結報名資料 {dialog.winner.registrationNumber}：儲存時以報名資料的名稱為準。</Text>}
      </AdminModal>
      <AdminModal opened={dialog?.kind === 'pick'} onClose={() => setDialog(null)} title="從報名資料新增得獎者" size="xl">
        {dialog?.kind === 'pick' && (
          <>
            {save.error && <Text c="red" role="alert" mb="sm">{errorsOf(save.error)[0]?.message}</Text>}
            <CandidatePicker
              picking={save.isPending}
              onPick={(c) =>
                save.mutate(async () =>
                  unwrap<Edition>(await adminApi.POST('/api/admin/v1/awards/{uid}/winners', { params: { path: { uid: dialog.award.uid } }, body: { registrationUid: c.uid, entityType: c.entityType } })),
                )
              }
            />
          </>
        )}
      </AdminModal>
    </Stack>
  );
}
