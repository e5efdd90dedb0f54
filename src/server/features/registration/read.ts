// One's registration as the edit form reads it (SPEC.md section 3, registration read response). The
// one place the national ID number is opened: the owner's edit form shows it (the locked summary masks
// it), and the back office's registration page reads it through here too (masked for an editor there).
import type { components } from '../../../shared/generated/api';
import type { Config } from '../../platform/config/config';
import { notFound } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import type { PiiCipher } from '../../platform/security/pii-cipher';
import { toFileResource } from '../resources';
import { changeSubjectOf, isEditable } from '../../platform/contract/editable';
import { openNationalId } from './national-id';

export type RegistrationRead = components['schemas']['RegistrationRead'];

const num = (value: string | number | null) => (value === null ? null : Number(value));

export async function readRegistration(db: Database, config: Config, pii: PiiCipher, uid: string): Promise<RegistrationRead> {
  const row = await db
    .selectFrom('registration as r')
    .innerJoin('organization_category as c', 'c.slug', 'r.organization_category')
    .innerJoin('county', 'county.slug', 'r.contact_county')
    .innerJoin('district', 'district.slug', 'r.contact_district')
    .selectAll('r')
    .select(['c.name as category_name', 'county.name as county_name', 'district.name as district_name'])
    .where('r.uid', '=', uid)
    .executeTakeFirst();
  if (!row) throw notFound();
  const provisions = await db
    .selectFrom('registration_provision as rp')
    .innerJoin('provision as p', 'p.provision_id', 'rp.provision_id')
    .select(['rp.provision_id', 'rp.is_satisfied'])
    .where('rp.registration_uid', '=', uid)
    .orderBy('p.order_index')
    .execute();
  const avatar = row.ind_avatar_resource_uid
    ? await db.selectFrom('resource').selectAll().where('uid', '=', row.ind_avatar_resource_uid).executeTakeFirst()
    : undefined;
  return {
    uid: row.uid,
    registrationNumber: row.registration_number,
    registrationStatus: row.status,
    editable: isEditable(config, changeSubjectOf(row)),
    entityType: row.entity_type,
    grpCompanyUniformNumber: row.grp_company_uniform_number,
    organizationName: row.organization_name,
    vendorUid: row.vendor_uid,
    organizationCategoryResp: { slug: row.organization_category, name: row.category_name },
    provisions: provisions.map((p) => ({ provisionId: p.provision_id, isSatisfied: p.is_satisfied })),
    isPenalized: row.is_penalized,
    contactName: row.contact_name,
    contactPhoneNumber: row.contact_phone_number,
    contactFaxNumber: row.contact_fax_number,
    contactEmail: row.contact_email,
    contactCountyResp: { slug: row.contact_county, name: row.county_name },
    contactDistrictResp: { slug: row.contact_district, name: row.district_name },
    contactAddressLine: row.contact_address_line,
    agreedToTerms: row.agreed_to_terms,
    recommendType: row.recommend_type,
    recommendCode: row.recommend_code,
    recommendUnit: row.recommend_unit,
    indJobLevelCategory: row.ind_job_level_category,
    indJobTitle: row.ind_job_title,
    indYearsAtCurrentCompany: num(row.ind_years_at_current_company),
    indYearsInProfession: num(row.ind_years_in_profession),
    indName: row.ind_name,
    indPersonalIdNumber: openNationalId(pii, row.uid, row.ind_personal_id_number),
    indBirthday: row.ind_birthday,
    indAvatarResourcesResp: avatar ? toFileResource(avatar) : null,
  };
}
