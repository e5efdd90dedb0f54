// One registration as staff read it (issue 17): its brief (number, unit, name, category, status) for
// every role that may read it, and, as the contract's x-capabilities allow the caller's role, the entry
// (every field of the form, provisions, merits, the recommendation and the registration it names, the
// mails sent to the registrant, the status history, the submission check), notes, the files and the
// receipt's SHA-256 list. What a role may not see is left out here, on the server, and is never read.
import { availableReviewActions } from '../../../../machines/review';
import type { components } from '../../../shared/generated/api';
import { notFound } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import { jobLevelNameOf, provisionsOf, readRegistration, reviewContextOf, statusChanges } from '../registration';
import type { Services } from '../../platform/contract/services';
import { normalizeNumber, checkSubmission, loadSubmission, type Submission } from '../upload';
import type { Staff } from '../../platform/contract/callers';
import { hasCapability, type StaffCapability } from '../../../shared/staff-capabilities';
import { maskNationalId } from './mask-national-id';
import { listNotes } from './notes';
import { toAdminFile } from './staff-files';
import { isoTime } from '../../platform/db/iso-time';

export type AdminRegistrationDetail = components['schemas']['AdminRegistrationDetail'];
type StaffReviewAction = components['schemas']['StaffReviewAction'];
type Applicant = NonNullable<AdminRegistrationDetail['applicant']>;
type Mails = Applicant['mails'];

export async function readRegistrationForStaff(services: Services, staff: Staff, uid: string): Promise<AdminRegistrationDetail> {
  const { db } = services;
  const brief = await briefOf(db, uid);
  const may = (capability: StaffCapability) => hasCapability(staff.role, capability);
  const submission = may('readApplicant') || may('readFiles') ? await loadSubmission(db, uid) : null;
  const row = submission?.registration ?? (await db.selectFrom('registration').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow());
  const now = new Date().toISOString();

  return {
    brief,
    applicant: submission && may('readApplicant') ? await applicantOf(services, may('readNationalId'), submission) : null,
    files: submission && may('readFiles') ? filesOf(submission) : null,
    receipt:
      submission && may('readFiles')
        ? {
            history: (await services.receipts.list(uid)).map((r) => ({ sequence: r.sequence, submittedAt: isoTime(r.submitted_at), stored: r.storage_key !== null })),
            items: submission.files.map((f) => ({ label: f.label, originalFilename: f.resource.original_filename, fileSize: Number(f.resource.file_size), sha256: f.resource.sha256 })),
          }
        : null,
    notes: may('readApplicant') ? await listNotes(db, uid) : null,
    // The machine decides which buttons show (CONFIRM is the registrant's, never a staff role's).
    availableActions: availableReviewActions(row.status, staff.role, { now, ...reviewContextOf(row) }).filter(
      (a): a is StaffReviewAction => a !== 'CONFIRM',
    ),
  };
}

/** What every role that reads a registration sees: the winner picker needs no more. */
async function briefOf(db: Database, uid: string): Promise<AdminRegistrationDetail['brief']> {
  const row = await db
    .selectFrom('registration as r')
    .innerJoin('organization_category as c', 'c.slug', 'r.organization_category')
    .select(['r.uid', 'r.registration_number', 'r.entity_type', 'r.organization_name', 'r.ind_name', 'c.name as category_name', 'r.status', 'r.submitted_at', 'r.status_changed_at'])
    .where('r.uid', '=', uid)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    uid: row.uid,
    registrationNumber: row.registration_number,
    entityType: row.entity_type,
    organizationName: row.organization_name,
    personName: row.ind_name,
    categoryName: row.category_name,
    status: row.status,
    submittedAt: isoTime(row.submitted_at),
    statusChangedAt: isoTime(row.status_changed_at),
  };
}

/** The entry beyond its brief (readApplicant); the national ID number masked without readNationalId. */
async function applicantOf(services: Services, readsNationalId: boolean, submission: Submission): Promise<NonNullable<AdminRegistrationDetail['applicant']>> {
  const { db } = services;
  const row = submission.registration;
  const form = await readRegistration(db, services.config, services.pii, row.uid);
  return {
    registration: {
      ...form,
      indPersonalIdNumber: readsNationalId ? form.indPersonalIdNumber : maskNationalId(form.indPersonalIdNumber ?? null),
      indAvatarResourcesResp: null,
    },
    nationalIdMasked: !readsNationalId,
    provisions: await provisionsOf(db, row.uid),
    jobLevelName: await jobLevelNameOf(db, row),
    correctionRequest: reviewContextOf(row).correction,
    achievements: submission.achievements,
    recommendation: await recommendationOf(db, submission),
    mails: await mailsTo(db, row.contact_email),
    history: await statusChanges(db, row.uid),
    submissionCheck: checkSubmission(services, submission),
  };
}

async function recommendationOf(db: Database, s: Submission): Promise<Applicant['recommendation']> {
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
      sentAt: isoTime(m.sent_at),
    };
  });
}
