// 決審: the other jurors' submitted sheets of the entry, shown only once this juror has submitted their own
// (HotCRP's rule, DESIGN.md section 12; the server sends `others` only then). One card per juror rather
// than a table, so a phone shows every criterion without scrolling sideways (side by side on a wide screen).
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { JudgingEntry } from './jury-api';
import classes from './jury.module.css';
import type { Criterion } from './rubric';

export function OthersSheets({ others, criteria }: { others: NonNullable<JudgingEntry['others']>; criteria: Criterion[] }) {
  if (others.length === 0) return <Text c="dimmed">其他評審委員尚未送出評分。</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
      {others.map((o, i) => (
        <Paper key={`${o.juror}-${i}`} withBorder p="md" radius="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700} size="lg">
                {o.juror}
              </Text>
              <Text size="lg">加權分數 {o.weighted.toFixed(2)}</Text>
            </Group>
            <dl className={classes.scores}>
              {criteria.map((c) => (
                <div key={c.key} style={{ display: 'contents' }}>
                  <dt>{c.title}</dt>
                  <dd>{o.scores[c.key] === undefined ? '—' : `${o.scores[c.key]} 分`}</dd>
                </div>
              ))}
            </dl>
            <Text className={classes.prewrap}>{o.comment}</Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
