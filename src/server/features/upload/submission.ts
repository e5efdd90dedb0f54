// Everything a registration holds at the final submission, read in one place: the required-set check,
// the receipt PDF and the receipt letter all use this one picture of it.
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { components } from '../../../shared/generated/api';
import type { Database } from '../../platform/db/index';
import { sql } from '../../platform/db/kysely-runtime';
import type { DB, PictureTable, Registration, Resource } from '../../platform/db/schema';
import type { Services } from '../../platform/contract/services';
import { employmentProofNeed } from '../../../shared/employment-proof';
import { DOCUMENT_LABELS } from '../../../shared/labels';
import { type PictureList, type UploadPurpose, TOURISM_PHOTOS, WORKPLACE_PHOTOS } from '../resources';
import { MERIT_CATEGORY } from '../../../shared/labels';
import { toAchievement, type Achievement } from './achievements';
import type { PictureRow } from './pictures';
import { recommendationOf, type Recommendation } from './recommendation';

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
  const submission = (await loadSubmissions(db, [registrationUid])).get(registrationUid);
  if (!submission) throw new Error(`no registration ${registrationUid}`);
  return submission;
}

/**
 * The submissions of many registrations in a handful of statements whatever their number (the filtered
 * ZIP reads a batch of folders at once: one round trip per table, not a dozen per registration). Keyed
 * by uid; a uid with no registration is absent.
 */
export async function loadSubmissions(db: Database, registrationUids: readonly string[]): Promise<Map<string, Submission>> {
  const result = new Map<string, Submission>();
  if (registrationUids.length === 0) return result;
  const uids = [...new Set(registrationUids)];
  const registrations = await db.selectFrom('registration').selectAll().where('uid', 'in', uids).execute();
  if (registrations.length === 0) return result;
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  const named = <T>(rows: (T & { slug: string })[]) => new Map(rows.map((r) => [r.slug, r]));
  const categories = named(await db.selectFrom('organization_category').select(['slug', 'name']).where('slug', 'in', distinct(registrations.map((r) => r.organization_category))).execute());
  const countySlugs = distinct(registrations.map((r) => r.contact_county));
  const counties = named(countySlugs.length ? await db.selectFrom('county').select(['slug', 'name']).where('slug', 'in', countySlugs).execute() : []);
  const districtSlugs = distinct(registrations.map((r) => r.contact_district));
  const districts = named(districtSlugs.length ? await db.selectFrom('district').select(['slug', 'name', 'zip']).where('slug', 'in', districtSlugs).execute() : []);
  const achievementRows = await db.selectFrom('achievement').selectAll().where('registration_uid', 'in', uids).orderBy('created_at').orderBy('uid').execute();
  const pictureRows = async (list: PictureList) =>
    db.selectFrom(list.table).selectAll().where('registration_uid', 'in', uids).orderBy('order_index').orderBy('created_at').orderBy('uid').execute();
  const tourismRows = await pictureRows(TOURISM_PHOTOS);
  const workplaceRows = await pictureRows(WORKPLACE_PHOTOS);
  // The letter counts only with a saved method (toRecommendation), as the single read did.
  const resourceUids = distinct([
    ...registrations.flatMap((r) => [r.certificate_employment_resource_uid, r.self_introduction_resource_uid, r.ind_avatar_resource_uid, r.referral_method ? r.recommendation_resource_uid : null]),
    ...tourismRows.map((p) => p.resource_uid),
    ...workplaceRows.map((p) => p.resource_uid),
  ]);
  const resources = new Map((resourceUids.length ? await db.selectFrom('resource').selectAll().where('uid', 'in', resourceUids).execute() : []).map((r) => [r.uid, r]));
  const resource = (uid: string | null) => (uid ? (resources.get(uid) ?? null) : null);
  const byRegistration = <T extends { registration_uid: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.registration_uid, [...(map.get(row.registration_uid) ?? []), row]);
    return map;
  };
  const achievements = byRegistration(achievementRows);
  // A photo row without its resource row does not happen (the resource is attached in the same transaction).
  const withResource = (rows: Selectable<PictureTable>[]): PictureRow[] => rows.map((r) => ({ ...r, resource: resources.get(r.resource_uid)! }));
  const tourism = byRegistration(tourismRows);
  const workplace = byRegistration(workplaceRows);

  for (const registration of registrations) {
    const district = districts.get(registration.contact_district);
    const recommendation = recommendationOf(registration, resource(registration.recommendation_resource_uid));
    const tourismPhotos = withResource(tourism.get(registration.uid) ?? []);
    const workplacePhotos = withResource(workplace.get(registration.uid) ?? []);
    const employmentProof = resource(registration.certificate_employment_resource_uid);
    const selfIntroduction = resource(registration.self_introduction_resource_uid);
    const candidatePhoto = resource(registration.ind_avatar_resource_uid);
    const letter = resource(recommendation?.recommendationResourcesUid ?? null);

    const file = (row: Resource | null, note: string | null = null): SubmittedFile[] =>
      row ? [{ purpose: row.purpose as UploadPurpose, label: DOCUMENT_LABELS[row.purpose as UploadPurpose] ?? row.purpose, note, resource: row }] : [];
    const files = [
      ...file(candidatePhoto),
      ...tourismPhotos.flatMap((p) => file(p.resource, p.description)),
      ...file(letter),
      ...workplacePhotos.flatMap((p) => file(p.resource)),
      ...file(employmentProof),
      ...file(selfIntroduction),
    ];
    result.set(registration.uid, {
      registration,
      categoryName: categories.get(registration.organization_category)?.name ?? registration.organization_category,
      address: [district?.zip, counties.get(registration.contact_county)?.name, district?.name, registration.contact_address_line].filter(Boolean).join(' '),
      achievements: (achievements.get(registration.uid) ?? []).map(toAchievement),
      tourismPhotos,
      workplacePhotos,
      recommendation,
      employmentProof,
      selfIntroduction,
      candidatePhoto,
      files,
    });
  }
  return result;
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
