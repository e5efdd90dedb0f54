// "The registrations this filter selects" (schemas/admin/registration-filter.schema.json, validated by the
// route before it gets here): one query over `registration`, for the list, its counts and the exports.
// Keyword: a case-insensitive substring of the number, unit name, person name, contact name / e-mail /
// phone or tax id, with % and _ taken literally. National ID numbers are never searched or selected here.
import { containsPattern } from '../../platform/db/like';
import type { RawBuilder, SelectQueryBuilder } from 'kysely';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../../../shared/registration-status';
import type { components } from '../../../shared/generated/api';
import type { Database } from '../../platform/db/index';
import { sql } from '../../platform/db/kysely-runtime';
import type { DB } from '../../platform/db/schema';
import { lacking } from './required-set-sql';

export type RegistrationFilter = components['schemas']['RegistrationFilter'];
export type RegistrationSort = components['schemas']['RegistrationListRequest']['sort'] & {};
export type RegistrationSortField = RegistrationSort['field'];

// The filter's status enum (schemas/) names exactly the statuses of machines/review/.
type FilterStatus = NonNullable<RegistrationFilter['statuses']>[number];
const everyStatusFilterable: readonly FilterStatus[] = REGISTRATION_STATUSES;
const everyFilterStatusExists: readonly RegistrationStatus[] = [] as FilterStatus[];
void everyStatusFilterable;
void everyFilterStatusExists;

/** Rows of `registration`: what every filtered query starts from (select what you need of it). */
export type FilteredQuery = SelectQueryBuilder<DB, 'registration', object>;


// The arguments of registration_keyword_text (migration 0025), in its order: the text a keyword searches,
// lower-cased, a line per column. The trigram index is on that call: the same call here lets it serve.
const KEYWORD_COLUMNS = [
  'registration_number',
  'organization_name',
  'ind_name',
  'contact_name',
  'contact_email',
  'contact_phone_number',
  'grp_company_uniform_number',
] as const;
const SEARCHED = sql<string>`registration_keyword_text(${sql.join(KEYWORD_COLUMNS.map((c) => sql.ref(`registration.${c}`)))})`;

/** The registrations `filter` selects, unordered (see orderedRegistrations). */
export function filteredRegistrations(db: Database, filter: RegistrationFilter): FilteredQuery {
  let q: FilteredQuery = db.selectFrom('registration');
  if (filter.editions?.length) q = q.where('registration.edition', 'in', filter.editions);
  if (filter.entityType) q = q.where('registration.entity_type', '=', filter.entityType);
  if (filter.categories?.length) q = q.where('registration.organization_category', 'in', filter.categories);
  if (filter.statuses?.length) q = q.where('registration.status', 'in', filter.statuses);
  if (filter.submitted !== undefined) q = q.where('registration.submitted_at', filter.submitted ? 'is not' : 'is', null);
  if (filter.missing?.length) q = q.where(lacking(filter.missing));
  const keyword = filter.keyword?.trim();
  if (keyword) q = q.where(SEARCHED, 'like', sql<string>`lower(${containsPattern(keyword)})`);
  return q;
}

/** Sort fields of the allowlist (the list schema's enum) and the column each sorts by. */
const SORT_COLUMNS = {
  registrationNumber: 'registration.registration_number',
  organizationName: 'registration.organization_name',
  category: sql`(SELECT order_index FROM organization_category c WHERE c.slug = registration.organization_category)`,
  status: 'registration.status',
  createdAt: 'registration.created_at',
  submittedAt: 'registration.submitted_at',
  updatedAt: 'registration.updated_at',
} satisfies Record<RegistrationSortField, string | RawBuilder<unknown>>;

export const DEFAULT_SORT: RegistrationSort = { field: 'createdAt', direction: 'desc' };

/** Sort fields whose column may be null (never-submitted registrations go last either way). */
const NULLABLE_SORT_FIELDS: readonly RegistrationSortField[] = ['submittedAt'];

/** The registrations `filter` selects, in `sort`'s order, ties by number. */
export function orderedRegistrations(db: Database, filter: RegistrationFilter, sort: RegistrationSort = DEFAULT_SORT): FilteredQuery {
  const column = SORT_COLUMNS[sort.field];
  const nullsLast = NULLABLE_SORT_FIELDS.includes(sort.field);
  // Plain asc/desc elsewhere: "desc nulls last" on a NOT NULL column would keep its index from serving the order.
  return filteredRegistrations(db, filter)
    .orderBy(typeof column === 'string' ? sql.ref(column) : column, (ob) => {
      const ordered = sort.direction === 'asc' ? ob.asc() : ob.desc();
      return nullsLast ? ordered.nullsLast() : ordered;
    })
    .orderBy('registration.registration_number', sort.direction);
}

/** How many registrations `filter` selects. */
export async function countRegistrations(db: Database, filter: RegistrationFilter): Promise<number> {
  const row = await filteredRegistrations(db, filter).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
