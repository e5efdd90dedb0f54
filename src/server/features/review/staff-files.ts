// A registration's files in the shape staff read them: the staff download and thumbnail addresses
// (admin and reviewer; an editor never gets this shape).
import type { components } from '../../../shared/generated/api';
import type { ImageInfo, Resource } from '../../platform/db/schema';
import type { UploadPurpose } from '../resources';

export type AdminFile = components['schemas']['AdminFile'];

export const staffFileUrl = (uid: string) => `/api/admin/v1/files/${uid}`;
export const staffThumbnailUrl = (uid: string) => `/api/admin/v1/files/${uid}/thumbnail`;

/** Formats sharp reads: the ones a thumbnail is made of. */
export const THUMBNAIL_SOURCES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export function toAdminFile(row: Resource, note: string | null = null): AdminFile {
  const info = (typeof row.image_info === 'string' ? JSON.parse(row.image_info) : row.image_info) as ImageInfo | null;
  return {
    uid: row.uid,
    purpose: row.purpose as UploadPurpose,
    originalFilename: row.original_filename,
    fileType: row.file_type,
    fileSize: Number(row.file_size),
    sha256: row.sha256,
    uploadTime: new Date(row.created_at).toISOString(),
    ...(info ? { imageInfo: info } : {}),
    url: staffFileUrl(row.uid),
    thumbnailUrl: THUMBNAIL_SOURCES.has(row.file_type) ? staffThumbnailUrl(row.uid) : null,
    note,
  };
}
