// The list's query (filter, page, page size, sort) kept in the address's query string, so that reload,
// back and a shared link show the same page. Only what the contract allows is read back; anything
// else in the address is dropped (the server would refuse it with a 400 anyway).
import { EDITIONS as ALL_EDITIONS } from '../../../shared/editions';
import commonSchema from '../../../../schemas/common.schema.json';
import listSchema from '../../../../schemas/admin/registration-list.schema.json';
import filterSchema from '../../../../schemas/admin/registration-filter.schema.json';
import requiredItems from '../../../../schemas/admin/registration-common.schema.json';
import type { components } from '../../../shared/generated/api';

export type RegistrationFilter = components['schemas']['RegistrationFilter'];
export type ListRequest = components['schemas']['RegistrationListRequest'];
export type ListSort = NonNullable<ListRequest['sort']>;
export type RequiredItem = components['schemas']['RequiredItem'];
type Status = NonNullable<RegistrationFilter['statuses']>[number];
type Category = NonNullable<RegistrationFilter['categories']>[number];
type Edition = NonNullable<RegistrationFilter['editions']>[number];

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_SORT: ListSort = { field: 'createdAt', direction: 'desc' };
export const SORT_FIELDS = listSchema.properties.sort.properties.field.enum as ListSort['field'][];
export const STATUSES = filterSchema.properties.statuses.items.enum as Status[];
export const REQUIRED_ITEMS = requiredItems.$defs.requiredItem.enum as RequiredItem[];
export const EDITIONS: readonly Edition[] = ALL_EDITIONS.map((e) => e.number);
const CATEGORIES: readonly string[] = [...commonSchema.$defs.groupCategory.enum, ...commonSchema.$defs.individualCategory.enum];
const MAX_PAGE_SIZE = listSchema.properties.pageSize.maximum;
const KEYWORD_MAX = filterSchema.properties.keyword.maxLength;

export interface ListQuery {
  filter: RegistrationFilter;
  page: number;
  pageSize: number;
  sort: ListSort;
}

const list = (params: URLSearchParams, key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
const oneOf = <T>(values: readonly T[], raw: string[]) => raw.filter((v): v is T & string => (values as readonly string[]).includes(v));

export function readListQuery(params: URLSearchParams): ListQuery {
  const filter: RegistrationFilter = {};
  const editions = list(params, 'edition').map(Number).filter((n): n is Edition => (EDITIONS as number[]).includes(n));
  if (editions.length) filter.editions = editions;
  const entity = params.get('type');
  if (entity === 'group' || entity === 'individual') filter.entityType = entity;
  const categories = oneOf(CATEGORIES, list(params, 'category')) as Category[];
  if (categories.length) filter.categories = categories;
  const statuses = oneOf(STATUSES, list(params, 'status'));
  if (statuses.length) filter.statuses = statuses;
  const submitted = params.get('submitted');
  if (submitted === 'yes' || submitted === 'no') filter.submitted = submitted === 'yes';
  const missing = oneOf(REQUIRED_ITEMS, list(params, 'missing'));
  if (missing.length) filter.missing = missing;
  const keyword = (params.get('q') ?? '').slice(0, KEYWORD_MAX);
  if (keyword.trim()) filter.keyword = keyword;
  const [field, direction] = (params.get('sort') ?? '').split(':');
  const sort: ListSort =
    SORT_FIELDS.includes(field as ListSort['field']) && (direction === 'asc' || direction === 'desc') ? { field: field as ListSort['field'], direction } : DEFAULT_SORT;
  const pageSize = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    filter,
    sort,
    pageSize: Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE ? pageSize : PAGE_SIZES[0],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeListQuery(q: ListQuery): URLSearchParams {
  const p = new URLSearchParams();
  const f = q.filter;
  if (f.editions?.length) p.set('edition', f.editions.join(','));
  if (f.entityType) p.set('type', f.entityType);
  if (f.categories?.length) p.set('category', f.categories.join(','));
  if (f.statuses?.length) p.set('status', f.statuses.join(','));
  if (f.submitted !== undefined) p.set('submitted', f.submitted ? 'yes' : 'no');
  if (f.missing?.length) p.set('missing', f.missing.join(','));
  if (f.keyword?.trim()) p.set('q', f.keyword);
  if (q.sort.field !== DEFAULT_SORT.field || q.sort.direction !== DEFAULT_SORT.direction) p.set('sort', `${q.sort.field}:${q.sort.direction}`);
  if (q.pageSize !== PAGE_SIZES[0]) p.set('size', String(q.pageSize));
  if (q.page !== 1) p.set('page', String(q.page));
  return p;
}
