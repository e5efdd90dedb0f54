// Above the list: how many registrations the filter selects per status and per category, and a chart
// of registrations and first submissions per Taipei day of the window, its days in ROC dates as the
// rest of the back office writes them (its axis and its tooltip).
import { LineChart } from '@mantine/charts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { components } from '../../../shared/generated/api';
import { rocDay } from '../../../shared/taipei-time';

type Summary = components['schemas']['AdminRegistrationSummary'];

export function ListSummary({ summary }: { summary: Summary | undefined }) {
  const perDay = useMemo(() => (summary?.perDay ?? []).map((d) => ({ ...d, day: rocDay(d.date) })), [summary]);
  if (!summary) return null;
  const busy = summary.perDay.some((d) => d.registrations > 0 || d.submissions > 0);
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm">
        <Title order={3} size="h5" mb="xs">
          各狀態件數（共 {summary.total} 件）
        </Title>
        <Group gap="xs">
          {summary.byStatus.map((s) => (
            <Badge key={s.status} variant={s.count > 0 ? 'light' : 'default'} size="lg">
              {s.label} {s.count}
            </Badge>
          ))}
        </Group>
        <Title order={3} size="h5" mt="sm" mb="xs">
          各類別件數
        </Title>
        {summary.byCategory.length === 0 ? (
          <Text size="sm">沒有符合條件的報名資料</Text>
        ) : (
          <Group gap="xs">
            {summary.byCategory.map((c) => (
              <Badge key={c.slug} variant="default" size="lg">
                {c.name} {c.count}
              </Badge>
            ))}
          </Group>
        )}
      </Paper>
      <Paper withBorder p="sm" component="figure" m={0} aria-labelledby="per-day-title">
        <Title order={3} size="h5" mb="xs" id="per-day-title" component="figcaption">
          每日報名與送出件數（臺北時間）
        </Title>
        {busy ? (
          <LineChart
            h={220}
            data={perDay}
            dataKey="day"
            series={[
              { name: 'registrations', label: '報名', color: 'blue.6' },
              { name: 'submissions', label: '送出', color: 'teal.6' },
            ]}
            curveType="linear"
            withDots={false}
            withLegend
            tickLine="xy"
          />
        ) : (
          <Text size="sm">這段期間沒有報名或送出。</Text>
        )}
      </Paper>
    </Stack>
  );
}
