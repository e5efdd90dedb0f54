// One page of the registrations a filter selects (operation adminRegistrationsList), each with what it
// still lacks: the facts are counted in SQL for the page's rows and judged by the one rule
// (judgeRequiredSet, schemas/confirm-required.schema.json), as the submission check judges them.
import type { components } from '../../../shared/generated/api';
import { statusLabelOf } from '../../../shared/back-office-labels';
import type { Services } from '../../platform/contract/services';
import { judgeRequiredSet } from '../upload';
import { countRegistrations, orderedRegistrations, type RegistrationSort } from './filter';
import { factsOfCountedRow, REQUIRED_SET_COUNT_COLUMNS, type RequiredFact } from './required-set-sql';
import { isoTime } from '../../platform/db/iso-time';

export type RegistrationListRequest = components['schemas']['RegistrationListRequest'];
export type AdminRegistrationRow = components['schemas']['AdminRegistrationRow'];
type RequiredItem = components['schemas']['RequiredItem'];

export const DEFAULT_PAGE_SIZE = 20;

export async function listRegistrations(
  services: Pick<Services, 'db' | 'validators'>,
  request: RegistrationListRequest,
): Promise<{ rows: AdminRegistrationRow[]; total: number }> {
  const filter = request.filter ?? {};
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  const ordered = orderedRegistrations(services.db, filter, request.sort as RegistrationSort | undefined).limit(pageSize).offset((page - 1) * pageSize);
  let onPage: { uid: string }[];
  let total: number;
  if (filter.keyword?.trim() || filter.missing?.length) {
    // A filter that reads every row (a substring, counts): the page and the total in one pass of it.
    const found = await ordered.select(['registration.uid', (eb) => eb.fn.countAll<string | number>().over().as('total')]).execute();
    onPage = found;
    total = found.length > 0 ? Number(found[0]!.total) : await countRegistrations(services.db, filter);
  } else {
    // Columns only: the page comes from an index in order (a total over every row would sort them all).
    onPage = await ordered.select('registration.uid').execute();
    total = await countRegistrations(services.db, filter);
  }
  if (onPage.length === 0) return { rows: [], total };
  const details = await services.db
    .selectFrom('registration')
    .innerJoin('organization_category as category', 'category.slug', 'registration.organization_category')
    .where(
      'registration.uid',
      'in',
      onPage.map((r) => r.uid),
    )
    .select([
      'registration.uid',
      'registration.registration_number',
      'registration.edition',
      'registration.entity_type',
      'registration.organization_name',
      'registration.ind_name',
      'registration.organization_category',
      'category.name as category_name',
      'registration.status',
      'registration.previous_status',
      'registration.submitted_at',
      'registration.created_at',
      'registration.updated_at',
      'registration.certificate_employment_resource_uid',
      'registration.referral_method',
      'registration.recommendation_source',
      'registration.recommendation_resource_uid',
      'registration.recommendation_number',
      ...REQUIRED_SET_COUNT_COLUMNS,
    ])
    .execute();
  const byUid = new Map(details.map((d) => [d.uid, d]));
  const found = onPage.map((r) => byUid.get(r.uid)!);
  const rows = found.map((r): AdminRegistrationRow => {
    const facts = factsOfCountedRow(r);
    return {
      uid: r.uid,
      registrationNumber: r.registration_number,
      edition: r.edition,
      entityType: r.entity_type,
      organizationName: r.organization_name,
      personName: r.ind_name,
      categorySlug: r.organization_category,
      categoryName: r.category_name,
      status: r.status,
      // not_awarded names its stage (未入圍決選 / 決審未獲獎) by the status it was decided from.
      statusLabel: statusLabelOf(r.status, r.previous_status),
      submittedAt: r.submitted_at ? isoTime(r.submitted_at) : null,
      createdAt: isoTime(r.created_at),
      updatedAt: isoTime(r.updated_at),
      missing: judgeRequiredSet(services.validators, facts).map((e) => e.field as RequiredItem & RequiredFact),
    };
  });
  return { rows, total };
}
