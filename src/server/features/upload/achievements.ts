// Merit (step 1) and bonus-merit (step 4) entries. The description travels base64-encoded UTF-8
// (SPEC.md section 7); it is decoded here and then held to the same rule the form uses
// (schemas/achievement-entry.schema.json: trimmed non-blank, at most 300 characters). Each category
// holds at most the number of schemas/achievement-list.schema.json.
import { randomUUID } from 'node:crypto';
import type { components } from '../../../shared/generated/api';
import { requestMessages } from '../../platform/http/request-messages';
import { badRequest, conflict } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import type { Selectable } from 'kysely';
import type { AchievementTable } from '../../platform/db/schema';
import type { Services } from '../../platform/contract/services';

export type Achievement = components['schemas']['Achievement'];
export const ENTRY_SCHEMA = 'achievement-entry.schema.json';
/** The most entries of one category (and its message): schemas/achievement-list.schema.json. */
export const LIST_SCHEMA = 'achievement-list.schema.json';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Strict base64 of UTF-8 → text; null when either layer is malformed or the text holds NUL (no database stores it). */
export function decodeBase64Utf8(value: string): string | null {
  if (!BASE64.test(value) || value.length % 4 === 1) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'base64'));
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

export function toAchievement(row: Selectable<AchievementTable>): Achievement {
  return {
    uid: row.uid,
    year: row.year,
    month: row.month,
    description: row.description,
    achievementCategoryResp: { slug: row.category },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listAchievements(db: Database, registrationUid: string, category?: string | null): Promise<Achievement[]> {
  let query = db.selectFrom('achievement').selectAll().where('registration_uid', '=', registrationUid);
  if (category) query = query.where('category', '=', category);
  const rows = await query.orderBy('created_at').orderBy('uid').execute();
  return rows.map(toAchievement);
}

export interface NewAchievement {
  year: number;
  month: number;
  achievementCategory: string;
  /** base64 of UTF-8 */
  description: string;
}

/** Decodes and validates an entry (400 with the field's message); returns what will be stored. */
export function checkAchievement(services: Services, input: NewAchievement) {
  const decoded = decodeBase64Utf8(input.description);
  if (decoded === null) throw badRequest([{ field: 'description', message: requestMessages.descriptionEncoding }]);
  const entry = { year: input.year, month: input.month, description: decoded.trim() };
  const errors = services.validators.validate(ENTRY_SCHEMA, entry);
  if (errors.length > 0) throw badRequest(errors);
  return { ...entry, category: input.achievementCategory };
}

/** Removes an entry (inside the registration's transaction: whileEditable). */
export async function deleteAchievement(trx: Database, uid: string): Promise<void> {
  await trx.deleteFrom('achievement').where('uid', '=', uid).execute();
}

/**
 * Adds an entry inside the registration's transaction (whileEditable holds its row, so parallel adds
 * count one after another): 409 with the list schema's message when its category is full.
 */
export async function insertAchievement(services: Services, trx: Database, registrationUid: string, entry: ReturnType<typeof checkAchievement>): Promise<Achievement> {
  const existing = await trx
    .selectFrom('achievement')
    .select('uid')
    .where('registration_uid', '=', registrationUid)
    .where('category', '=', entry.category)
    .execute();
  const uid = randomUUID();
  const full = services.validators.validate(LIST_SCHEMA, [...existing.map((r) => r.uid), uid]);
  if (full.length > 0) throw conflict(full[0]!.message);
  const row = await trx
    .insertInto('achievement')
    .values({ uid, registration_uid: registrationUid, ...entry })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAchievement(row);
}
