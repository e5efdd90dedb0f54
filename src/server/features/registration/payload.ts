// The registration bodies (create and update) as the contract types them, and their mapping onto
// the registration row. Text is trimmed; recommendUnit is normalized (SPEC.md section 5); the national
// ID number is written only sealed (./national-id).
import type { BodyOf } from '../../platform/contract/handler-types';
import type { Insertable } from 'kysely';
import type { RegistrationTable } from '../../platform/db/schema';
import { normalizeRecommendUnit } from '../../../shared/recommend-unit';

export type CreateBody = BodyOf<'registrationsCreate'>;
export type GroupCreate = Extract<CreateBody, { entityType: 'group' }>;
export type IndividualCreate = Extract<CreateBody, { entityType: 'individual' }>;
type UpdateBody = BodyOf<'registrationsUpdate'>;
export type GroupUpdate = Extract<UpdateBody, { grpCompanyUniformNumber: string }>;
export type IndividualUpdate = Exclude<UpdateBody, GroupUpdate>;

/** Fields every body (create or update, either group type) carries. */
type Editable = GroupUpdate | IndividualUpdate;

type EditableColumns = Required<Pick<
  Insertable<RegistrationTable>,
  | 'is_penalized'
  | 'grp_company_uniform_number'
  | 'contact_name'
  | 'contact_phone_number'
  | 'contact_email'
  | 'contact_county'
  | 'contact_district'
  | 'contact_address_line'
  | 'agreed_to_terms'
  | 'recommend_type'
  | 'recommend_code'
  | 'recommend_unit'
  | 'ind_job_level_category'
  | 'ind_job_title'
  | 'ind_years_at_current_company'
  | 'ind_years_in_profession'
  | 'ind_name'
  | 'ind_personal_id_number'
  | 'ind_birthday'
  | 'ind_avatar_resource_uid'
  | 'contact_fax_number'
>>;

const optional = (value: string | undefined | null) => (value === undefined || value === null ? null : value.trim() || null);

function isIndividual(body: Editable): body is IndividualUpdate {
  return 'indName' in body;
}

/**
 * The columns a body sets (both on create and on update). `sealNationalId` turns the number into its
 * stored form: a required argument, so no write path can store it in the clear.
 */
export function editableColumns(body: Editable, sealNationalId: (plain: string | null) => string | null): EditableColumns {
  const ind = isIndividual(body) ? body : null;
  return {
    is_penalized: body.isPenalized,
    grp_company_uniform_number: ind ? null : (body as GroupUpdate).grpCompanyUniformNumber,
    contact_name: body.contactName.trim(),
    contact_phone_number: body.contactPhoneNumber.trim(),
    contact_fax_number: (body.contactFaxNumber ?? '').trim(),
    contact_email: body.contactEmail.trim(),
    contact_county: body.contactCountyCategory,
    contact_district: body.contactDistrictCategory,
    contact_address_line: body.contactAddressLine.trim(),
    agreed_to_terms: body.agreedToTerms,
    recommend_type: body.recommendType ?? null,
    recommend_code: optional(body.recommendCode),
    recommend_unit: body.recommendUnit === undefined ? null : normalizeRecommendUnit(body.recommendUnit) || null,
    ind_job_level_category: ind?.indJobLevelCategory ?? null,
    ind_job_title: ind ? ind.indJobTitle.trim() : null,
    ind_years_at_current_company: ind?.indYearsAtCurrentCompany ?? null,
    ind_years_in_profession: ind?.indYearsInProfession ?? null,
    ind_name: ind ? ind.indName.trim() : null,
    ind_personal_id_number: sealNationalId(ind?.indPersonalIdNumber ?? null),
    ind_birthday: ind?.indBirthday ?? null,
    ind_avatar_resource_uid: ind?.indAvatarResourcesUid ?? null,
  };
}
