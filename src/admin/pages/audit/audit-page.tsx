// The audit log (admin): who did what, on what, when and from where; newest first, filtered by action,
// actor, registration, days and subject, paged on the server.
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../shared/generated/api';
import { auditActionLabel } from '../../../shared/audit-labels';
import { rocDateTimeSeconds } from '../../../shared/taipei-time';
import { adminApi, unwrapPage } from '../../api/client';
import { saveDownload } from '../../api/download';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { focusableScroll, zhPagination } from '../../ui/data-table-props';
import { auditDetailLines } from './audit-detail';

type AuditEvent = components['schemas']['AuditEvent'];
interface Filter {
  action: string;
  actor: string;
  registrationNumber: string;
  from: string;
  to: string;
  subjectUid: string;
}
const PAGE_SIZE = 50;
const EMPTY: Filter = { action: '', actor: '', registrationNumber: '', from: '', to: '', subjectUid: '' };
const FORM = 'audit-filter';

/** The filter as the API takes it: empty fields left out. */
const bodyOf = (filter: Filter) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));

async function readPage(filter: Filter, page: number) {
  const body = { page, pageSize: PAGE_SIZE, ...bodyOf(filter) };
  const { data, total } = unwrapPage<AuditEvent[]>(await adminApi.POST('/api/admin/v1/audit/list', { body }));
  return { rows: data, total };
}

/** An e-mail too long for its column breaks after its @, not inside the domain. */
function breakAfterAt(label: string) {
  const at = label.indexOf('@');
  if (at < 0) return label;
  return (
    <>
      {label.slice(0, at + 1)}
      <wbr />
      {label.slice(at + 1)}
    </>
  );
}

export function AuditPage() {
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(1);
  const events = useQuery({ queryKey: ['audit', filter, page], queryFn: () => readPage(filter, page), placeholderData: keepPreviousData });
  // The applied filter's whole log as a CSV (admin), fetched as a blob like the registrations' CSV.
  const exportCsv = useMutation({
    mutationFn: async () => {
      const answer = await adminApi.POST('/api/admin/v1/audit/export', { body: { page: 1, pageSize: PAGE_SIZE, ...bodyOf(filter) }, parseAs: 'blob' });
      // parseAs 'blob' makes `data` a Blob; openapi-fetch still types a text/csv body as the contract's string.
      saveDownload(answer as unknown as Parameters<typeof saveDownload>[0], '操作紀錄.csv');
    },
  });
  const errors = [...errorsOf(events.error), ...errorsOf(exportCsv.error)];
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
    setPage(1);
  };
  const field = (name: keyof Filter, label: string, description?: string, type: 'text' | 'date' = 'text') => (
    <TextInput
      id={inputId(FORM, name)}
      type={type}
      label={label}
      description={description}
      value={draft[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setDraft((d) => ({ ...d, [name]: value }));
      }}
      error={messageFor(errors, name)}
    />
  );

  return (
    <Stack gap="md">
      <Title order={2}>稽核紀錄</Title>
      <Text size="sm" c="dimmed">
        工作人員的登入、帳號變更、審查決定、匯出與檔案下載都會留下紀錄，紀錄無法修改或刪除。
      </Text>
      <form onSubmit={apply} aria-label="查詢稽核紀錄">
        <FormErrorSummary form={FORM} errors={errors} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          {field('action', '動作', '例如 staff. 或 registration.transition')}
          {field('actor', '操作者', '電子郵件的一部分')}
          {field('registrationNumber', '報名編號', '該報名的紀錄與其檔案下載')}
          {field('from', '起始日期', '臺北時間', 'date')}
          {field('to', '結束日期', '臺北時間', 'date')}
          {field('subjectUid', '對象識別碼')}
          <Button type="submit">查詢</Button>
          <Button variant="default" loading={exportCsv.isPending} disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            匯出 CSV
          </Button>
        </Group>
      </form>
      <DataTable<AuditEvent>
        scrollAreaProps={focusableScroll('稽核紀錄列表')}
        withTableBorder
        striped
        minHeight={200}
        fetching={events.isFetching}
        records={events.data?.rows ?? []}
        totalRecords={events.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        {...zhPagination}
        noRecordsText="沒有符合的紀錄"
        columns={[
          { accessor: 'at', title: '時間', width: 150, render: (e) => rocDateTimeSeconds(e.at) },
          { accessor: 'actorLabel', title: '操作者', width: 200, render: (e) => <Text size="sm">{breakAfterAt(e.actorLabel ?? e.actorKind)}</Text> },
          {
            accessor: 'action',
            title: '動作',
            width: 150,
            render: (e) => (
              <Text size="sm" title={e.action}>
                {auditActionLabel(e.action)}
              </Text>
            ),
          },
          // An id in full wrapped over five lines: its first eight characters tell rows apart, the full
          // one is the tooltip (and what the filter takes).
          { accessor: 'subjectUid', title: '對象', width: 110, render: (e) => (e.subjectUid ? <Text size="sm" title={`${e.subjectKind ?? ''} ${e.subjectUid}`}>{e.subjectUid.slice(0, 8)}…</Text> : '—') },
          {
            accessor: 'detail',
            title: '內容',
            render: (e) => {
              const lines = auditDetailLines(e.detail);
              if (lines.length === 0) return '—';
              return (
                <Stack gap={0}>
                  {lines.map((l) => (
                    <Text key={l.label} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {l.label}：{l.value}
                    </Text>
                  ))}
                </Stack>
              );
            },
          },
          { accessor: 'clientAddress', title: '來源位址', width: 120, render: (e) => e.clientAddress ?? '—' },
        ]}
      />
    </Stack>
  );
}
