// A withdrawn registrant asks us to delete their personal data (Personal Data Protection Act §3, issue 32).
// An admin erases it: what retention removes from a non-winner (ID number, birthday, contact details in the
// registration and its receipts, every uploaded file's bytes, the stored receipt PDFs), and beyond that the
// person's name and job, the recommendation, the merits' texts and the letters sent to them (the queue's
// rows and the outbox's .eml files). The registration row stays with its number, status, category, unit,
// edition and region, so the statistics still count it. Only a withdrawn entry (the registrant left the
// programme; every other status is a decision still to be kept); the withdrawal can no longer be undone
// (its previous status is forgotten: the review machine's UNDO needs it, and there is nothing to resume).
import { join } from 'node:path';
import { readdir } from 'node:fs/promises';
import { recordAudit, type AuditActor } from '../audit';
import { conflict, notFound } from '../../platform/http/api-error';
import type { DataOf } from '../../platform/contract/handler-types';
import type { Services } from '../../platform/contract/services';
import { isErasableStatus } from '../../../shared/registration-status';
import { scrubEntries } from './entries';
import { removeFile } from './housekeeping';
import { ERASE_REFUSED_UNLESS_WITHDRAWN, REMOVED_MARKER } from './retention-messages';

export type EraseResult = DataOf<'adminRegistrantErase'>;

/** The outbox's .eml files of the letters `ids` (named `<time>-<kind>-<id>.eml` by the mailer). */
async function outboxFilesOf(outboxDir: string, ids: ReadonlySet<string>): Promise<string[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.eml') && ids.has(n.slice(0, -4).split('-').slice(-5).join('-'))).map((n) => join(outboxDir, n));
}

export async function eraseRegistrant(services: Services, uid: string, reason: string, actor: AuditActor): Promise<EraseResult> {
  const { db } = services;
  const done = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('registration').select(['uid', 'status', 'registration_number', 'contact_email']).where('uid', '=', uid).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    if (!isErasableStatus(row.status)) throw conflict(ERASE_REFUSED_UNLESS_WITHDRAWN);
    // The letters are found by the address before it is scrubbed.
    const letters = row.contact_email === REMOVED_MARKER ? [] : await trx.deleteFrom('mail_queue').where((eb) => eb(eb.fn('lower', ['to_address']), '=', row.contact_email.toLowerCase())).returning('id').execute();
    const scrubbed = await scrubEntries(trx, [uid]);
    await trx
      .updateTable('registration')
      .set((eb) => ({
        ind_name: eb.case().when('ind_name', 'is not', null).then(REMOVED_MARKER).else(null).end(),
        ind_job_title: null,
        ind_job_level_category: null,
        ind_years_at_current_company: null,
        ind_years_in_profession: null,
        recommend_type: null,
        recommend_code: null,
        recommend_unit: null,
        recommendation_number: null,
        recommendation_source: null,
        referral_method: null,
        correction_reason: null,
        previous_status: null,
      }))
      .where('uid', '=', uid)
      .execute();
    const merits = await trx.updateTable('achievement').set({ description: REMOVED_MARKER }).where('registration_uid', '=', uid).returning('uid').execute();
    const counts = { nationalIds: scrubbed.nationalIds, contacts: scrubbed.contacts, files: scrubbed.files, receiptPdfs: scrubbed.receiptPdfs, merits: merits.length, letters: letters.length };
    await recordAudit(trx, { actor, action: 'registrant.erase', subject: { kind: 'registration', uid }, detail: { registrationNumber: row.registration_number, reason, ...counts } });
    return { counts, keys: scrubbed.keys, letterIds: new Set(letters.map((l) => l.id)) };
  });
  // After the commit, as retention does: a crash before this leaves bytes no live row names.
  for (const key of done.keys) await services.files.remove(key);
  const emls = await outboxFilesOf(services.config.outboxDir, done.letterIds);
  for (const path of emls) await removeFile(path);
  return { ...done.counts, letterFiles: emls.length };
}
