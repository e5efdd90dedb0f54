// Counts above the registrations list (operation adminRegistrationsSummary), for the same filter: per
// status, per category, and registrations and first submissions per Taipei day of the programme's window
// (registration opens → upload closes), every day listed.
import { REGISTRATION_STATUSES } from '../../../shared/registration-status';
import type { components } from '../../../shared/generated/api';
import { REGISTRATION_STATUS_LABELS } from '../../../shared/back-office-labels';
import { daysBetween, taipeiDate } from '../../../shared/taipei-time';
import { sql } from '../../platform/db/kysely-runtime';
import type { Services } from '../../platform/contract/services';
import { countRegistrations, filteredRegistrations, type RegistrationFilter } from './filter';

export type AdminRegistrationSummary = components['schemas']['AdminRegistrationSummary'];

const dayOf = (column: 'registration.created_at' | 'registration.submitted_at') =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'Asia/Taipei', 'YYYY-MM-DD')`;

export async function summarizeRegistrations(services: Pick<Services, 'db' | 'config'>, filter: RegistrationFilter): Promise<AdminRegistrationSummary> {
  const { db } = services;
  const total = await countRegistrations(db, filter);
  const statuses = await filteredRegistrations(db, filter)
    .select(['registration.status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('registration.status')
    .execute();
  const perCategory = await filteredRegistrations(db, filter)
    .select(['registration.organization_category', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('registration.organization_category')
    .execute();
  const counted = new Map(perCategory.map((r) => [r.organization_category, Number(r.n)]));
  const categories = await db.selectFrom('organization_category').select(['slug', 'name', 'entity_type']).orderBy('entity_type').orderBy('order_index').execute();
  const created = await filteredRegistrations(db, filter)
    .select([dayOf('registration.created_at').as('day'), (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy(sql`1`)
    .execute();
  const submitted = await filteredRegistrations(db, filter)
    .where('registration.submitted_at', 'is not', null)
    .select([dayOf('registration.submitted_at').as('day'), (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy(sql`1`)
    .execute();

  const countOf = (rows: { day: string; n: string | number }[]) => new Map(rows.map((r) => [r.day, Number(r.n)]));
  const perCreated = countOf(created);
  const perSubmitted = countOf(submitted);
  const { registrationOpensAt, uploadClosesAt } = services.config.programme;
  const byStatus = new Map(statuses.map((r) => [r.status, Number(r.n)]));
  return {
    total,
    byStatus: REGISTRATION_STATUSES.map((status) => ({ status, label: REGISTRATION_STATUS_LABELS[status], count: byStatus.get(status) ?? 0 })),
    byCategory: categories.filter((c) => counted.has(c.slug)).map((c) => ({ slug: c.slug, name: c.name, entityType: c.entity_type, count: counted.get(c.slug)! })),
    perDay: daysBetween(taipeiDate(registrationOpensAt), taipeiDate(uploadClosesAt)).map((date) => ({
      date,
      registrations: perCreated.get(date) ?? 0,
      submissions: perSubmitted.get(date) ?? 0,
    })),
  };
}
