// The admin's jury desk (issue 28; docs/judging.md): a stage at a time (初審, then 決審), its settings,
// who judges what, the conflicts of interest, the ranking and the decision. The rules are the server's
// (src/server/features/judging/); this page shows them and asks.
import { Alert, Center, Divider, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { JUDGING_STAGE_LABELS } from '../../../shared/back-office-labels';
import { errorsOf } from '../../forms/form-errors';
import { JUDGING_STAGES } from '../jury/jury-api';
import { AssignmentCard } from './assignment-card';
import { ConflictsCard } from './conflicts-card';
import { useOverview, type Stage } from './judging-api';
import { RankingCard } from './ranking-card';
import { SettingsCard } from './settings-card';

export function JudgingPage() {
  const [stage, setStage] = useState<Stage>(1);
  const overview = useOverview(stage);
  return (
    <Stack gap="md">
      <Title order={2}>評審管理</Title>
      <SegmentedControl
        aria-label="評審階段"
        value={String(stage)}
        onChange={(v) => setStage(Number(v) as Stage)}
        data={JUDGING_STAGES.map((s) => ({ value: String(s), label: JUDGING_STAGE_LABELS[s] }))}
        w="fit-content"
      />
      {overview.isPending ? (
        <Center mih={200}>
          <Loader aria-label="讀取中" />
        </Center>
      ) : overview.isError ? (
        <Alert color="red" role="alert">
          {errorsOf(overview.error)[0]?.message}
        </Alert>
      ) : (
        <Stack gap="lg" key={stage}>
          <Text size="sm" c="dimmed">
            {JUDGING_STAGE_LABELS[stage]}：{stage === 1 ? '評審委員評分資格審查通過的案件，依排名與門檻決定入圍決審者。' : '評審委員評分入圍案件，決審會議依排名決定獲獎者（名額可由會議調整）。'}
          </Text>
          <SettingsCard stage={stage} overview={overview.data} />
          <Divider />
          <AssignmentCard stage={stage} overview={overview.data} />
          <Divider />
          <ConflictsCard stage={stage} overview={overview.data} />
          <Divider />
          <RankingCard stage={stage} overview={overview.data} />
        </Stack>
      )}
    </Stack>
  );
}
