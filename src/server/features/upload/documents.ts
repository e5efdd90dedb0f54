// Step 3's single-file slots on the registration row: the employment (seniority) proof and the
// optional self-introduction video. Saving null empties the slot; the file is let go either way.
import type { components } from '../../../shared/generated/api';
import type { Database } from '../../platform/db/index';
import { toFileResource, type UploadPurpose } from '../resources';
import { replaceUpload, resourceRow } from './files';

export type FileResource = components['schemas']['FileResource'];

export interface DocumentSlot {
  column: 'certificate_employment_resource_uid' | 'self_introduction_resource_uid';
  purpose: UploadPurpose;
  field: string;
}

export const EMPLOYMENT_PROOF: DocumentSlot = {
  column: 'certificate_employment_resource_uid',
  purpose: 'employment-proof',
  field: 'certificateEmploymentResourcesUid',
};
export const SELF_INTRODUCTION: DocumentSlot = {
  column: 'self_introduction_resource_uid',
  purpose: 'self-introduction-video',
  field: 'selfIntroductionResourcesUid',
};

export async function readDocument(db: Database, slot: DocumentSlot, registrationUid: string): Promise<FileResource | null> {
  const row = await db.selectFrom('registration').select(slot.column).where('uid', '=', registrationUid).executeTakeFirstOrThrow();
  const resource = await resourceRow(db, row[slot.column]);
  return resource ? toFileResource(resource) : null;
}

/** Puts a file (or nothing) in the slot, inside the registration's transaction. */
export async function saveDocument(trx: Database, slot: DocumentSlot, registrationUid: string, uid: string | null): Promise<FileResource | null> {
  const row = await trx.selectFrom('registration').select(slot.column).where('uid', '=', registrationUid).executeTakeFirstOrThrow();
  const resource = await replaceUpload(trx, row[slot.column], uid, registrationUid, slot.purpose, slot.field);
  await trx
    .updateTable('registration')
    .set({ [slot.column]: resource?.uid ?? null, updated_at: new Date() })
    .where('uid', '=', registrationUid)
    .execute();
  return resource ? toFileResource(resource) : null;
}
