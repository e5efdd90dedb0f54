// The rules a schema cannot state because they depend on the lookup lists: the category belongs to
// the group type, the provisions are exactly the category's, a picked vendor is the category's, the
// job level is the category's, the district is the county's. All failures come back together, as
// field errors of one 400 answer.
import { messages } from '../../shared/messages';
import type { FieldError } from '../../shared/field-errors';
import type { Database } from '../db/index';
import type { EntityType } from '../db/schema';

export interface LookupInput {
  entityType: EntityType;
  category: string;
  provisions: { provisionId: number; isSatisfied: boolean }[];
  county: string;
  district: string;
  jobLevel?: string | null;
  /** Create only: the vendor picked from the list (undefined on update: the unit is fixed). */
  vendorUid?: string | null;
}

export interface LookupResult {
  errors: FieldError[];
  /** Create with a picked vendor: the unit name is the vendor's own name. */
  vendorName?: string;
}

export async function checkLookups(db: Database, input: LookupInput, mode: 'create' | 'update'): Promise<LookupResult> {
  const errors: FieldError[] = [];
  const result: LookupResult = { errors };

  const category = await db
    .selectFrom('organization_category')
    .select(['slug', 'entity_type', 'uses_vendor_picker'])
    .where('slug', '=', input.category)
    .executeTakeFirst();
  if (!category || category.entity_type !== input.entityType) {
    errors.push({ field: 'organizationCategory', message: messages.categoryMismatch });
  } else {
    const provisionIds = (
      await db.selectFrom('provision').select('provision_id').where('category_slug', '=', category.slug).execute()
    ).map((p) => p.provision_id);
    const own = new Set(provisionIds);
    const answered = input.provisions.map((p) => p.provisionId);
    if (answered.some((id) => !own.has(id)) || new Set(answered).size !== answered.length) {
      errors.push({ field: 'provisions', message: messages.provisionsMismatch });
    } else if (answered.length !== own.size) {
      errors.push({ field: 'provisions', message: messages.provisionsIncomplete });
    }

    if (mode === 'create') {
      if (input.vendorUid) {
        const vendor = await db
          .selectFrom('vendor')
          .select('name')
          .where('uid', '=', input.vendorUid)
          .where('category_slug', '=', category.slug)
          .where('hidden_at', 'is', null) // no longer on the list: not offered, not accepted
          .executeTakeFirst();
        if (vendor) result.vendorName = vendor.name;
        else errors.push({ field: 'vendorUid', message: messages.vendorNotFound });
      } else if (category.uses_vendor_picker) {
        errors.push({ field: 'organizationName', message: messages.vendorRequired });
      }
    }

    if (input.entityType === 'individual') {
      const level = input.jobLevel
        ? await db
            .selectFrom('job_level')
            .select('slug')
            .where('category_slug', '=', category.slug)
            .where('slug', '=', input.jobLevel)
            .executeTakeFirst()
        : undefined;
      if (!level) errors.push({ field: 'indJobLevelCategory', message: messages.jobLevelMismatch });
    }
  }

  const county = await db.selectFrom('county').select('slug').where('slug', '=', input.county).executeTakeFirst();
  if (!county) {
    errors.push({ field: 'contactCountyCategory', message: messages.countyNotFound });
  } else {
    const district = await db
      .selectFrom('district')
      .select('slug')
      .where('slug', '=', input.district)
      .where('county_slug', '=', input.county)
      .executeTakeFirst();
    if (!district) errors.push({ field: 'contactDistrictCategory', message: messages.districtMismatch });
  }
  return result;
}
