// The vendor list's query key and page read, shared by the list and the import (which refreshes it).
import type { components } from '../../../shared/generated/api';
import { adminApi, unwrapPage } from '../../api/client';

export type AdminVendor = components['schemas']['AdminVendor'];
export type VendorState = 'all' | 'shown' | 'hidden';
export interface VendorFilter {
  keyword: string;
  category: string;
  state: VendorState;
}

export const VENDORS_KEY = ['vendors'] as const;
export const VENDOR_PAGE_SIZE = 50;

export async function readVendorPage(filter: VendorFilter, page: number) {
  const body = {
    page,
    pageSize: VENDOR_PAGE_SIZE,
    state: filter.state,
    ...(filter.keyword.trim() ? { keyword: filter.keyword.trim() } : {}),
    ...(filter.category ? { category: filter.category } : {}),
  };
  const { data, total } = unwrapPage<AdminVendor[]>(await adminApi.POST('/api/admin/v1/vendors/list', { body }));
  return { rows: data, total };
}
