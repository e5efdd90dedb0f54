// A news item's history: every earlier version (as it was before each change), who changed it and when,
// each viewable as the public page would have shown it.
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NEWS_ACTION_LABELS } from '../../../shared/back-office-labels';
import { rocDateTime } from '../../../shared/taipei-time';
import { NewsArticle } from '../../../ui/content/news-article';
import { errorsOf } from '../../forms/form-errors';
import { AdminModal } from '../../ui/admin-modal';
import { focusableScroll } from '../../ui/data-table-props';
import { NEWS_KEY, newsCategories, newsItemKey, readNews, revisionsOf, type AdminNewsRevision } from './news-api';

export function NewsHistoryPage() {
  const { uid = '' } = useParams();
  const item = useQuery({ queryKey: newsItemKey(uid), queryFn: () => readNews(uid) });
  const revisions = useQuery({ queryKey: [...NEWS_KEY, 'revisions', uid], queryFn: () => revisionsOf(uid) });
  const categories = useQuery({ queryKey: [...NEWS_KEY, 'categories'], queryFn: newsCategories, staleTime: 5 * 60_000 });
  const [shown, setShown] = useState<AdminNewsRevision | null>(null);
  const categoryName = (slug: string) => categories.data?.find((c) => c.slug === slug)?.name ?? slug;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>修改紀錄{item.data ? `：${item.data.title}` : ''}</Title>
        <Link to={`/news/${uid}`}>回編輯</Link>
      </Group>
      {item.data && (
        <Text size="sm">
          目前為第 {item.data.version} 版（{rocDateTime(item.data.updatedAt)}）。下列為每次修改前的版本。
        </Text>
      )}
      {revisions.isError && <Alert color="red" role="alert">{errorsOf(revisions.error)[0]?.message}</Alert>}
      <DataTable<AdminNewsRevision>
        scrollAreaProps={focusableScroll('修改紀錄列表')}
        withTableBorder
        striped
        minHeight={160}
        defaultColumnProps={{ noWrap: true }}
        fetching={revisions.isFetching}
        records={revisions.data ?? []}
        idAccessor="uid"
        noRecordsText="尚無修改紀錄"
        columns={[
          { accessor: 'version', title: '版本', render: (r) => `第 ${r.version} 版` },
          { accessor: 'title', title: '當時標題', noWrap: false },
          { accessor: 'action', title: '被哪個動作取代', width: 140, render: (r) => <Badge variant="dot" color="gray">{NEWS_ACTION_LABELS[r.action] ?? r.action}</Badge> },
          { accessor: 'changedBy', title: '修改者', render: (r) => r.changedBy ?? '—' },
          { accessor: 'changedAt', title: '修改時間', render: (r) => rocDateTime(r.changedAt) },
          {
            accessor: 'view',
            title: '內容',
            render: (r) => (
              <Button size="xs" variant="light" onClick={() => setShown(r)} aria-label={`檢視第 ${r.version} 版`}>
                檢視
              </Button>
            ),
          },
        ]}
      />
      <AdminModal opened={shown !== null} onClose={() => setShown(null)} title={shown ? `第 ${shown.version} 版` : ''} size="xl">
        {shown && <NewsArticle files="staff" categoryName={categoryName(shown.category)} startsAt={shown.startsAt} title={shown.title} content={shown.content} />}
      </AdminModal>
    </Stack>
  );
}
