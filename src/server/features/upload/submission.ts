// Everything a registration holds at the final submission, read in one place: the required-set check,
// the receipt PDF and the receipt letter all use this one picture of it.
import type { SelectQueryBuilder } from 'kysely';
import type { components } from '../../../shared/generated/api';
import type { Database } from '../../platform/db/index';
import { sql } from '../../platform/db/kysely-runtime';
import type { DB, Registration, Resource } from '../../platform/db/schema';
import type { Services } from '../../platform/contract/services';
import { employmentProofNeed } from '../../../shared/employment-proof';
import { DOCUMENT_LABELS } from '../../../shared/labels';
import { type UploadPurpose, TOURISM_PHOTOS, WORKPLACE_PHOTOS } from '../resources';
import { MERIT_CATEGORY } from '../../../shared/labels';
import { listAchievements, type Achievement } from './achievements';
import { resourceRow } from './files';
import { listPictures, type PictureRow } from './pictures';
import { toRecommendation, type Recommendation } from './recommendation';

export interface SubmittedFile {
  purpose: UploadPurpose;
  /** zh-TW name of the purpose (the glossary, src/shared/labels.ts) */
  label: string;
  /** e.g. the tourism photo's caption */
  note: string | null;
  resource: Resource;
}

export interface Submission {
  registration: Registration;
  categoryName: string;
  address: string;
  achievements: Achievement[];
  tourismPhotos: PictureRow[];
  workplacePhotos: PictureRow[];
  recommendation: Recommendation | null;
  employmentProof: Resource | null;
  selfIntroduction: Resource | null;
  candidatePhoto: Resource | null;
  /** every file, in the order of the steps */
  files: SubmittedFile[];
}

export async function loadSubmission(db: Database, registrationUid: string): Promise<Submission> {
  const registration = await db.selectFrom('registration').selectAll().where('uid', '=', registrationUid).executeTakeFirstOrThrow();
  const category = await db.selectFrom('organization_category').select('name').where('slug', '=', registration.organization_category).executeTakeFirst();
  const county = await db.selectFrom('county').select('name').where('slug', '=', registration.contact_county).executeTakeFirst();
  const district = await db.selectFrom('district').select(['name', 'zip']).where('slug', '=', registration.contact_district).executeTakeFirst();
  const achievements = await listAchievements(db, registrationUid);
  const tourismPhotos = await listPictures(db, TOURISM_PHOTOS, registrationUid);
  const workplacePhotos = await listPictures(db, WORKPLACE_PHOTOS, registrationUid);
  const recommendation = await toRecommendation(db, registration);
  const employmentProof = await resourceRow(db, registration.certificate_employment_resource_uid);
  const selfIntroduction = await resourceRow(db, registration.self_introduction_resource_uid);
  const candidatePhoto = await resourceRow(db, registration.ind_avatar_resource_uid);
  const letter = await resourceRow(db, recommendation?.recommendationResourcesUid ?? null);

  const file = (resource: Resource | null, note: string | null = null): SubmittedFile[] =>
    resource ? [{ purpose: resource.purpose as UploadPurpose, label: DOCUMENT_LABELS[resource.purpose as UploadPurpose] ?? resource.purpose, note, resource }] : [];
  const files = [
    ...file(candidatePhoto),
    ...tourismPhotos.flatMap((p) => file(p.resource, p.description)),
    ...file(letter),
    ...workplacePhotos.flatMap((p) => file(p.resource)),
    ...file(employmentProof),
    ...file(selfIntroduction),
  ];
  return {
    registration,
    categoryName: category?.name ?? registration.organization_category,
    address: [district?.zip, county?.name, district?.name, registration.contact_address_line].filter(Boolean).join(' '),
    achievements,
    tourismPhotos,
    workplacePhotos,
    recommendation,
    employmentProof,
    selfIntroduction,
    candidatePhoto,
    files,
  };
}

/**
 * The stored bytes of the files loadSubmission lists (its `files`: the candidate photo, the photo lists,
 * the recommendation letter, the employment proof and the video), summed over the registrations whose
 * uids `registrations` selects, in one statement: what a ZIP of them will weigh, told before it is made.
 */
export async function submittedFileBytes(db: Database, registrations: SelectQueryBuilder<DB, 'registration', { uid: string }>): Promise<number> {
  const row = await db
    .selectFrom('resource')
    .select(sql<string>`coalesce(sum(resource.file_size), 0)`.as('bytes'))
    .where('resource.uid', 'in', (eb) =>
      eb
        .selectFrom('registration')
        .select(
          sql<string>`unnest(array[registration.ind_avatar_resource_uid, registration.recommendation_resource_uid, registration.certificate_employment_resource_uid, registration.self_introduction_resource_uid])`.as('uid'),
        )
        .where('registration.uid', 'in', registrations)
        .unionAll(eb.selectFrom(TOURISM_PHOTOS.table).select('resource_uid as uid').where('registration_uid', 'in', registrations))
        .unionAll(eb.selectFrom(WORKPLACE_PHOTOS.table).select('resource_uid as uid').where('registration_uid', 'in', registrations)),
    )
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

export const REQUIRED_SET_SCHEMA = 'confirm-required.schema.json';

export type RequiredFacts = components['schemas']['RequiredFacts'];
export type SubmissionCheck = components['schemas']['SubmissionCheck'];

/** The registration's own columns the required-set facts read. */
export type RequiredSetColumns = Pick<
  Registration,
  | 'entity_type'
  | 'organization_category'
  | 'certificate_employment_resource_uid'
  | 'referral_method'
  | 'recommendation_source'
  | 'recommendation_resource_uid'
  | 'recommendation_number'
>;

/**
 * What the facts are made of: counts of rows and the registration's columns. A whole submission gives
 * them (submissionInputs); the back office's list counts them in SQL for a page of registrations.
 */
export interface RequiredSetInputs {
  /** entries of the excellent-achievement category (MERIT_CATEGORY) */
  meritAchievements: number;
  tourismPhotos: number;
  workplacePhotos: number;
  registration: RequiredSetColumns;
}

export function submissionInputs(s: Submission): RequiredSetInputs {
  return {
    meritAchievements: s.achievements.filter((a) => a.achievementCategoryResp.slug === MERIT_CATEGORY).length,
    tourismPhotos: s.tourismPhotos.length,
    workplacePhotos: s.workplacePhotos.length,
    registration: s.registration,
  };
}

/** The facts schemas/confirm-required.schema.json judges. */
export function requiredSetFacts(i: RequiredSetInputs): RequiredFacts {
  const r = i.registration;
  return {
    excellentAchievements: i.meritAchievements,
    achievementPhotos: i.tourismPhotos,
    employmentProofNeed: employmentProofNeed(r.entity_type, r.organization_category),
    employmentProof: r.certificate_employment_resource_uid !== null,
    // A saved recommendation (toRecommendation: none without a method) with its source, and the letter
    // or the number its method needs.
    recommendation: Boolean(
      r.referral_method && r.recommendation_source && (r.referral_method === 'self_registration' ? r.recommendation_resource_uid : r.recommendation_number),
    ),
    workplacePhotos: i.workplacePhotos,
  };
}

/** The schema's verdict on the facts: each missing item with its zh-TW name, in the order of the facts (the steps'). */
export function judgeRequiredSet(validators: Services['validators'], facts: RequiredFacts): SubmissionCheck['missing'] {
  // The schema's conditional rule reports before its properties: put them back in the facts' order.
  const order = Object.keys(facts);
  return validators.validate(REQUIRED_SET_SCHEMA, facts).sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/**
 * What the final submission still lacks: the facts and the schema's verdict on them (each missing item
 * with its zh-TW name, in the schema's order). The one judgement: the browser shows it
 * (registrationsSubmissionCheck) and the final submission refuses with it.
 */
export function checkSubmission(services: Pick<Services, 'validators'>, submission: Submission): SubmissionCheck {
  const facts = requiredSetFacts(submissionInputs(submission));
  return { facts, missing: judgeRequiredSet(services.validators, facts) };
}
