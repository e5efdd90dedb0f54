// How much one uploader may keep stored (schemas/upload-quotas.json): files uploaded and not attached
// to a slot, per registration (signed in) or per client address (anonymous candidate photos), and the
// bytes of a registration: every slot's largest file, derived from upload-rules.json and the photo
// lists' limits, plus a spare. The check runs twice: before the file is streamed (a quick refusal,
// and the byte budget the stream may use) and again inside the insert's transaction, under a lock
// per uploader, so that parallel uploads cannot pass a quota together.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from '../../platform/db/kysely-runtime';
import { megabytes } from '../../../shared/limit-texts';
import { conflict, tooLarge } from '../../platform/http/api-error';
import { SCHEMAS_DIR } from '../../platform/contract/validation';
import type { Database } from '../../platform/db/index';
import { largestUploadOf, type UploadPurpose, type UploadRules } from './upload-rules';
import { TOURISM_PHOTOS, WORKPLACE_PHOTOS } from './photo-lists';

interface QuotaFile {
  unattachedPerRegistration: number;
  unattachedPerAddress: number;
  spareLargestUploads: number;
  messages: { unattached: string; bytes: string };
}

export interface UploadQuotas {
  unattachedPerRegistration: number;
  unattachedPerAddress: number;
  /** Bytes one registration may have stored, attached or not (files let go count until the sweep removes them). */
  bytesPerRegistration: number;
  unattachedMessage(max: number): string;
  bytesMessage: string;
}

/** The quotas of a schemas folder (a changed copy in tests), or the shipped one. */
export function readUploadQuotas(rules: UploadRules, schemasDir = SCHEMAS_DIR): UploadQuotas {
  const read = (file: string) => JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as Record<string, unknown>;
  const file = read('upload-quotas.json') as unknown as QuotaFile;
  // Photo lists hold up to their schema's maxItems files; every other purpose is one slot.
  const slots = new Map<UploadPurpose, number>([TOURISM_PHOTOS, WORKPLACE_PHOTOS].map((list) => [list.purpose, read(list.listSchema).maxItems as number]));
  const slotBytes = Object.entries(rules).reduce((sum, [purpose, rule]) => sum + rule.maxBytes * (slots.get(purpose as UploadPurpose) ?? 1), 0);
  const bytesPerRegistration = slotBytes + file.spareLargestUploads * largestUploadOf(rules);
  return {
    unattachedPerRegistration: file.unattachedPerRegistration,
    unattachedPerAddress: file.unattachedPerAddress,
    bytesPerRegistration,
    unattachedMessage: (max) => file.messages.unattached.replace('{max}', String(max)),
    bytesMessage: file.messages.bytes.replace('{size}', megabytes(bytesPerRegistration)),
  };
}

/** Whose quota an upload counts against. */
export type Uploader = { registrationUid: string } | { addressKey: string };

/** A hash of the client address: counting an address's files needs no more than that in the row. */
export function uploaderOf(registrationUid: string | null, ip: string): Uploader {
  return registrationUid ? { registrationUid } : { addressKey: createHash('sha256').update(`upload:${ip}`).digest('hex').slice(0, 32) };
}

export const addressKeyOf = (u: Uploader) => ('addressKey' in u ? u.addressKey : null);

async function usage(db: Database, u: Uploader): Promise<{ unattached: number; bytes: number }> {
  if ('registrationUid' in u) {
    const row = await db
      .selectFrom('resource')
      .select((eb) => [
        eb.fn.countAll<string>().filterWhere('attached_at', 'is', null).as('unattached'),
        eb.fn.coalesce(eb.fn.sum<string>('file_size'), sql<string>`0`).as('bytes'),
      ])
      .where('owner_registration_uid', '=', u.registrationUid)
      .executeTakeFirstOrThrow();
    return { unattached: Number(row.unattached), bytes: Number(row.bytes) };
  }
  const row = await db
    .selectFrom('resource')
    .select((eb) => eb.fn.countAll<string>().as('unattached'))
    .where('uploader_key', '=', u.addressKey)
    .where('owner_registration_uid', 'is', null)
    .where('attached_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { unattached: Number(row.unattached), bytes: 0 };
}

function refuseOver(quotas: UploadQuotas, u: Uploader, use: { unattached: number; bytes: number }, adding: number): void {
  const max = 'registrationUid' in u ? quotas.unattachedPerRegistration : quotas.unattachedPerAddress;
  if (use.unattached + 1 > max) throw conflict(quotas.unattachedMessage(max));
  if ('registrationUid' in u && use.bytes + adding > quotas.bytesPerRegistration) throw tooLarge(quotas.bytesMessage);
}

/**
 * Before the file is read: 409 when the uploader has no unattached upload left, else the bytes this file
 * may still take (no more than the registration's byte quota leaves; anonymous uploads have none).
 */
export async function uploadBudget(db: Database, quotas: UploadQuotas, u: Uploader): Promise<number> {
  const use = await usage(db, u);
  refuseOver(quotas, u, use, 0);
  return 'registrationUid' in u ? Math.max(0, quotas.bytesPerRegistration - use.bytes) : Infinity;
}

/**
 * Inside the insert's transaction: waits for the uploader's other uploads to commit (an advisory lock per
 * uploader, released at commit), then 409/413 when a file of `size` bytes would pass a quota.
 */
export async function holdQuota(trx: Database, quotas: UploadQuotas, u: Uploader, size: number): Promise<void> {
  const key = 'registrationUid' in u ? `upload:${u.registrationUid}` : `upload:${u.addressKey}`;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  refuseOver(quotas, u, await usage(trx, u), size);
}

declare module '../../platform/contract/services' {
  interface Services {
    /** schemas/upload-quotas.json with the byte quota derived from the same folder's rules. */
    uploadQuotas: UploadQuotas;
  }
}
