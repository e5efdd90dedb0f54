// An ended edition's entries that did not win: what retention removes of them and how. Kept: the
// registration row (status, category, edition, unit and candidate names: the statistics and the review
// history still count and name it), its merits, the resource rows (name, size, SHA-256: the receipt's list).
// Removed: the national ID number and birthday (null), the contact details on the row and in each
// receipt's copy (REMOVED_MARKER; the columns are NOT NULL), the uploaded files' bytes (the row's key
// marked, src/server/platform/storage/removed-file.ts), the stored receipt PDFs (a download renders
// one again from the scrubbed copy) and the stored summary pages (a ZIP renders one again). Winners: status awarded, or named by a winner list (not deleted).
import type { ExpressionBuilder, Transaction } from 'kysely';
import { sql } from '../../platform/db/kysely-runtime';
import type { DB } from '../../platform/db/schema';
import type { Database } from '../../platform/db/index';
import { isRemovedKey, keyBeforeRemoval, REMOVED_KEY_PATTERN, removedKey } from '../../platform/storage/removed-file';
import type { FileStore } from '../../platform/storage/file-store';
import type { EditionNumber } from '../../../shared/editions';
import { WINNER_STATUS } from '../../../shared/registration-status';
import { REMOVED_MARKER } from './retention-messages';

type Reg = ExpressionBuilder<DB, 'registration'>;

/** The edition's registrations that did not win. */
const nonWinner = (edition: EditionNumber) => (eb: Reg) =>
  eb.and([
    eb('registration.edition', '=', edition),
    eb('registration.status', '<>', WINNER_STATUS),
    eb.not(
      eb.exists(
        eb.selectFrom('award_winner').select('award_winner.uid').whereRef('award_winner.registration_uid', '=', 'registration.uid').where('award_winner.deleted_at', 'is', null),
      ),
    ),
  ]);

const receiptContactKept = sql<boolean>`(receipt.content->>'contactEmail' <> ${REMOVED_MARKER})`;
/**
 * A stored receipt PDF that may show contact details: one rendered before its snapshot was scrubbed (a
 * snapshot-less receipt of before migration 0020 cannot tell, so it counts). One rendered after the scrub
 * (a ZIP or a download asked for it) shows the marker and stays: a second run finds nothing.
 */
const receiptPdfWithContacts = sql<boolean>`(receipt.storage_key is not null and coalesce(receipt.content->>'contactEmail' <> ${REMOVED_MARKER}, true))`;

/** A non-winner with something retention still removes. */
const somethingLeft = (eb: Reg) =>
  eb.or([
    eb('registration.ind_personal_id_number', 'is not', null),
    eb('registration.ind_birthday', 'is not', null),
    eb('registration.contact_email', '<>', REMOVED_MARKER),
    eb.exists(eb.selectFrom('resource').select('resource.uid').whereRef('resource.owner_registration_uid', '=', 'registration.uid').where('resource.storage_key', 'not like', REMOVED_KEY_PATTERN)),
    eb.exists(
      eb
        .selectFrom('receipt')
        .select('receipt.uid')
        .whereRef('receipt.registration_uid', '=', 'registration.uid')
        .where((r) => r.or([receiptPdfWithContacts, receiptContactKept])),
    ),
  ]);

export interface EntryCounts {
  nationalIds: number;
  contacts: number;
  files: number;
  receiptPdfs: number;
}

const n = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);

/** Files of the edition's non-winners already marked whose bytes are still stored (a run stopped between its commit and the deletion). */
async function leftoverBytes(db: Database, files: FileStore, edition: EditionNumber): Promise<string[]> {
  const marked = await db
    .selectFrom('resource')
    .innerJoin('registration', 'registration.uid', 'resource.owner_registration_uid')
    .select('resource.storage_key')
    .where(nonWinner(edition))
    .where('resource.storage_key', 'like', REMOVED_KEY_PATTERN)
    .execute();
  const keys = marked.map((m) => keyBeforeRemoval(m.storage_key));
  const present = await Promise.all(keys.map(async (k) => ((await files.exists(k)) ? k : null)));
  return present.filter((k): k is string => k !== null);
}

/** What removing the edition's non-winners' data would remove now. */
export async function countEntries(db: Database, files: FileStore, edition: EditionNumber): Promise<EntryCounts> {
  const base = db.selectFrom('registration').where(nonWinner(edition));
  const [ids, contacts, resources, pdfs, leftovers] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('n')).where((eb) => eb.or([eb('ind_personal_id_number', 'is not', null), eb('ind_birthday', 'is not', null)])).executeTakeFirst(),
    base
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) =>
        eb.or([
          eb('contact_email', '<>', REMOVED_MARKER),
          eb.exists(eb.selectFrom('receipt').select('receipt.uid').whereRef('receipt.registration_uid', '=', 'registration.uid').where(receiptContactKept)),
        ]),
      )
      .executeTakeFirst(),
    base.innerJoin('resource', 'resource.owner_registration_uid', 'registration.uid').select((eb) => eb.fn.countAll().as('n')).where('resource.storage_key', 'not like', REMOVED_KEY_PATTERN).executeTakeFirst(),
    base.innerJoin('receipt', 'receipt.registration_uid', 'registration.uid').select((eb) => eb.fn.countAll().as('n')).where(receiptPdfWithContacts).executeTakeFirst(),
    leftoverBytes(db, files, edition),
  ]);
  return { nationalIds: n(ids), contacts: n(contacts), files: n(resources) + leftovers.length, receiptPdfs: n(pdfs) };
}

export interface EntryBatch extends EntryCounts {
  entries: number;
  /** Stored files to delete once the batch has committed. */
  keys: string[];
}

/**
 * Removes what is left of up to `size` non-winners, in the caller's transaction; returns the counts and the
 * stored files to delete after the commit (their rows no longer name them as live: a crash before the
 * deletion leaves the uploads' bytes for the next run to find (leftoverBytes), and a receipt PDF as an orphan
 * file no row names).
 */
export async function removeEntryBatch(trx: Transaction<DB>, edition: EditionNumber, size: number): Promise<EntryBatch> {
  const uids = (await trx.selectFrom('registration').select('uid').where(nonWinner(edition)).where(somethingLeft).orderBy('uid').limit(size).forUpdate().execute()).map((r) => r.uid);
  return scrubEntries(trx, uids);
}

/**
 * Removes the ID numbers, birthdays, contact details (registration and receipt snapshots), uploaded files'
 * bytes and stored receipt PDFs of `uids` (rows locked by the caller), in the caller's transaction: what
 * retention removes from a non-winner, and the first part of erasing one registrant (erase.ts).
 */
export async function scrubEntries(trx: Transaction<DB>, uids: string[]): Promise<EntryBatch> {
  if (uids.length === 0) return { entries: 0, nationalIds: 0, contacts: 0, files: 0, receiptPdfs: 0, keys: [] };
  const ids = await trx
    .updateTable('registration')
    .set({ ind_personal_id_number: null, ind_birthday: null })
    .where('uid', 'in', uids)
    .where((eb) => eb.or([eb('ind_personal_id_number', 'is not', null), eb('ind_birthday', 'is not', null)]))
    .returning('uid')
    .execute();
  const contactRows = await trx
    .updateTable('registration')
    .set({ contact_name: REMOVED_MARKER, contact_phone_number: REMOVED_MARKER, contact_fax_number: '', contact_email: REMOVED_MARKER, contact_address_line: REMOVED_MARKER })
    .where('uid', 'in', uids)
    .where('contact_email', '<>', REMOVED_MARKER)
    .returning('uid')
    .execute();
  const scrub = JSON.stringify({ contactName: REMOVED_MARKER, contactPhone: REMOVED_MARKER, contactFax: '', contactEmail: REMOVED_MARKER, address: REMOVED_MARKER });
  // jsonb `||` replaces those keys and keeps the rest of what the receipt lists (merits, file names, hashes).
  const receiptRows = await sql<{ registration_uid: string }>`
    update receipt set content = content || ${scrub}::jsonb
    where registration_uid in (${sql.join(uids)}) and content is not null and content->>'contactEmail' <> ${REMOVED_MARKER}
    returning registration_uid`.execute(trx);
  const marked = await trx
    .updateTable('resource')
    .set({ storage_key: sql<string>`${removedKey('')}::text || storage_key` })
    .where('owner_registration_uid', 'in', uids)
    .where('storage_key', 'not like', REMOVED_KEY_PATTERN)
    .returning('storage_key')
    .execute();
  const pdfs = await trx.selectFrom('receipt').select('storage_key').where('registration_uid', 'in', uids).where('storage_key', 'is not', null).forUpdate().execute();
  if (pdfs.length > 0) await trx.updateTable('receipt').set({ storage_key: null }).where('registration_uid', 'in', uids).where('storage_key', 'is not', null).execute();
  // The back office's stored summary pages print the contact details too (upload's summary-cache.ts): they
  // go with them, and the next ZIP makes one from the scrubbed registration.
  const summaries = await trx.deleteFrom('registration_summary').where('registration_uid', 'in', uids).returning('storage_key').execute();
  const contacts = new Set([...contactRows.map((r) => r.uid), ...receiptRows.rows.map((r) => r.registration_uid)]);
  const fileKeys = marked.map((m) => m.storage_key).filter(isRemovedKey).map(keyBeforeRemoval);
  return {
    entries: uids.length,
    nationalIds: ids.length,
    contacts: contacts.size,
    files: fileKeys.length,
    receiptPdfs: pdfs.length,
    keys: [...fileKeys, ...pdfs.map((p) => p.storage_key!), ...summaries.map((p) => p.storage_key)],
  };
}

/** Deletes the bytes of marked rows a stopped run left behind; how many. */
export async function removeLeftoverBytes(db: Database, files: FileStore, edition: EditionNumber): Promise<number> {
  const keys = await leftoverBytes(db, files, edition);
  for (const key of keys) await files.remove(key);
  return keys.length;
}
