// Staff notes on a registration (migration 0010): append-only, each with its author and time.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { components } from '../../../shared/generated/api';
import { notFound } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import type { RegistrationNoteTable } from '../../platform/db/schema';
import type { Staff } from '../../platform/contract/callers';

export type StaffNote = components['schemas']['StaffNote'];

function toStaffNote(row: Selectable<RegistrationNoteTable>): StaffNote {
  return { uid: row.uid, text: row.text, authorName: row.author_name, authorEmail: row.author_email, createdAt: new Date(row.created_at).toISOString() };
}

/** The registration's notes, oldest first. */
export async function listNotes(db: Database, registrationUid: string): Promise<StaffNote[]> {
  const rows = await db.selectFrom('registration_note').selectAll().where('registration_uid', '=', registrationUid).orderBy('created_at').orderBy('uid').execute();
  return rows.map(toStaffNote);
}

export async function addNote(db: Database, staff: Staff, registrationUid: string, text: string): Promise<StaffNote> {
  const exists = await db.selectFrom('registration').select('uid').where('uid', '=', registrationUid).executeTakeFirst();
  if (!exists) throw notFound();
  const row = await db
    .insertInto('registration_note')
    .values({ uid: randomUUID(), registration_uid: registrationUid, author_uid: staff.uid, author_name: staff.displayName, author_email: staff.email, text: text.trim() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStaffNote(row);
}
