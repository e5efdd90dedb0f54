// 最新消息管理: every item with its state (草稿 / 已排程 / 已發布; 已刪除 for admins) and whether it has changes
// saved but not published, newest change first.
import { hasCapability } from '../../../shared/staff-capabilities';
import { Badge, Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NEWS_STATE_LABELS } from '../../../shared/back-office-labels';
import { rocDateTime } from '../../../shared/taipei-time';
import type { StaffMe } from '../../auth/staff-session';
import { errorsOf } from '../../forms/form-errors';
import { focusableScroll, zhPagination } from '../../ui/data-table-props';
import { listNews, NEWS_KEY, type AdminNewsRow, type NewsListState } from './news-api';
import { NEWS_NOTICES } from './news-editor-labels';

const PAGE_SIZE = 20;
export const NEWS_STATE_COLOR: Record<AdminNewsRow['state'], string> = { draft: 'gray', scheduled: 'yellow', published: 'green', deleted: 'red' };

export function NewsListPage({ me }: { me: StaffMe }) {
  const navigate = useNavigate();
  const [state, setState] = useState<NewsListState>('all');
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: [...NEWS_KEY, 'list', state, page], queryFn: () => listNews(state, page, PAGE_SIZE), placeholderData: keepPreviousData });
  const filters = [{ value: 'all', label: '全部' }, ...(['draft', 'scheduled', 'published'] as const).map((s) => ({ value: s, label: NEWS_STATE_LABELS[s] }))];
  if (hasCapability(me.role, 'seeDeletedNews')) filters.push({ value: 'deleted', label: NEWS_STATE_LABELS.deleted });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>最新消息管理</Title>
        <Button component={Link} to="/news/new">
          新增消息
        </Button>
      </Group>
      <SegmentedControl
        aria-label="依狀態篩選"
        data={filters}
        value={state}
        onChange={(v) => {
          setState(v as NewsListState);
          setPage(1);
        }}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <DataTable<AdminNewsRow>
        scrollAreaProps={focusableScroll('最新消息列表')}
        withTableBorder
        striped
        highlightOnHover
        minHeight={160}
        defaultColumnProps={{ noWrap: true }}
        fetching={list.isFetching}
        records={list.data?.data ?? []}
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        {...zhPagination}
        idAccessor="uid"
        noRecordsText={list.isError ? errorsOf(list.error)[0]?.message : '沒有符合的消息'}
        onRowClick={({ record }) => navigate(`/news/${record.uid}`)}
        columns={[
          // Wraps, but never narrower than a short title: on a phone the table scrolls sideways instead.
          {
            accessor: 'title',
            title: '標題',
            noWrap: false,
            cellsStyle: () => ({ minWidth: '12em' }),
            render: (r) => (
              <>
                <Link to={`/news/${r.uid}`}>{r.title}</Link>
                {/* Beside the title, which wraps: the state column stays narrow. The dot variant writes in the text colour. */}
                {r.hasPendingChanges && (
                  <Badge variant="dot" color="yellow" ml="xs">
                    {NEWS_NOTICES.pendingBadge}
                  </Badge>
                )}
              </>
            ),
          },
          { accessor: 'category', title: '類別', render: (r) => r.category.name },
          { accessor: 'state', title: '狀態', width: 104, render: (r) => <Badge variant="dot" color={NEWS_STATE_COLOR[r.state]}>{NEWS_STATE_LABELS[r.state]}</Badge> },
          { accessor: 'startsAt', title: '發布時間', render: (r) => rocDateTime(r.startsAt) },
          { accessor: 'updatedAt', title: '最後更新', render: (r) => rocDateTime(r.updatedAt) },
        ]}
      />
    </Stack>
  );
}
