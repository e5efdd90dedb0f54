// The list's filters: each change is applied at once (and kept in the address); the keyword when its
// form is sent. Choices come from the same schemas the server validates the filter with.
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { components } from '../../../shared/generated/api';
import { ENTITY_TYPE_LABELS } from '../../../shared/entity-type-labels';
import { REGISTRATION_STATUS_LABELS } from '../../../shared/back-office-labels';
import { adminApi, unwrap } from '../../api/client';
import { EDITIONS, REQUIRED_ITEMS, STATUSES, type RegistrationFilter } from './list-query';
import { requiredItemLabel } from './required-item-labels';

type Category = components['schemas']['OrganizationCategory'];
type FilterCategory = NonNullable<RegistrationFilter['categories']>[number];

const ENTITY_TYPES = ['group', 'individual'] as const;

function useCategoryOptions() {
  return useQuery({
    queryKey: ['common', 'categories'],
    staleTime: Infinity,
    queryFn: async () =>
      Promise.all(
        ENTITY_TYPES.map(async (entityType) => ({
          group: ENTITY_TYPE_LABELS[entityType],
          items: unwrap<Category[]>(await adminApi.GET('/api/common/v1/list-organization', { params: { query: { entityType } } })).map((c) => ({ value: c.slug, label: c.name })),
        })),
      ),
  });
}

export function ListFilters({ filter, onChange }: { filter: RegistrationFilter; onChange: (filter: RegistrationFilter) => void }) {
  const categories = useCategoryOptions();
  const set = (patch: Partial<RegistrationFilter>) => {
    const next: RegistrationFilter = { ...filter, ...patch };
    for (const key of Object.keys(next) as (keyof RegistrationFilter)[]) {
      const value = next[key];
      if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    }
    onChange(next);
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    set({ keyword: keyword || undefined });
  };
  const visibleCategories = (categories.data ?? []).filter((g) => !filter.entityType || g.group === ENTITY_TYPE_LABELS[filter.entityType]);

  return (
    <Stack>
      {/* Keyed by the address's keyword: back and forward put the box back to it. */}
      <form key={filter.keyword ?? ''} onSubmit={search} role="search" aria-label="搜尋報名資料">
        <Group align="flex-end" gap="xs">
          <TextInput
            label="關鍵字"
            description="報名編號、單位名稱、候選人姓名、聯絡人姓名、電子郵件、電話或統一編號"
            name="keyword"
            defaultValue={filter.keyword ?? ''}
            maxLength={50}
            // On a phone the box takes its own row and the buttons wrap under it.
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit">搜尋</Button>
          <Button variant="default" onClick={() => onChange({})} disabled={Object.keys(filter).length === 0}>
            清除所有條件
          </Button>
        </Group>
      </form>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <MultiSelect
          label="屆別"
          placeholder="全部"
          data={EDITIONS.map((n) => ({ value: String(n), label: `第 ${n} 屆` }))}
          value={(filter.editions ?? []).map(String)}
          onChange={(v) => set({ editions: v.map(Number) as RegistrationFilter['editions'] })}
        />
        <Select
          label="組別"
          data={[{ value: '', label: '全部' }, ...ENTITY_TYPES.map((t) => ({ value: t, label: ENTITY_TYPE_LABELS[t] }))]}
          value={filter.entityType ?? ''}
          allowDeselect={false}
          onChange={(v) => set({ entityType: (v || undefined) as RegistrationFilter['entityType'], categories: undefined })}
        />
        <MultiSelect
          label="類別"
          placeholder="全部"
          searchable
          data={visibleCategories}
          value={filter.categories ?? []}
          onChange={(v) => set({ categories: v as FilterCategory[] })}
        />
        <MultiSelect
          label="狀態"
          placeholder="全部"
          data={STATUSES.map((s) => ({ value: s, label: REGISTRATION_STATUS_LABELS[s] }))}
          value={filter.statuses ?? []}
          onChange={(v) => set({ statuses: v as RegistrationFilter['statuses'] })}
        />
        <Select
          label="是否已送出"
          data={[
            { value: '', label: '全部' },
            { value: 'yes', label: '已送出過' },
            { value: 'no', label: '從未送出' },
          ]}
          value={filter.submitted === undefined ? '' : filter.submitted ? 'yes' : 'no'}
          allowDeselect={false}
          onChange={(v) => set({ submitted: v ? v === 'yes' : undefined })}
        />
        <MultiSelect
          label="尚缺資料"
          description="仍缺少所選的每一項"
          placeholder="不限"
          data={REQUIRED_ITEMS.map((item) => ({ value: item, label: requiredItemLabel(item) }))}
          value={filter.missing ?? []}
          onChange={(v) => set({ missing: v as RegistrationFilter['missing'] })}
        />
      </SimpleGrid>
    </Stack>
  );
}
