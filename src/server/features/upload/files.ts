// Uploaded files as the steps use them: put one in a single-file slot of the registration (the letter,
// the proof, the video; attaching is storage/resources.ts attachResource) and let go of the one it
// replaces (the sweep removes it later).
import type { Database } from '../../platform/db/index';
import type { Resource } from '../../platform/db/schema';
import { attachResource, detachResource, type UploadPurpose } from '../resources';

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
  const attached = next ? await attachResource(db, next, registrationUid, purpose, field, current) : null;
  if (next !== current) await detachResource(db, current);
  return attached;
}

export async function resourceRow(db: Database, uid: string | null): Promise<Resource | null> {
  if (!uid) return null;
  return (await db.selectFrom('resource').selectAll().where('uid', '=', uid).executeTakeFirst()) ?? null;
}
