// The lookup lists' reads (lookup-handlers.ts): organization categories, provisions, counties,
// districts, vendors and job levels, each in its list's order.
import type { Database } from '../../platform/db/index';
import { containsPattern } from '../../platform/db/like';
import type { EntityType } from '../../platform/db/schema';

/** The organization categories of a group type. */
export function organizationCategories(db: Database, entityType: EntityType) {
  return db
    .selectFrom('organization_category')
    .select(['name', 'slug', 'uid', 'uses_vendor_picker'])
    .where('entity_type', '=', entityType)
    .orderBy('order_index')
    .execute();
}

/** The provisions of an organization category. */
export function categoryProvisions(db: Database, categorySlug: string) {
  return db
    .selectFrom('provision')
    .select(['provision_id', 'title', 'order_index', 'legal_basis'])
    .where('category_slug', '=', categorySlug)
    .orderBy('order_index')
    .orderBy('provision_id')
    .execute();
}

export function counties(db: Database) {
  return db.selectFrom('county').select(['name', 'slug']).orderBy('order_index').execute();
}

/** The districts of a county. */
export function countyDistricts(db: Database, countySlug: string) {
  return db
    .selectFrom('district')
    .select(['name', 'slug', 'zip'])
    .where('county_slug', '=', countySlug)
    .orderBy('order_index')
    .execute();
}

/** The vendors an organization category offers, by name; with a keyword (trimmed, or ''), those whose name contains it. */
export function categoryVendors(db: Database, categorySlug: string, keyword: string) {
  let select = db
    .selectFrom('vendor')
    .select(['name', 'uid'])
    .where('category_slug', '=', categorySlug)
    .where('hidden_at', 'is', null); // dropped from the imported list: kept for its registrations only
  if (keyword) select = select.where('name', 'ilike', containsPattern(keyword));
  return select.orderBy('name').orderBy('uid').execute();
}

/** The job levels of an organization category. */
export function categoryJobLevels(db: Database, categorySlug: string) {
  return db
    .selectFrom('job_level')
    .select(['name', 'slug', 'description'])
    .where('category_slug', '=', categorySlug)
    .orderBy('order_index')
    .execute();
}
