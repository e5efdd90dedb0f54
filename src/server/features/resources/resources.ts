// Resource rows: their public shape, attaching them to a registration, and the sweep of files
// never attached (DESIGN.md section 5: removed after a day).
import type { components } from '../../../shared/generated/api';
import { messages } from '../../../shared/messages';
import { badRequest } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import type { ImageInfo, Resource } from '../../platform/db/schema';
import type { FileStore } from '../../platform/storage/file-store';
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

/** A file's row (undefined: no such file). */
export function resourceByUid(db: Database, uid: string) {
  return db.selectFrom('resource').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/**
 * Attaches an uploaded file to a slot of a registration (the candidate photo, a photo of a list, the
 * letter, the proof, the video): the one way every write does it. The file must have the slot's
 * purpose and be either the registration's own or an anonymous upload (sent with a security token)
 * nobody has claimed, and not be in use: one file, one slot, so removing it from one place can never
 * pull it from another. `current` is the file the slot holds now: saving the same file again is a
 * no-op, not a refusal. The conditions sit in the UPDATE itself, so of two writes racing for one file
 * exactly one wins; the other gets 400 on `field`.
 */
export async function attachResource(
  db: Database,
  uid: string,
  registrationUid: string,
  purpose: UploadPurpose,
  field: string,
  current: string | null = null,
): Promise<Resource> {
  const refuse = (message: string) => badRequest([{ field, message }], message);
  if (uid === current) {
    const same = await db
      .selectFrom('resource')
      .selectAll()
      .where('uid', '=', uid)
      .where('purpose', '=', purpose)
      .where('owner_registration_uid', '=', registrationUid)
      .executeTakeFirst();
    if (!same) throw refuse(messages.fileNotUsable);
    return same;
  }
  const claimed = await db
    .updateTable('resource')
    .set({ owner_registration_uid: registrationUid, attached_at: new Date() })
    .where('uid', '=', uid)
    .where('purpose', '=', purpose)
    .where('attached_at', 'is', null)
    .where((eb) => eb.or([eb('owner_registration_uid', '=', registrationUid), eb('owner_registration_uid', 'is', null)]))
    .returningAll()
    .executeTakeFirst();
  if (claimed) return claimed;
  // Refused: say "already in use" only of the registration's own file; anything else is not there.
  const row = await db.selectFrom('resource').select(['purpose', 'owner_registration_uid']).where('uid', '=', uid).executeTakeFirst();
  throw refuse(row?.purpose === purpose && row.owner_registration_uid === registrationUid ? messages.fileAlreadyUsed : messages.fileNotUsable);
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
