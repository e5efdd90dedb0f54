// Conflicts of interest: declared by a juror or detected from their declaration (same unit, same tax id,
// recommended by their unit). Such a pair is never assigned unless an admin overrides it, with a reason.
import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONFLICT_SOURCE_LABELS } from '../../../shared/back-office-labels';
import { judgingCalls, overviewKey, type Overview, type Stage } from './judging-api';
import { ReasonDialog } from './reason-dialog';

type Conflict = Overview['conflicts'][number];

export function ConflictsCard({ stage, overview }: { stage: Stage; overview: Overview }) {
  const queryClient = useQueryClient();
  const [overriding, setOverriding] = useState<Conflict | null>(null);
  return (
    <Stack gap="sm">
      <Title order={3}>利益迴避</Title>
      {overview.conflicts.length === 0 ? (
        <Text c="dimmed">目前沒有利益迴避紀錄。</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Caption>利益迴避紀錄</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>評審委員</Table.Th>
                <Table.Th>報名編號</Table.Th>
                <Table.Th>來源</Table.Th>
                <Table.Th>原因</Table.Th>
                <Table.Th>覆核</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.conflicts.map((c) => (
                <Table.Tr key={`${c.jurorUid}|${c.registrationUid}`}>
                  <Table.Td>{c.jurorName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.registrationNumber}</Table.Td>
                  <Table.Td>{CONFLICT_SOURCE_LABELS[c.source]}</Table.Td>
                  <Table.Td>{c.reason}</Table.Td>
                  <Table.Td>
                    {c.overridden ? (
                      <Badge color="orange" variant="light" title={c.overrideReason ?? undefined}>
                        已覆核：{c.overrideReason}
                      </Badge>
                    ) : (
                      <Button size="compact-sm" variant="default" onClick={() => setOverriding(c)}>
                        覆核
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {overriding ? (
        <ReasonDialog
          form="judging-override"
          title="覆核利益迴避"
          description={`覆核後「${overriding.jurorName}」可評審 ${overriding.registrationNumber}；覆核與理由記入稽核紀錄。`}
          confirmLabel="覆核"
          onClose={() => setOverriding(null)}
          onConfirm={async (reason) => {
            await judgingCalls.override(overriding.jurorUid, overriding.registrationUid, reason);
            await queryClient.invalidateQueries({ queryKey: overviewKey(stage) });
          }}
        />
      ) : null}
    </Stack>
  );
}
