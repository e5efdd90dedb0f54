// The rules a schema cannot state because they depend on the lookup lists: the category belongs to
// the group type, the provisions are exactly the category's, a picked vendor is the category's, the
// job level is the category's, the district is the county's. All failures come back together, as
// field errors of one 400 answer.
import { messages } from '../../../shared/messages';
import type { FieldError } from '../../../shared/field-errors';
import type { Database } from '../../platform/db/index';
import { sql } from '../../platform/db/kysely-runtime';
import type { EntityType } from '../../platform/db/schema';

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

  // One statement for every list the input names (the embedded database serves one statement at a
  // time: a registration in a surge waits for each of its statements' turns).
  const found = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('organization_category').select('entity_type').where('slug', '=', input.category).as('categoryEntityType'),
      eb.selectFrom('organization_category').select('uses_vendor_picker').where('slug', '=', input.category).as('usesVendorPicker'),
      eb
        .selectFrom('provision')
        .select(sql<number[]>`coalesce(json_agg(provision_id), '[]'::json)`.as('ids'))
        .where('category_slug', '=', input.category)
        .as('provisionIds'),
      eb
        .selectFrom('vendor')
        .select('name')
        .where('uid', '=', mode === 'create' && input.vendorUid ? input.vendorUid : null)
        .where('category_slug', '=', input.category)
        .where('hidden_at', 'is', null) // no longer on the list: not offered, not accepted
        .as('vendorName'),
      eb.exists(eb.selectFrom('job_level').select('slug').where('category_slug', '=', input.category).where('slug', '=', input.jobLevel ?? null)).as('jobLevelFound'),
      eb.exists(eb.selectFrom('county').select('slug').where('slug', '=', input.county)).as('countyFound'),
      eb
        .exists(eb.selectFrom('district').select('slug').where('slug', '=', input.district).where('county_slug', '=', input.county))
        .as('districtFound'),
    ])
    .executeTakeFirstOrThrow();

  if (!found.categoryEntityType || found.categoryEntityType !== input.entityType) {
    errors.push({ field: 'organizationCategory', message: messages.categoryMismatch });
  } else {
    const own = new Set(found.provisionIds ?? []);
    const answered = input.provisions.map((p) => p.provisionId);
    if (answered.some((id) => !own.has(id)) || new Set(answered).size !== answered.length) {
      errors.push({ field: 'provisions', message: messages.provisionsMismatch });
    } else if (answered.length !== own.size) {
      errors.push({ field: 'provisions', message: messages.provisionsIncomplete });
    }

    if (mode === 'create') {
      if (input.vendorUid) {
        if (found.vendorName) result.vendorName = found.vendorName;
        else errors.push({ field: 'vendorUid', message: messages.vendorNotFound });
      } else if (found.usesVendorPicker) {
        errors.push({ field: 'organizationName', message: messages.vendorRequired });
      }
    }

    if (input.entityType === 'individual' && !(input.jobLevel && found.jobLevelFound)) {
      errors.push({ field: 'indJobLevelCategory', message: messages.jobLevelMismatch });
    }
  }

  if (!found.countyFound) {
    errors.push({ field: 'contactCountyCategory', message: messages.countyNotFound });
  } else if (!found.districtFound) {
    errors.push({ field: 'contactDistrictCategory', message: messages.districtMismatch });
  }
  return result;
}
