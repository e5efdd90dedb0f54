// Step 3, recommendation (SPEC.md sections 4 and 5): self_registration with a letter, or referred by
// a recommendation number, which is the registration number of ANOTHER existing registration; the
// source unit(s) in both cases. Switching the method clears the other side.
import recommendationSchema from '../../../../schemas/recommendation-update.schema.json';
import type { components } from '../../../shared/generated/api';
import { messages } from '../../../shared/messages';
import { normalizeRecommendUnit } from '../../../shared/recommend-unit';
import { badRequest } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import type { Registration, Resource } from '../../platform/db/schema';
import { toFileResource } from '../resources';
import { replaceUpload, resourceRow } from './files';

export type Recommendation = components['schemas']['Recommendation'];
export type RecommendationCheck = components['schemas']['RecommendationCheck'];
export type ReferralMethod = Recommendation['referralMethod'];

/** Registration numbers are stored upper-case (as sign-in reads them). */
export const normalizeNumber = (value: string) => value.trim().toUpperCase();

/** A source that names no unit once normalised (only separators) is refused as an empty one, with the schema's text. */
const BLANK_SOURCE = recommendationSchema.properties.recommendationSource.errorMessage.minLength;

export async function checkRecommendationNumber(db: Database, ownUid: string, raw: string): Promise<RecommendationCheck> {
  const number = normalizeNumber(raw);
  const row = await db.selectFrom('registration').select('uid').where('registration_number', '=', number).executeTakeFirst();
  if (!row) return { valid: false, message: messages.recommendationNumberUnknown };
  if (row.uid === ownUid) return { valid: false, message: messages.recommendationNumberOwn };
  return { valid: true, message: messages.recommendationNumberValid };
}

type RecommendationColumns = Pick<Registration, 'referral_method' | 'recommendation_resource_uid' | 'recommendation_number' | 'recommendation_source'>;

export async function toRecommendation(db: Database, row: RecommendationColumns): Promise<Recommendation | null> {
  if (!row.referral_method) return null;
  return recommendationOf(row, await resourceRow(db, row.recommendation_resource_uid));
}

/** The saved recommendation with its letter's row already read (null: none without a method). */
export function recommendationOf(row: RecommendationColumns, letter: Resource | null): Recommendation | null {
  if (!row.referral_method) return null;
  return {
    referralMethod: row.referral_method as ReferralMethod,
    recommendationResourcesUid: row.recommendation_resource_uid,
    recommendationNumber: row.recommendation_number,
    recommendationSource: row.recommendation_source ?? '',
    recommendationResourcesResp: letter ? toFileResource(letter) : null,
  };
}

/** The register form's answer (recommendType) in the upload step's words (referralMethod). */
const METHOD_OF_RECOMMEND_TYPE: Record<string, ReferralMethod> = { self: 'self_registration', nominated: 'referred' };

type RegistrationAnswer = RecommendationColumns & Pick<Registration, 'recommend_type' | 'recommend_code' | 'recommend_unit'>;

/** The registration's recommendation as saved, and the register form's answer to the same question. */
export function registrationAnswer(db: Database, registrationUid: string): Promise<RegistrationAnswer> {
  return db
    .selectFrom('registration')
    .select(['referral_method', 'recommendation_resource_uid', 'recommendation_number', 'recommendation_source', 'recommend_type', 'recommend_code', 'recommend_unit'])
    .where('uid', '=', registrationUid)
    .executeTakeFirstOrThrow();
}

/**
 * What step 3 reads: its own saved recommendation, or else the register form's answer to the same
 * question as the starting value (asked once, issue 14). Only a save of step 3 makes it the
 * registration's recommendation: the submission check (toRecommendation) judges the saved one, since
 * the register form's number was never validated and no letter came with it.
 */
export async function readRecommendation(db: Database, row: RegistrationAnswer): Promise<Recommendation | null> {
  const saved = await toRecommendation(db, row);
  const method = row.recommend_type ? METHOD_OF_RECOMMEND_TYPE[row.recommend_type] : undefined;
  if (saved || !method) return saved;
  return {
    referralMethod: method,
    recommendationResourcesUid: null,
    recommendationNumber: method === 'referred' ? row.recommend_code : null,
    recommendationSource: row.recommend_unit ?? '',
    recommendationResourcesResp: null,
  };
}

export interface RecommendationInput {
  referralMethod: ReferralMethod;
  recommendationResourcesUid?: string | null;
  recommendationNumber?: string | null;
  recommendationSource: string;
}

/** Saves the recommendation inside the registration's transaction. */
export async function saveRecommendation(trx: Database, registrationUid: string, input: RecommendationInput): Promise<Recommendation> {
  const current = await trx
    .selectFrom('registration')
    .select(['recommendation_resource_uid', 'recommendation_number', 'recommended_at'])
    .where('uid', '=', registrationUid)
    .executeTakeFirstOrThrow();
  const source = normalizeRecommendUnit(input.recommendationSource);
  if (!source) throw badRequest([{ field: 'recommendationSource', message: BLANK_SOURCE }]);

  let number: string | null = null;
  let letterUid: string | null = null;
  if (input.referralMethod === 'referred') {
    const check = await checkRecommendationNumber(trx, registrationUid, input.recommendationNumber ?? '');
    if (!check.valid) throw badRequest([{ field: 'recommendationNumber', message: check.message }], check.message);
    number = normalizeNumber(input.recommendationNumber!);
    await replaceUpload(trx, current.recommendation_resource_uid, null, registrationUid, 'recommendation-letter', 'recommendationResourcesUid');
  } else {
    const letter = await replaceUpload(
      trx,
      current.recommendation_resource_uid,
      input.recommendationResourcesUid ?? null,
      registrationUid,
      'recommendation-letter',
      'recommendationResourcesUid',
    );
    letterUid = letter?.uid ?? null;
  }
  const row = await trx
    .updateTable('registration')
    .set({
      referral_method: input.referralMethod,
      recommendation_resource_uid: letterUid,
      recommendation_number: number,
      recommendation_source: source,
      // The reward's early-bird order (src/server/features/draw/successful-recommendation.ts): when this number
      // was first saved; saving the same number again keeps its place.
      recommended_at: number === null ? null : number === current.recommendation_number && current.recommended_at ? current.recommended_at : new Date(),
      updated_at: new Date(),
    })
    .where('uid', '=', registrationUid)
    .returning(['referral_method', 'recommendation_resource_uid', 'recommendation_number', 'recommendation_source'])
    .executeTakeFirstOrThrow();
  return (await toRecommendation(trx, row))!;
}
