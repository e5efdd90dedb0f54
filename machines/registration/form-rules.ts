// The register form's workflow rules (SPEC.md section 4), as pure functions over the form data: what a
// change clears, what a submit sends, what a draft may keep, how a saved registration prefills the form.
// Field names are the payload's (schemas/registration-*.schema.json).
import type { components } from '../../src/shared/generated/api';
import { normalizeRecommendUnit } from '../../src/shared/recommend-unit';

export type FormData = Record<string, unknown>;
export type EntityType = 'group' | 'individual';

export interface ProvisionChoice {
  provisionId: number;
  isSatisfied: boolean;
}

/** Fields that belong to a unit category: cleared when the category changes (new mode). */
const CATEGORY_DEPENDENT: Record<EntityType, readonly string[]> = {
  group: ['organizationName', 'vendorUid', 'provisions'],
  individual: ['organizationName', 'vendorUid', 'provisions', 'indJobLevelCategory', 'indJobTitle'],
};

/** Never kept in browser storage: the ID number (personal data) and the single-use security token. */
const NOT_IN_DRAFT = ['indPersonalIdNumber', 'cfToken'] as const;

function without(data: FormData, keys: readonly string[]): FormData {
  const out = { ...data };
  for (const key of keys) delete out[key];
  return out;
}

export function entityTypeOf(data: FormData): EntityType {
  return data.entityType === 'individual' ? 'individual' : 'group';
}

/**
 * The form data after the user changed `prev` into `next`:
 * - another group type starts an empty form of that type;
 * - another unit category (new mode) drops the unit name, the picked vendor, the ticked provisions
 *   and, for individuals, the job level and title;
 * - another county drops the district.
 */
export function applyEdit(prev: FormData, next: FormData, mode: 'new' | 'edit'): FormData {
  if (next.entityType !== prev.entityType && next.entityType !== undefined) {
    return { entityType: next.entityType };
  }
  let out = next;
  if (mode === 'new' && next.organizationCategory !== prev.organizationCategory) {
    out = without(out, CATEGORY_DEPENDENT[entityTypeOf(next)]);
  }
  if (next.contactCountyCategory !== prev.contactCountyCategory) {
    out = without(out, ['contactDistrictCategory']);
  }
  return out;
}

/** What a submit sends: the form data with recommendUnit normalised and empty optional text dropped. */
export function toPayload(data: FormData): FormData {
  const out: FormData = { ...data };
  if (typeof out.recommendUnit === 'string') {
    out.recommendUnit = normalizeRecommendUnit(out.recommendUnit);
    if (out.recommendUnit === '') delete out.recommendUnit;
  }
  if (out.recommendType !== 'nominated') delete out.recommendCode;
  return out;
}

/** What may be kept in this tab's storage while the form is unsent. */
export function toDraft(data: FormData): FormData {
  return without(data, NOT_IN_DRAFT);
}

/** The provision list of a category with the registrant's choices ticked (unknown ids are dropped). */
export function mergeProvisions(listIds: readonly number[], chosen: readonly ProvisionChoice[]): ProvisionChoice[] {
  const satisfied = new Set(chosen.filter((c) => c.isSatisfied).map((c) => c.provisionId));
  return listIds.map((provisionId) => ({ provisionId, isSatisfied: satisfied.has(provisionId) }));
}

/** A saved registration as the contract's read answers it. */
export type SavedRegistration = components['schemas']['RegistrationRead'];

/**
 * The edit form's data from a saved registration (update payload fields only). With the category's
 * provision list, every provision is listed; without it (the list never came), the saved choices stand.
 */
export function prefillFromSaved(saved: SavedRegistration, provisionIds: readonly number[] | null): FormData {
  const data: FormData = {
    isPenalized: saved.isPenalized,
    provisions: provisionIds ? mergeProvisions(provisionIds, saved.provisions) : saved.provisions,
    agreedToTerms: saved.agreedToTerms,
    contactName: saved.contactName,
    contactPhoneNumber: saved.contactPhoneNumber,
    contactFaxNumber: saved.contactFaxNumber || undefined,
    contactEmail: saved.contactEmail,
    contactCountyCategory: saved.contactCountyResp.slug,
    contactDistrictCategory: saved.contactDistrictResp.slug,
    contactAddressLine: saved.contactAddressLine,
    recommendType: saved.recommendType ?? undefined,
    recommendCode: saved.recommendCode ?? undefined,
    recommendUnit: saved.recommendUnit ?? undefined,
  };
  if (saved.entityType === 'group') {
    data.grpCompanyUniformNumber = saved.grpCompanyUniformNumber ?? undefined;
  } else {
    Object.assign(data, {
      indJobLevelCategory: saved.indJobLevelCategory ?? undefined,
      indJobTitle: saved.indJobTitle ?? undefined,
      indYearsAtCurrentCompany: saved.indYearsAtCurrentCompany ?? undefined,
      indYearsInProfession: saved.indYearsInProfession ?? undefined,
      indName: saved.indName ?? undefined,
      indPersonalIdNumber: saved.indPersonalIdNumber ?? undefined,
      indBirthday: saved.indBirthday ?? undefined,
      indAvatarResourcesUid: saved.indAvatarResourcesResp?.uid ?? undefined,
    });
  }
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return data;
}
