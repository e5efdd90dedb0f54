// One registration as staff read it (issue 17): every field of the form, provisions, merits, files,
// the recommendation (and the registration it names), the receipt's SHA-256 list, the mails sent to the
// registrant, staff notes, the status history and the review actions open to the caller. What an editor
// may not see (DESIGN.md section 11) is left out here, on the server: the national ID number is masked,
// files, the receipt list and notes are null.
import { availableReviewActions } from '../../../../machines/review';
import type { components } from '../../../shared/generated/api';
import { notFound } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import type { Registration } from '../../platform/db/schema';
import { readRegistration, reviewContextOf } from '../registration';
import type { Services } from '../../platform/contract/services';
import { normalizeNumber, checkSubmission, loadSubmission, type Submission } from '../upload';
import type { Staff } from '../../platform/contract/callers';
import { maskNationalId } from './mask-national-id';
import { listNotes } from './notes';
import { toAdminFile } from './staff-files';

export type AdminRegistrationDetail = components['schemas']['AdminRegistrationDetail'];
type StaffReviewAction = components['schemas']['StaffReviewAction'];
type History = AdminRegistrationDetail['history'];
type Mails = AdminRegistrationDetail['mails'];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The roles that read a registration's files, its receipt list and its notes. */
const readsFiles = (staff: Staff) => staff.role !== 'editor';

export async function readRegistrationForStaff(services: Services, staff: Staff, uid: string): Promise<AdminRegistrationDetail> {
  const { db } = services;
  const exists = await db.selectFrom('registration').select('uid').where('uid', '=', uid).executeTakeFirst();
  if (!exists) throw notFound();
  const form = await readRegistration(db, services.config, services.pii, uid);
  const submission = await loadSubmission(db, uid);
  const row = submission.registration;
  const masked = !readsFiles(staff);
  const now = new Date().toISOString();

  return {
    registration: {
      ...form,
      indPersonalIdNumber: masked ? maskNationalId(form.indPersonalIdNumber ?? null) : form.indPersonalIdNumber,
      indAvatarResourcesResp: null,
    },
    nationalIdMasked: masked,
    provisions: await provisionsOf(db, uid),
    jobLevelName: await jobLevelNameOf(db, row),
    submittedAt: iso(row.submitted_at),
    statusChangedAt: iso(row.status_changed_at),
    correctionRequest: reviewContextOf(row).correction,
    achievements: submission.achievements,
    recommendation: await recommendationOf(db, submission),
    files: masked ? null : filesOf(submission),
    receipt: masked
      ? null
      : {
          stored: row.receipt_storage_key !== null,
          items: submission.files.map((f) => ({ label: f.label, originalFilename: f.resource.original_filename, fileSize: Number(f.resource.file_size), sha256: f.resource.sha256 })),
        },
    mails: await mailsTo(db, row.contact_email),
    notes: masked ? null : await listNotes(db, uid),
    history: await historyOf(db, uid),
    // The machine decides which buttons show (CONFIRM is the registrant's, never a staff role's).
    availableActions: availableReviewActions(row.status, staff.role, { now, ...reviewContextOf(row) }).filter(
      (a): a is StaffReviewAction => a !== 'CONFIRM',
    ),
    submissionCheck: checkSubmission(services, submission),
  };
}

async function provisionsOf(db: Database, uid: string): Promise<AdminRegistrationDetail['provisions']> {
  const rows = await db
    .selectFrom('registration_provision as rp')
    .innerJoin('provision as p', 'p.provision_id', 'rp.provision_id')
    .select(['rp.provision_id', 'rp.is_satisfied', 'p.title', 'p.legal_basis'])
    .where('rp.registration_uid', '=', uid)
    .orderBy('p.order_index')
    .execute();
  return rows.map((p) => ({ provisionId: p.provision_id, title: p.title, legalBasis: p.legal_basis, isSatisfied: p.is_satisfied }));
}

async function jobLevelNameOf(db: Database, row: Registration): Promise<string | null> {
  if (!row.ind_job_level_category) return null;
  const level = await db
    .selectFrom('job_level')
    .select('name')
    .where('category_slug', '=', row.organization_category)
    .where('slug', '=', row.ind_job_level_category)
    .executeTakeFirst();
  return level?.name ?? null;
}

async function recommendationOf(db: Database, s: Submission): Promise<AdminRegistrationDetail['recommendation']> {
  const r = s.recommendation;
  if (!r) return null;
  const named = r.recommendationNumber
    ? await db
        .selectFrom('registration')
        .select(['uid', 'registration_number', 'organization_name'])
        .where('registration_number', '=', normalizeNumber(r.recommendationNumber))
        .executeTakeFirst()
    : undefined;
  return {
    referralMethod: r.referralMethod,
    recommendationNumber: r.recommendationNumber,
    recommendationSource: r.recommendationSource,
    recommending: named ? { uid: named.uid, registrationNumber: named.registration_number, organizationName: named.organization_name } : null,
  };
}

function filesOf(s: Submission): NonNullable<AdminRegistrationDetail['files']> {
  const one = (r: Submission['employmentProof']) => (r ? toAdminFile(r) : null);
  const letterUid = s.recommendation?.recommendationResourcesUid ?? null;
  const letter = s.files.find((f) => f.resource.uid === letterUid)?.resource ?? null;
  return {
    candidatePhoto: one(s.candidatePhoto),
    tourismPhotos: s.tourismPhotos.map((p) => toAdminFile(p.resource, p.description)),
    workplacePhotos: s.workplacePhotos.map((p) => toAdminFile(p.resource)),
    recommendationLetter: one(letter),
    employmentProof: one(s.employmentProof),
    selfIntroduction: one(s.selfIntroduction),
  };
}

/** Mails queued to the registration's contact address, newest first (delivered ones keep their subject). */
async function mailsTo(db: Database, address: string): Promise<Mails> {
  const rows = await db
    .selectFrom('mail_queue')
    .select(['id', 'kind', 'message', 'sent_at', 'created_at'])
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', address.toLowerCase()))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((m) => {
    const message = (typeof m.message === 'string' ? JSON.parse(m.message) : m.message) as { subject?: unknown };
    return {
      id: m.id,
      kind: m.kind,
      subject: typeof message.subject === 'string' ? message.subject : '',
      status: m.sent_at ? 'sent' : 'queued',
      createdAt: new Date(m.created_at).toISOString(),
      sentAt: iso(m.sent_at),
    };
  });
}

/** The status history: the registration's `registration.transition` audit rows, oldest first. */
async function historyOf(db: Database, uid: string): Promise<History> {
  const rows = await db
    .selectFrom('audit_event')
    .select(['at', 'detail', 'actor_kind', 'actor_label'])
    .where('action', '=', 'registration.transition')
    .where('subject_kind', '=', 'registration')
    .where('subject_uid', '=', uid)
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const d = (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    return {
      at: new Date(r.at).toISOString(),
      event: String(d.event),
      from: d.from as History[number]['from'],
      to: d.to as History[number]['to'],
      reason: text(d.reason),
      deadline: text(d.deadline),
      actorKind: r.actor_kind,
      actorLabel: r.actor_label,
    };
  });
}
