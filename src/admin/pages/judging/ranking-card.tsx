// A stage's ranking and its decision: the cut-off asked (a number of places or a mean score), the ranking
// of the submitted sheets (mean, number of sheets, disagreement, the normalised mean when every juror has
// enough sheets), entries tied across the line flagged, the chair's order of a tie recorded with a reason,
// then the decision applied in one step (the final meeting may move entries in or out, with a reason).
import { Alert, Anchor, Badge, Button, Checkbox, Group, NumberInput, SegmentedControl, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CUTOFF_KIND_LABELS, JUDGING_STAGE_LABELS } from '../../../shared/back-office-labels';
import { rocDateTime, TAIPEI_SUFFIX } from '../../../shared/taipei-time';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';
import { judgingCalls, rankingXlsxUrl, type Cutoff, type Overview, type Ranking, type RankingRow, type Stage } from './judging-api';
import { ReasonDialog } from './reason-dialog';

const FORM = 'judging-decide';
const number = (v: number | null) => (v === null ? '—' : v.toFixed(2));

function RankingTable({ stage, ranking, adjust, onAdjust }: { stage: Stage; ranking: Ranking; adjust: Map<string, boolean> | null; onAdjust: (uid: string, selected: boolean) => void }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped withTableBorder>
        <Table.Caption>{JUDGING_STAGE_LABELS[stage]}排名（依加權平均；平均相同時依評分規則）</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>名次</Table.Th>
            <Table.Th>報名編號</Table.Th>
            <Table.Th>候選人（單位）</Table.Th>
            <Table.Th>平均分數</Table.Th>
            <Table.Th>評分數</Table.Th>
            <Table.Th>標準差</Table.Th>
            <Table.Th>最高減最低</Table.Th>
            <Table.Th>標準化分數</Table.Th>
            <Table.Th>{adjust ? '選入（可調整）' : '門檻內'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ranking.rows.map((r) => {
            const chosen = adjust?.get(r.registrationUid) ?? r.selected;
            return (
              <Table.Tr key={r.registrationUid} bg={r.atCutoff ? 'var(--mantine-color-yellow-0)' : undefined}>
                <Table.Td>{r.rank ?? '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.registrationNumber}</Table.Td>
                <Table.Td>
                  {r.name}
                  {r.atCutoff ? (
                    <Badge color="gold.9" ml={6}>
                      門檻處同分{r.chairPosition !== null ? '（主席已裁定）' : ''}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{number(r.mean)}</Table.Td>
                <Table.Td>{r.n}</Table.Td>
                <Table.Td>{number(r.sd)}</Table.Td>
                <Table.Td>{number(r.range)}</Table.Td>
                <Table.Td>{number(r.normalized)}</Table.Td>
                <Table.Td>
                  {adjust ? (
                    <Checkbox aria-label={`選入 ${r.registrationNumber}`} checked={chosen} onChange={(e) => onAdjust(r.registrationUid, e.currentTarget.checked)} />
                  ) : chosen ? (
                    '✓'
                  ) : (
                    ''
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The chair's order of the tie the cut-off passes through: moved up and down, then recorded with a reason. */
function TieDialog({ stage, ranking, cutoff, onClose, onRanked }: { stage: Stage; ranking: Ranking; cutoff: Cutoff; onClose: () => void; onRanked: (r: Ranking) => void }) {
  const [order, setOrder] = useState(ranking.unresolvedTie);
  const name = (uid: string) => ranking.rows.find((r) => r.registrationUid === uid);
  const move = (i: number, by: -1 | 1) => setOrder((o) => {
    const next = [...o];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    return next;
  });
  return (
    <ReasonDialog
      form="judging-tie"
      title="主席裁定同分順序"
      description={`${ranking.tieRule} 以下案件在門檻處同分，請排定順序（上方優先）。`}
      confirmLabel="記錄裁定"
      onClose={onClose}
      onConfirm={async (reason) => {
        await judgingCalls.tie(stage, order, reason);
        onRanked(await judgingCalls.ranking(stage, cutoff));
      }}
    >
      <Stack gap={4}>
        {order.map((uid, i) => (
          <Group key={uid} justify="space-between" wrap="nowrap">
            <Text>
              {i + 1}. {name(uid)?.registrationNumber} {name(uid)?.name}
            </Text>
            <Group gap={4}>
              <Button size="compact-sm" variant="default" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`上移 ${name(uid)?.registrationNumber}`}>
                上移
              </Button>
              <Button size="compact-sm" variant="default" disabled={i === order.length - 1} onClick={() => move(i, 1)} aria-label={`下移 ${name(uid)?.registrationNumber}`}>
                下移
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </ReasonDialog>
  );
}

export function RankingCard({ stage, overview }: { stage: Stage; overview: Overview }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Cutoff['kind']>('count');
  const [value, setValue] = useState<number>(stage === 1 ? 10 : 5);
  const [ranking, setRanking] = useState<Ranking | null>(null);
  const [adjust, setAdjust] = useState<Map<string, boolean>>(new Map());
  const [tie, setTie] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const cutoff: Cutoff = { kind, value };
  const rank = useMutation({ mutationFn: () => judgingCalls.ranking(stage, cutoff), onSuccess: (r) => (setRanking(r), setAdjust(new Map())) });
  const adjustments = [...adjust.entries()].filter(([uid, selected]) => ranking?.rows.find((r) => r.registrationUid === uid)?.selected !== selected).map(([registrationUid, selected]) => ({ registrationUid, selected }));
  const decide = useMutation({
    mutationFn: () => judgingCalls.decide(stage, cutoff, adjustments, reason.trim() || undefined),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['judging'] });
    },
  });
  const errors = decide.error ? errorsOf(decide.error) : [];
  const decision = overview.decision;
  const selectedCount = ranking ? ranking.rows.filter((r: RankingRow) => adjust.get(r.registrationUid) ?? r.selected).length : 0;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>排名與決議</Title>
        <Anchor href={rankingXlsxUrl(stage)}>下載排名 XLSX{decision ? '（決議時凍結的排名）' : ''}</Anchor>
      </Group>
      {decision ? (
        <Alert color="teal.9" variant="outline" title="本階段已決議">
          {rocDateTime(decision.decidedAt)}
          {TAIPEI_SUFFIX} 由 {decision.decidedBy} 套用：{CUTOFF_KIND_LABELS[decision.cutoff.kind]} {decision.cutoff.value}，選入 {decision.selected.length} 件。
        </Alert>
      ) : null}
      <Group align="flex-end" wrap="wrap">
        <SegmentedControl aria-label="門檻方式" value={kind} onChange={(v) => setKind(v as Cutoff['kind'])} data={Object.entries(CUTOFF_KIND_LABELS).map(([v, label]) => ({ value: v, label }))} />
        <NumberInput aria-label="門檻值" label={kind === 'count' ? '名額' : '平均分數'} min={0} step={kind === 'count' ? 1 : 0.1} decimalScale={kind === 'count' ? 0 : 2} value={value} onChange={(v) => setValue(Number(v) || 0)} w={130} />
        <Button onClick={() => rank.mutate()} loading={rank.isPending}>
          計算排名
        </Button>
      </Group>
      {rank.error ? (
        <Alert color="red" role="alert">
          {errorsOf(rank.error)[0]?.message}
        </Alert>
      ) : null}
      {ranking ? (
        <>
          <Text size="sm">{ranking.tieRule}</Text>
          {!ranking.normalizationShown ? (
            <Alert color="gray" title="標準化分數未顯示">
              每位評審委員至少需 {ranking.minimumPerJuror} 份已送出的評分表，標準化分數才有意義。
              {ranking.jurorsBelowMinimum.length > 0 ? `未達者：${ranking.jurorsBelowMinimum.join('、')}。` : ''}
            </Alert>
          ) : null}
          {ranking.unresolvedTie.length > 0 ? (
            <Alert color="gold.9" variant="outline" title="門檻處有同分案件尚未排定">
              <Group justify="space-between" wrap="wrap">
                <Text size="sm">評分規則無法分出先後，須由主席裁定並記錄理由後才能決議。</Text>
                <Button onClick={() => setTie(true)} disabled={!!decision}>
                  主席裁定
                </Button>
              </Group>
            </Alert>
          ) : null}
          <RankingTable stage={stage} ranking={ranking} adjust={!decision && stage === 2 ? adjust : null} onAdjust={(uid, selected) => setAdjust((m) => new Map(m).set(uid, selected))} />
          {!decision ? (
            <Group>
              <Button color="blue.8" onClick={() => setConfirming(true)} disabled={ranking.unresolvedTie.length > 0}>
                套用決議（選入 {selectedCount} 件）
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}
      {tie && ranking ? <TieDialog stage={stage} ranking={ranking} cutoff={cutoff} onClose={() => setTie(false)} onRanked={setRanking} /> : null}
      {confirming && ranking ? (
        <AdminModal opened onClose={() => setConfirming(false)} title={`套用${JUDGING_STAGE_LABELS[stage]}決議`} size="lg">
          <Stack>
            <FormErrorSummary form={FORM} errors={errors} />
            <Text>
              {stage === 1 ? `選入的 ${selectedCount} 件入圍決審，其餘 ${ranking.rows.length - selectedCount} 件未入圍。` : `選入的 ${selectedCount} 件獲獎，其餘 ${ranking.rows.length - selectedCount} 件未獲獎。`}
              決議後排名即凍結，無法再修改評分。
            </Text>
            {adjustments.length > 0 ? (
              <Textarea id={inputId(FORM, 'reason')} label="會議調整理由" required autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={messageFor(errors, 'reason')} />
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={decide.isPending}>
                取消
              </Button>
              <Button onClick={() => decide.mutate()} loading={decide.isPending}>
                確認套用
              </Button>
            </Group>
          </Stack>
        </AdminModal>
      ) : null}
    </Stack>
  );
}
