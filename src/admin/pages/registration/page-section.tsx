// One part of the registration page: a heading (its landmark's name) and its content.
import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} id={id} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A label and its value, as a row of a description list. The label column takes at most 40 % (and
 * 16rem): on a phone a fixed 8rem minimum left the values a few characters wide.
 */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(0, min(16rem, 40%)) minmax(0, 1fr)', gap: '0.35rem 1rem', margin: 0 }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
