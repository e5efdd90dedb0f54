// The back office's news calls (contract tag admin-news) and their query keys.
import type { components } from '../../../shared/generated/api';
import { adminApi, unwrap, unwrapPage, uploadWithProgress } from '../../api/client';

export type AdminNewsItem = components['schemas']['AdminNewsItem'];
export type AdminNewsRow = components['schemas']['AdminNewsRow'];
export type AdminNewsFile = components['schemas']['AdminNewsFile'];
export type AdminNewsRevision = components['schemas']['AdminNewsRevision'];
export type AdminNewsPending = components['schemas']['AdminNewsPending'];
export type NewsListState = components['schemas']['news-admin-list.schema']['state'];
/** A news item's editable fields (schemas/admin/news-item.schema.json). */
export type NewsFields = components['schemas']['news-item.schema'];

export const NEWS_KEY = ['news'] as const;
export const newsItemKey = (uid: string) => ['news', 'item', uid] as const;

export const listNews = async (state: NewsListState, page: number, pageSize: number) =>
  unwrapPage<AdminNewsRow[]>(await adminApi.POST('/api/admin/v1/news/list', { body: { state, page, pageSize } }));
export const newsCategories = async () => unwrap<components['schemas']['NewsCategory'][]>(await adminApi.GET('/api/admin/v1/news/categories'));
export const readNews = async (uid: string) => unwrap<AdminNewsItem>(await adminApi.GET('/api/admin/v1/news/{uid}', { params: { path: { uid } } }));
export const revisionsOf = async (uid: string) => unwrap<AdminNewsRevision[]>(await adminApi.GET('/api/admin/v1/news/{uid}/revisions', { params: { path: { uid } } }));
export const createNews = async (body: NewsFields) => unwrap<AdminNewsItem>(await adminApi.POST('/api/admin/v1/news/create', { body }));
export const updateNews = async (uid: string, body: NewsFields & { version: number }) =>
  unwrap<AdminNewsItem>(await adminApi.POST('/api/admin/v1/news/{uid}/update', { params: { path: { uid } }, body }));
export const publishNews = async (uid: string, startsAt: string, version: number) =>
  unwrap<AdminNewsItem>(await adminApi.POST('/api/admin/v1/news/{uid}/publish', { params: { path: { uid } }, body: { startsAt, version } }));

export const discardPending = async (uid: string, version: number) =>
  unwrap<AdminNewsItem>(await adminApi.POST('/api/admin/v1/news/{uid}/discard-pending', { params: { path: { uid } }, body: { version } }));

type Action = 'unpublish' | 'delete' | 'restore';
export async function newsAction(uid: string, action: Action): Promise<AdminNewsItem> {
  const params = { params: { path: { uid } } };
  if (action === 'unpublish') return unwrap<AdminNewsItem>(await adminApi.POST('/api/admin/v1/news/{uid}/unpublish', params));
  if (action === 'delete') return unwrap<AdminNewsItem>(await adminApi.POST('/api/admin/v1/news/{uid}/delete', params));
  return unwrap<AdminNewsItem>(await adminApi.POST('/api/admin/v1/news/{uid}/restore', params));
}

/** Uploads a file into the item, reporting its progress (`onProgress` gets 0-100). */
export function uploadNewsFile(uid: string, file: File, onProgress?: (percent: number) => void): Promise<AdminNewsFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<AdminNewsFile>(`/api/admin/v1/news/${encodeURIComponent(uid)}/files`, form, (fraction) => onProgress?.(Math.round(100 * fraction)));
}
