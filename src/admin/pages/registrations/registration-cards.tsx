// The list on a phone: one card per registration with what the table's row shows and the same link,
// and the same pager, so nothing scrolls sideways at 375 px (issue 29, item 17).
import { candidateName } from '../../../shared/candidate-name';
import { Anchor, Group, List, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { components } from '../../../shared/generated/api';
import { ENTITY_TYPE_LABELS } from '../../../shared/entity-type-labels';
import { rocDateTime } from '../../../shared/taipei-time';
import { requiredItemLabel } from './required-item-labels';
import { zhPagination } from '../../ui/data-table-props';

type Row = components['schemas']['AdminRegistrationRow'];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}：
      </Text>
      {children}
    </Text>
  );
}

export function RegistrationCards({
  rows,
  total,
  page,
  pageSize,
  onPageChange,
}: {
  rows: readonly Row[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  if (rows.length === 0) return <Text>沒有符合條件的報名資料</Text>;
  const from = (page - 1) * pageSize + 1;
  return (
    <Stack gap="sm">
      <List listStyleType="none" spacing="sm" aria-label="報名資料列表" styles={{ itemWrapper: { display: 'block' }, itemLabel: { display: 'block' } }}>
        {rows.map((r) => (
          <List.Item key={r.uid}>
            <Paper withBorder p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Anchor component={Link} to={`/registrations/${r.uid}`} fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {r.registrationNumber}
                </Anchor>
                <Text size="sm" fw={500} ta="right">
                  {r.statusLabel}
                </Text>
              </Group>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {candidateName(r)}
              </Text>
              <Field label="組別／類別">
                {ENTITY_TYPE_LABELS[r.entityType]}／{r.categoryName}
              </Field>
              <Field label="尚缺資料">{r.missing.length === 0 ? '—' : r.missing.map(requiredItemLabel).join('、')}</Field>
              <Field label="送出時間">{r.submittedAt ? rocDateTime(r.submittedAt) : '未送出'}</Field>
              <Field label="報名時間">{rocDateTime(r.createdAt)}</Field>
              <Field label="最後更新">{rocDateTime(r.updatedAt)}</Field>
            </Paper>
          </List.Item>
        ))}
      </List>
      <Text size="sm">{zhPagination.paginationText({ from, to: from + rows.length - 1, totalRecords: total })}</Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / pageSize))}
        value={page}
        onChange={onPageChange}
        size="sm"
        getItemProps={(p) => ({ 'aria-label': `第 ${p} 頁` })}
        getControlProps={(control) => zhPagination.getPaginationControlProps(control)}
      />
    </Stack>
  );
}
