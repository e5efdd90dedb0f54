// Photo lists of a registration: tourism event photos (step 2, captioned, at most 12) and workplace
// photos (step 3, at most 5). Both keep the order they were added in (or the order the client asks);
// the limits are data in schemas/*-list.schema.json.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { components } from '../../../shared/generated/api';
import { conflict } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import type { PictureTable, Resource } from '../../platform/db/schema';
import { attachResource, detachResource, resourceUrl, toFileResource, type PictureList } from '../resources';
import type { Services } from '../../platform/contract/services';

export type Picture = components['schemas']['Picture'];
export type ProfessionPicture = components['schemas']['ProfessionPicture'];


export type PictureRow = Selectable<PictureTable> & { resource: Resource };

export async function listPictures(db: Database, list: PictureList, registrationUid: string): Promise<PictureRow[]> {
  const rows = await db
    .selectFrom(list.table)
    .selectAll()
    .where('registration_uid', '=', registrationUid)
    .orderBy('order_index')
    .orderBy('created_at')
    .orderBy('uid')
    .execute();
  if (rows.length === 0) return [];
  const resources = await db
    .selectFrom('resource')
    .selectAll()
    .where(
      'uid',
      'in',
      rows.map((r) => r.resource_uid),
    )
    .execute();
  const byUid = new Map(resources.map((r) => [r.uid, r]));
  return rows.map((r) => ({ ...r, resource: byUid.get(r.resource_uid)! }));
}

export function toPicture(row: PictureRow): Picture {
  return {
    uid: row.uid,
    url: resourceUrl(row.resource_uid),
    pictureDescription: row.description ?? '',
    orderIndex: row.order_index,
    pictureResourcesResp: toFileResource(row.resource),
    registrationUid: row.registration_uid,
  };
}

export function toProfessionPicture(row: PictureRow): ProfessionPicture {
  return {
    uid: row.uid,
    pictureResourcesResp: toFileResource(row.resource),
    pictureDescription: row.description,
    orderIndex: row.order_index,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Adds an uploaded photo to a list (inside the registration's transaction): refused with 409 and the
 * list schema's message when the list is full, 400 when the upload is not usable here.
 */
export async function addPicture(
  services: Services,
  trx: Database,
  list: PictureList,
  input: { registrationUid: string; pictureResourcesUid: string; pictureDescription?: string | null; orderIndex?: number },
): Promise<PictureRow> {
  const existing = await trx
    .selectFrom(list.table)
    .select(['uid', 'order_index'])
    .where('registration_uid', '=', input.registrationUid)
    .execute();
  const uid = randomUUID();
  const full = services.validators.validate(list.listSchema, [...existing.map((r) => r.uid), uid]);
  if (full.length > 0) throw conflict(full[0]!.message);
  const resource = await attachResource(trx, input.pictureResourcesUid, input.registrationUid, list.purpose, 'pictureResourcesUid');
  const orderIndex = input.orderIndex ?? existing.reduce((max, r) => Math.max(max, r.order_index + 1), 0);
  const row = await trx
    .insertInto(list.table)
    .values({
      uid,
      registration_uid: input.registrationUid,
      resource_uid: resource.uid,
      description: input.pictureDescription?.trim() || null,
      order_index: orderIndex,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, resource };
}

/** Removes a photo from its list and lets its file go. */
export async function removePicture(trx: Database, list: PictureList, uid: string): Promise<void> {
  const row = await trx.deleteFrom(list.table).where('uid', '=', uid).returning('resource_uid').executeTakeFirst();
  if (row) await detachResource(trx, row.resource_uid);
}
