// Resource rows: their public shape, attaching them to a registration, and the sweep of files
// never attached (DESIGN.md section 5: removed after a day).
import type { components } from '../../shared/generated/api';
import { badRequest } from '../contract/api-error';
import type { Database } from '../db/index';
import type { ImageInfo, Resource } from '../db/schema';
import type { FileStore } from './file-store';
import type { UploadPurpose } from './upload-rules';

export type FileResource = components['schemas']['FileResource'];

export const resourceUrl = (uid: string) => `/api/resources/v1/${uid}`;

export function toFileResource(row: Resource): FileResource {
  const info = (typeof row.image_info === 'string' ? JSON.parse(row.image_info) : row.image_info) as ImageInfo | null;
  return {
    uid: row.uid,
    url: resourceUrl(row.uid),
    originalFilename: row.original_filename,
    fileSize: Number(row.file_size),
    fileType: row.file_type,
    uploadTime: new Date(row.created_at).toISOString(),
    sha256: row.sha256,
    ...(info ? { imageInfo: info } : {}),
  };
}

/**
 * Attaches an uploaded file to a registration: it must exist, be of the expected purpose, and be
 * either the registrant's own or an anonymous upload (candidate/tourism photos sent with a security
 * token) not yet attached anywhere. Answers 400 on the field otherwise.
 */
export async function attachResource(
  db: Database,
  uid: string,
  registrationUid: string,
  purpose: UploadPurpose,
  field: string,
): Promise<Resource> {
  const row = await db.selectFrom('resource').selectAll().where('uid', '=', uid).executeTakeFirst();
  const usable =
    row &&
    row.purpose === purpose &&
    (row.owner_registration_uid === registrationUid || (row.owner_registration_uid === null && row.attached_at === null));
  if (!usable) throw badRequest([{ field, message: '找不到上傳的檔案，請重新上傳' }]);
  // The same conditions again in the update itself: two registrations racing for one anonymous
  // upload cannot both claim it (the loser gets the field message).
  const claimed = await db
    .updateTable('resource')
    .set({ owner_registration_uid: registrationUid, attached_at: new Date() })
    .where('uid', '=', uid)
    .where('purpose', '=', purpose)
    .where((eb) =>
      eb.or([
        eb('owner_registration_uid', '=', registrationUid),
        eb.and([eb('owner_registration_uid', 'is', null), eb('attached_at', 'is', null)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
  if (!claimed) throw badRequest([{ field, message: '找不到上傳的檔案，請重新上傳' }]);
  return claimed;
}

/** Marks a file no longer referenced; the sweep removes it after a day. */
export async function detachResource(db: Database, uid: string | null | undefined): Promise<void> {
  if (!uid) return;
  await db.updateTable('resource').set({ attached_at: null }).where('uid', '=', uid).execute();
}

/** Deletes files (rows and bytes) left unattached for longer than `olderThanMs`. */
export async function sweepUnattached(db: Database, files: FileStore, olderThanMs = 24 * 3600 * 1000): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const stale = await db
    .selectFrom('resource')
    .select(['uid', 'storage_key'])
    .where('attached_at', 'is', null)
    .where('created_at', '<', cutoff)
    .limit(500)
    .execute();
  let removed = 0;
  for (const r of stale) {
    // Delete the row first: a crash in between leaves an orphan file, never a row without bytes.
    const deleted = await db
      .deleteFrom('resource')
      .where('uid', '=', r.uid)
      .where('attached_at', 'is', null)
      .returning('uid')
      .executeTakeFirst();
    if (!deleted) continue;
    await files.remove(r.storage_key);
    removed++;
  }
  return removed;
}
