// Uploaded files as the steps use them: attach one to a slot of the registration (a photo list, the
// letter, the proof, the video) and let go of one that is no longer used (the sweep removes it later).
import { messages } from '../../shared/messages';
import { badRequest } from '../contract/api-error';
import type { Database } from '../db/index';
import type { Resource } from '../db/schema';
import { detachResource } from '../storage/resources';
import type { UploadPurpose } from '../storage/upload-rules';

/**
 * Attaches an upload of the given purpose to the registration. It must be the registrant's own (or an
 * anonymous photo nobody has taken yet) and not already in use elsewhere: one file, one slot, so
 * removing it from one place can never pull it from another. 400 on `field` otherwise.
 */
export async function attachUpload(db: Database, uid: string, registrationUid: string, purpose: UploadPurpose, field: string): Promise<Resource> {
  const row = await db.selectFrom('resource').selectAll().where('uid', '=', uid).executeTakeFirst();
  const owned = row && row.purpose === purpose && (row.owner_registration_uid === registrationUid || row.owner_registration_uid === null);
  if (!owned) throw badRequest([{ field, message: messages.fileNotUsable }], messages.fileNotUsable);
  if (row.attached_at !== null) throw badRequest([{ field, message: messages.fileAlreadyUsed }], messages.fileAlreadyUsed);
  return db
    .updateTable('resource')
    .set({ owner_registration_uid: registrationUid, attached_at: new Date() })
    .where('uid', '=', uid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Puts `next` in a single-file slot that holds `current`: the same file stays as it is, a new one is
 * attached and the old one let go. Returns the resource now in the slot (null when emptied).
 */
export async function replaceUpload(
  db: Database,
  current: string | null,
  next: string | null,
  registrationUid: string,
  purpose: UploadPurpose,
  field: string,
): Promise<Resource | null> {
  if (next && next === current) {
    return db.selectFrom('resource').selectAll().where('uid', '=', next).executeTakeFirstOrThrow();
  }
  const attached = next ? await attachUpload(db, next, registrationUid, purpose, field) : null;
  await detachResource(db, current);
  return attached;
}

export async function resourceRow(db: Database, uid: string | null): Promise<Resource | null> {
  if (!uid) return null;
  return (await db.selectFrom('resource').selectAll().where('uid', '=', uid).executeTakeFirst()) ?? null;
}
