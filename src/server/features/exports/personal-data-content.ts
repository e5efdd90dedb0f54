// Everything held about one registrant, for their request to read or copy it (PDPA §3, issue 32): the
// registration's own ZIP (files, every receipt, the summary), then what the ZIP of the review does not
// carry — every field of the registration as stored (the national ID number opened), the achievements,
// the staff's notes about them, each receipt's snapshot, the letters sent to their address (the queue
// keeps each letter's envelope; the outbox still holds the .eml of those written there) and the audit
// rows about the registration. A JSON file is what a machine reads back; the CSVs open in Excel.
import { readdir } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { openNationalId } from '../registration';
import { auditRowsOf } from '../audit';
import type { Services } from '../../platform/contract/services';
import { AUDIT_CSV_COLUMNS, AUDIT_CSV_NAME, auditCsvRows } from './audit-csv';
import type { CellValue } from './columns';
import { csvStream, type CsvColumn } from './csv';
import { registrationZipContent, type RegistrationZipContent, type ZipEntry } from './registration-zip-content';

export const PERSONAL_DATA_JSON = '個人資料.json';
export const LETTERS_CSV = '寄出信件.csv';
export const LETTERS_FOLDER = '寄出信件';

const LETTER_COLUMNS: readonly CsvColumn[] = [{ header: '排入寄送' }, { header: '寄出' }, { header: '種類' }, { header: '主旨' }, { header: '收件地址' }];

/** A value as JSON keeps it: times as ISO strings, the rest as they are. */
const plain = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/** A small CSV (a registrant's letters, their audit rows) as one buffer. */
async function csvBuffer(columns: readonly CsvColumn[], rows: Iterable<CellValue[]> | AsyncIterable<CellValue[]>): Promise<Buffer> {
  async function* each() {
    yield* rows;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream(columns, each())) chunks.push(Buffer.from(chunk as string | Buffer));
  return Buffer.concat(chunks);
}

/** The .eml files the outbox holds for `ids` (named `<time>-<kind>-<id>.eml` by the mailer; the id is a UUID: its last five dash-separated parts). */
async function outboxLetters(outboxDir: string, ids: ReadonlySet<string>): Promise<string[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.eml') && ids.has(name.slice(0, -'.eml'.length).split('-').slice(-5).join('-'))).sort();
}

export async function personalDataContent(services: Services, uid: string): Promise<RegistrationZipContent> {
  const { db } = services;
  const base = await registrationZipContent(services, uid);
  const registration = await db.selectFrom('registration').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
  const { access_code_hash: _hash, ind_personal_id_number: sealed, ...fields } = registration;
  const [achievements, provisions, notes, receipts, resources] = await Promise.all([
    db.selectFrom('achievement').selectAll().where('registration_uid', '=', uid).orderBy('created_at').execute(),
    db.selectFrom('registration_provision').selectAll().where('registration_uid', '=', uid).execute(),
    db.selectFrom('registration_note').selectAll().where('registration_uid', '=', uid).orderBy('created_at').execute(),
    db.selectFrom('receipt').select(['sequence', 'submitted_at', 'content']).where('registration_uid', '=', uid).orderBy('sequence').execute(),
    db.selectFrom('resource').select(['uid', 'purpose', 'original_filename', 'file_type', 'file_size', 'sha256', 'created_at', 'attached_at']).where('owner_registration_uid', '=', uid).orderBy('created_at').execute(),
  ]);
  const letters = await db
    .selectFrom('mail_queue')
    .select(['id', 'kind', 'to_address', 'message', 'created_at', 'sent_at'])
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', registration.contact_email.toLowerCase()))
    .orderBy('created_at')
    .execute();
  // Every row about the registration (auditRowsOf reads them all: the page fields are the list page's).
  const audit = await auditRowsOf(db, { page: 1, pageSize: 1, registrationNumber: registration.registration_number });

  const now = new Date();
  const document = {
    registration: { ...plain(fields), ind_personal_id_number: openNationalId(services.pii, uid, sealed) },
    provisions: provisions.map(plain),
    achievements: achievements.map(plain),
    notes: notes.map(plain),
    receipts: receipts.map(plain),
    files: resources.map(plain),
  };
  const subjectOf = (message: unknown) => (message && typeof message === 'object' && 'subject' in message ? String(message.subject) : '');
  const entries: ZipEntry[] = [
    ...base.entries,
    { name: PERSONAL_DATA_JSON, store: false, date: now, open: async () => Buffer.from(JSON.stringify(document, null, 2), 'utf8') },
    {
      name: LETTERS_CSV,
      store: false,
      date: now,
      open: () => csvBuffer(LETTER_COLUMNS, letters.map((l) => [l.created_at, l.sent_at, l.kind, subjectOf(l.message), l.to_address])),
    },
    {
      name: `${AUDIT_CSV_NAME}.csv`,
      store: false,
      date: now,
      open: () => csvBuffer(AUDIT_CSV_COLUMNS, auditCsvRows(audit)),
    },
  ];
  for (const name of await outboxLetters(services.config.outboxDir, new Set(letters.map((l) => l.id)))) {
    entries.push({ name: `${LETTERS_FOLDER}/${name}`, store: false, date: now, open: async () => createReadStream(join(services.config.outboxDir, name)) });
  }
  return { ...base, entries };
}
