// 決審: the other jurors' submitted sheets of the entry, shown only once this juror has submitted their own
// (HotCRP's rule, DESIGN.md section 12; the server sends `others` only then). One card per juror rather
// than a table, so a phone shows every criterion without scrolling sideways.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { Facts } from '../registration/page-section';
import type { JudgingEntry } from './jury-api';
import classes from './jury.module.css';
import type { Criterion } from './rubric';

export function OthersSheets({ others, criteria }: { others: NonNullable<JudgingEntry['others']>; criteria: Criterion[] }) {
  if (others.length === 0) return <Text c="dimmed">其他評審委員尚未送出評分。</Text>;
  return (
    <Stack gap="sm">
      {others.map((o, i) => (
        <Paper key={`${o.juror}-${i}`} withBorder p="md" radius="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700} size="lg">
                {o.juror}
              </Text>
              <Text size="lg">加權分數 {o.weighted.toFixed(2)}</Text>
            </Group>
            <Facts rows={criteria.map((c): [string, string] => [c.title, o.scores[c.key] === undefined ? '—' : `${o.scores[c.key]} 分`])} />
            <Text className={classes.prewrap}>{o.comment}</Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
