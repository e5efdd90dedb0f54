// Registrations (admin, reviewer, editor; issue 17): filters, counts and a per-day chart above a list
// paged and sorted by the server. The whole query lives in the address (list-query.ts), so reload and
// back show the same page. Each number opens the registration's own page (/admin/registrations/<uid>).
// On a phone (below Mantine's sm) the list comes first, as cards: filters behind a button, counts and
// chart after it (issue 29, item 17).
import { candidateName } from '../../../shared/candidate-name';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { components } from '../../../shared/generated/api';
import { ENTITY_TYPE_LABELS } from '../../../shared/entity-type-labels';
import { rocDateTime } from '../../../shared/taipei-time';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf } from '../../forms/form-errors';
import { FiltersDrawer } from './filters-drawer';
import { ListFilters } from './list-filters';
import { RegistrationCards } from './registration-cards';
import { PAGE_SIZES, readListQuery, writeListQuery, type ListQuery, type ListSort } from './list-query';
import { ListSummary } from './list-summary';
import { requiredItemLabel } from './required-item-labels';
import { ExportButtons } from './export-buttons';
import { focusableScroll, zhPagination } from '../../ui/data-table-props';

type Row = components['schemas']['AdminRegistrationRow'];
type Summary = components['schemas']['AdminRegistrationSummary'];

/** Table columns that sort, and the contract's sort field of each (the rest match by name). */
const SORT_FIELD_OF_COLUMN: Record<string, ListSort['field']> = { categoryName: 'category', name: 'organizationName' };
const columnOf = (field: ListSort['field']) => Object.entries(SORT_FIELD_OF_COLUMN).find(([, f]) => f === field)?.[0] ?? field;

export function RegistrationsPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const go = (next: ListQuery) => setParams(writeListQuery(next));

  const list = useQuery({
    queryKey: ['registrations', 'list', query],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await adminApi.POST('/api/admin/v1/registrations/list', { body: query });
      return { rows: unwrap<Row[]>(answer), total: answer.data?.total ?? 0 };
    },
  });
  const summary = useQuery({
    queryKey: ['registrations', 'summary', query.filter],
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap<Summary>(await adminApi.POST('/api/admin/v1/registrations/summary', { body: query.filter })),
  });

  const sortStatus: DataTableSortStatus<Row> = { columnAccessor: columnOf(query.sort.field), direction: query.sort.direction };
  const error = list.error ?? summary.error;
  const phone = useMediaQuery('(max-width: 48em)');
  const onFilter = (filter: ListQuery['filter']) => go({ ...query, filter, page: 1 });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2}>報名資料</Title>
        <ExportButtons filter={query.filter} />
      </Group>
      {phone ? <FiltersDrawer filter={query.filter} onChange={onFilter} /> : <ListFilters filter={query.filter} onChange={onFilter} />}
      {error ? (
        <Text c="red" role="alert">
          {errorsOf(error)[0]?.message}
        </Text>
      ) : null}
      {phone ? null : <ListSummary summary={summary.data} />}
      {phone ? (
        <RegistrationCards
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          page={query.page}
          pageSize={query.pageSize}
          onPageChange={(page) => go({ ...query, page })}
        />
      ) : (
      <DataTable<Row>
        scrollAreaProps={focusableScroll('報名資料列表')}
        aria-label="報名資料列表"
        withTableBorder
        striped
        highlightOnHover
        minHeight={200}
        fetching={list.isFetching}
        records={list.data?.rows ?? []}
        idAccessor="uid"
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={query.pageSize}
        page={query.page}
        onPageChange={(page) => go({ ...query, page })}
        recordsPerPageOptions={[...PAGE_SIZES]}
        onRecordsPerPageChange={(pageSize) => go({ ...query, pageSize, page: 1 })}
        recordsPerPageLabel="每頁筆數"
        {...zhPagination}
        getPaginationItemProps={(page) => ({ 'aria-label': `第 ${page} 頁` })}
        noRecordsText="沒有符合條件的報名資料"
        loadingText="讀取中"
        sortStatus={sortStatus}
        onSortStatusChange={(s) => go({ ...query, page: 1, sort: { field: SORT_FIELD_OF_COLUMN[String(s.columnAccessor)] ?? (s.columnAccessor as ListSort['field']), direction: s.direction } })}
        columns={[
          {
            accessor: 'registrationNumber',
            title: '報名編號',
            sortable: true,
            // A number is one word: never broken across lines, at any width (item 17).
            noWrap: true,
            render: (r) => (
              <Anchor component={Link} to={`/registrations/${r.uid}`}>
                {r.registrationNumber}
              </Anchor>
            ),
          },
          { accessor: 'name', title: '候選人（單位）', sortable: true, render: (r) => candidateName(r) },
          { accessor: 'entityType', title: '組別', render: (r) => ENTITY_TYPE_LABELS[r.entityType] },
          { accessor: 'categoryName', title: '類別', sortable: true },
          { accessor: 'status', title: '狀態', sortable: true, noWrap: true, render: (r) => r.statusLabel },
          {
            accessor: 'missing',
            title: '尚缺資料',
            render: (r) => (r.missing.length === 0 ? '—' : r.missing.map(requiredItemLabel).join('、')),
          },
          { accessor: 'submittedAt', title: '送出時間', sortable: true, render: (r) => (r.submittedAt ? rocDateTime(r.submittedAt) : '未送出') },
          { accessor: 'createdAt', title: '報名時間', sortable: true, render: (r) => rocDateTime(r.createdAt) },
          { accessor: 'updatedAt', title: '最後更新', sortable: true, render: (r) => rocDateTime(r.updatedAt) },
        ]}
      />
      )}
      {phone ? <ListSummary summary={summary.data} /> : null}
    </Stack>
  );
}
