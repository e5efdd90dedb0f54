// A juror's home (issue 28): the declaration first (nothing of an entry shows before it: the server
// answers 409), then the entries assigned to them per stage, as large cards that open the entry's page.
// The chosen stage is in the address (?stage=2), so coming back from an entry returns to its list.
import { Alert, Group, Paper, Progress, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { JUDGING_STAGE_LABELS } from '../../../shared/back-office-labels';
import { SheetBadge } from '../../ui/sheet-badge';
import { rocDateTime, TAIPEI_SUFFIX } from '../../../shared/taipei-time';
import { DECLARATION_TITLE, DeclarationForm } from './declaration-form';
import { declarationKey, JUDGING_STAGES, myStageKey, readDeclaration, readMyStage, stageFrom, type JudgingMyStage, type JudgingStage } from './jury-api';
import classes from './jury.module.css';
import { loading, ReadFailure } from './page-states';


export function JuryPage() {
  const declaration = useQuery({ queryKey: declarationKey, queryFn: readDeclaration });
  if (declaration.isPending) return loading;
  if (declaration.isError) return <ReadFailure title="無法讀取評審資料" error={declaration.error} />;
  if (!declaration.data.declared) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={2}>{DECLARATION_TITLE}</Title>
        <Text size="lg">開始評審前，請先聲明您任職或往來的單位，並承諾對評審資料保密。與您有關的案件不會分配給您。</Text>
        <DeclarationForm />
      </Stack>
    );
  }
  return <JuryStages />;
}

function JuryStages() {
  const [params, setParams] = useSearchParams();
  // Read afresh whenever the list is shown or its tab comes back: an admin may have assigned entries (決審
  // starting, a colleague's conflict topped up) since, and a juror acts on what the list says.
  const stages = useQueries({ queries: JUDGING_STAGES.map((stage) => ({ queryKey: myStageKey(stage), queryFn: () => readMyStage(stage), staleTime: 0, refetchOnWindowFocus: true })) });
  const chosen = stageFrom(params.get('stage'));
  // Without a choice in the address: the latest stage that gives this juror entries (決審 once it starts).
  if (!chosen && stages.some((q) => q.isPending)) return loading;
  const latest = JUDGING_STAGES.filter((_, i) => (stages[i]?.data?.entries.length ?? 0) > 0).at(-1);
  const stage = chosen ?? latest ?? JUDGING_STAGES[0]!;
  const query = stages[JUDGING_STAGES.indexOf(stage)]!;
  return (
    <Stack gap="md">
      <Title order={2}>評審作業</Title>
      <SegmentedControl
        aria-label="評審階段"
        size="lg"
        fullWidth
        data={JUDGING_STAGES.map((s) => ({ value: String(s), label: JUDGING_STAGE_LABELS[s] }))}
        value={String(stage)}
        onChange={(value) => setParams({ stage: value }, { replace: true })}
        style={{ maxWidth: 480 }}
      />
      <StagePanel stage={stage} query={query} />
    </Stack>
  );
}

function StagePanel({ stage, query }: { stage: JudgingStage; query: UseQueryResult<JudgingMyStage> }) {
  if (query.isPending) return loading;
  if (query.isError) return <ReadFailure title="無法讀取評審案件" error={query.error} />;
  const { stage: info, entries } = query.data;
  const submitted = entries.filter((e) => e.sheet === 'submitted').length;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={3}>{info.title}</Title>
        <Text size="md">
          評分截止：{info.scoringClosesAt ? `${rocDateTime(info.scoringClosesAt)}${TAIPEI_SUFFIX}` : '尚未設定'}
        </Text>
      </Stack>
      {!info.open ? (
        <Alert color="gray" variant="light" title={info.decided ? '本階段已決議' : '本階段評分已截止'}>
          <Text size="md">評分表已鎖定，無法再修改或送出；您仍可查看案件與自己的評分。</Text>
        </Alert>
      ) : null}
      {entries.length === 0 ? (
        <Text size="lg">{JUDGING_STAGE_LABELS[stage]}目前沒有指派給您的案件。</Text>
      ) : (
        <>
          <Stack gap={6} maw={480}>
            <Text size="lg" fw={700}>
              已送出 {submitted} / {entries.length} 件
            </Text>
            <Progress value={(100 * submitted) / entries.length} size="lg" aria-label={`已送出 ${submitted} / ${entries.length} 件`} />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entries.map((e) => (
              <li key={e.registrationUid}>
                <Paper component={Link} to={`/jury/${stage}/${e.registrationUid}`} withBorder p="lg" radius="md" className={classes.entryCard} h="100%">
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Text size="md" c="dimmed">
                        {e.registrationNumber}
                      </Text>
                      <SheetBadge size="lg" state={e.sheet} />
                    </Group>
                    <Text size="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {e.name}
                    </Text>
                    <Text size="md">{e.categoryName}</Text>
                  </Stack>
                </Paper>
              </li>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
