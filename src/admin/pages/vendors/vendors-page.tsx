// The vendor list (admin, editor): the unit names registrants pick in the register form (SPEC.md
// section 4). Search by name or code, filter by category and state, hide a vendor from the picker or
// show it again, and import the whole list from a file (vendor-import-panel.tsx).
import { Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState, type FormEvent } from 'react';
import { VENDOR_STATE_LABELS } from '../../../shared/back-office-labels';
import { adminApi, unwrap } from '../../api/client';
import { errorsOf, FormErrorSummary, inputId, messageFor } from '../../forms/form-errors';
import { focusableScroll, zhPagination } from '../../ui/data-table-props';
import { VendorImportPanel } from './vendor-import-panel';
import { readVendorPage, VENDOR_PAGE_SIZE, VENDORS_KEY, type AdminVendor, type VendorFilter, type VendorState } from './vendor-list-query';

const FORM = 'vendor-filter';
const EMPTY: VendorFilter = { keyword: '', category: '', state: 'all' };
const STATE_OPTIONS = (Object.keys(VENDOR_STATE_LABELS) as VendorState[]).map((value) => ({ value, label: VENDOR_STATE_LABELS[value] }));

/** The categories whose unit name is picked from the list (the public lookup says which). */
async function pickerCategories() {
  const all = await Promise.all(
    (['group', 'individual'] as const).map(async (entityType) =>
      unwrap<{ slug: string; name: string; usesVendorPicker: boolean }[]>(await adminApi.GET('/api/common/v1/list-organization', { params: { query: { entityType } } })),
    ),
  );
  return all.flat().filter((c) => c.usesVendorPicker).map((c) => ({ value: c.slug, label: c.name }));
}

export function VendorsPage() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<VendorFilter>(EMPTY);
  const [filter, setFilter] = useState<VendorFilter>(EMPTY);
  const [page, setPage] = useState(1);
  const categories = useQuery({ queryKey: ['vendors', 'categories'], queryFn: pickerCategories, staleTime: Infinity });
  const vendors = useQuery({ queryKey: [...VENDORS_KEY, filter, page], queryFn: () => readVendorPage(filter, page), placeholderData: keepPreviousData });
  const errors = errorsOf(vendors.error);
  const visibility = useMutation({
    mutationFn: async ({ uid, hidden }: { uid: string; hidden: boolean }) =>
      unwrap<AdminVendor>(await adminApi.POST('/api/admin/v1/vendors/{uid}/visibility', { params: { path: { uid } }, body: { hidden } })),
    onSuccess: (v) => {
      void queryClient.invalidateQueries({ queryKey: VENDORS_KEY });
      notifications.show({ color: 'green', message: v.hiddenAt ? `已隱藏「${v.name}」` : `已重新顯示「${v.name}」`, closeButtonProps: { 'aria-label': '關閉通知' } });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorsOf(error)[0]?.message ?? '', closeButtonProps: { 'aria-label': '關閉通知' } }),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2}>業者名單</Title>
        <Text size="sm" c="dimmed">
          報名表中「單位名稱」由此名單選取的類別，報名者只能選擇顯示中的業者。有報名使用的業者不會被刪除，只會隱藏。
        </Text>
      </Stack>
      <VendorImportPanel />
      <Stack gap="md" component="section" aria-labelledby="vendor-list-title">
        <Title order={3} id="vendor-list-title">
          目前名單
        </Title>
        <form onSubmit={apply} aria-label="查詢業者名單">
          <FormErrorSummary form={FORM} errors={errors} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              id={inputId(FORM, 'keyword')}
              label="關鍵字"
              description="名稱或代碼的一部分"
              value={draft.keyword}
              onChange={(e) => {
                const keyword = e.currentTarget.value;
                setDraft((d) => ({ ...d, keyword }));
              }}
              error={messageFor(errors, 'keyword')}
            />
            <Select
              id={inputId(FORM, 'category')}
              label="類別"
              placeholder="全部類別"
              data={categories.data ?? []}
              value={draft.category || null}
              onChange={(v) => setDraft((d) => ({ ...d, category: v ?? '' }))}
              clearable
              clearButtonProps={{ 'aria-label': '清除類別' }}
              miw={240}
            />
            <Select
              id={inputId(FORM, 'state')}
              label="狀態"
              data={STATE_OPTIONS}
              value={draft.state}
              allowDeselect={false}
              onChange={(v) => v && setDraft((d) => ({ ...d, state: v as VendorState }))}
              w={120}
            />
            <Button type="submit">查詢</Button>
          </Group>
        </form>
        <DataTable<AdminVendor>
          scrollAreaProps={focusableScroll('業者列表')}
          withTableBorder
          striped
          minHeight={200}
          defaultColumnProps={{ noWrap: true }}
          fetching={vendors.isFetching}
          records={vendors.data?.rows ?? []}
          idAccessor="uid"
          totalRecords={vendors.data?.total ?? 0}
          recordsPerPage={VENDOR_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          {...zhPagination}
          noRecordsText="沒有符合的業者"
          columns={[
            { accessor: 'categoryName', title: '類別' },
            { accessor: 'name', title: '名稱' },
            { accessor: 'code', title: '代碼', render: (v) => v.code ?? '—' },
            {
              accessor: 'hiddenAt',
              title: '狀態',
              render: (v) => (
                <Group gap={4} wrap="nowrap">
                  <Badge variant="dot" color={v.hiddenAt ? 'gray' : 'green'}>
                    {v.hiddenAt ? VENDOR_STATE_LABELS.hidden : VENDOR_STATE_LABELS.shown}
                  </Badge>
                  {v.inUse && <Badge variant="dot" color="blue">有報名使用</Badge>}
                  {v.isDemo && <Badge variant="dot" color="orange">示範</Badge>}
                </Group>
              ),
            },
            {
              accessor: 'actions',
              title: '操作',
              render: (v) => (
                <Button
                  size="xs"
                  variant="light"
                  color={v.hiddenAt ? 'green' : 'gray'}
                  loading={visibility.isPending && visibility.variables?.uid === v.uid}
                  onClick={() => visibility.mutate({ uid: v.uid, hidden: !v.hiddenAt })}
                  aria-label={`${v.hiddenAt ? '重新顯示' : '隱藏'}「${v.name}」`}
                >
                  {v.hiddenAt ? '重新顯示' : '隱藏'}
                </Button>
              ),
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}
