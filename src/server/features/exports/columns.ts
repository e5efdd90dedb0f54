// The columns of the CSV and XLSX exports: one row per registration, headed in zh-TW by the titles of
// the fields' own schemas (schemas/common.schema.json, the filter's) and valued with the glossary's
// labels. The national ID number column exists only for an admin (DESIGN.md section 11).
import commonSchema from '../../../../schemas/common.schema.json';
import filterSchema from '../../../../schemas/admin/registration-filter.schema.json';
import individualSchema from '../../../../schemas/registration-individual.schema.json';
import { REGISTRATION_STATUS_LABELS } from '../../../shared/back-office-labels';
import { ENTITY_TYPE_LABELS } from '../../../shared/labels';
import { rocDateTimeSeconds } from '../../../shared/taipei-time';
import type { Database } from '../../platform/db/index';
import type { Registration } from '../../platform/db/schema';
import { openNationalId } from '../registration';
import type { Services } from '../../platform/contract/services';
import { judgeRequiredSet } from '../upload';
import { hasCapability, type StaffCapability } from '../../../shared/staff-capabilities';
import type { StaffRole } from '../../platform/contract/roles';
import { orderedRegistrations, type RegistrationFilter, factsOfCountedRow, REQUIRED_SET_COUNT_COLUMNS } from '../review';

const title = (key: keyof typeof commonSchema.$defs) => (commonSchema.$defs[key] as { title?: string }).title ?? key;

export interface ExportRow {
  registration: Registration;
  categoryName: string;
  countyName: string | null;
  districtName: string | null;
  zip: string | null;
  missing: string[];
}

interface Column {
  header: string;
  value: (row: ExportRow, services: Services) => string | number | null;
  /** Only for a role holding this capability (the contract's x-capabilities). */
  capability?: StaffCapability;
}

const COLUMNS: Column[] = [
  { header: title('registrationNumber'), value: (r) => r.registration.registration_number },
  { header: filterSchema.properties.editions.title, value: (r) => r.registration.edition },
  { header: individualSchema.properties.entityType.title, value: (r) => ENTITY_TYPE_LABELS[r.registration.entity_type] },
  { header: filterSchema.properties.categories.title, value: (r) => r.categoryName },
  { header: title('organizationName'), value: (r) => r.registration.organization_name },
  { header: title('taxId'), value: (r) => r.registration.grp_company_uniform_number },
  { header: title('personName'), value: (r) => r.registration.ind_name },
  {
    header: title('nationalId'),
    capability: 'exportNationalId',
    value: (r, services) => openNationalId(services.pii, r.registration.uid, r.registration.ind_personal_id_number),
  },
  { header: title('birthDate'), value: (r) => r.registration.ind_birthday },
  { header: title('jobTitle'), value: (r) => r.registration.ind_job_title },
  { header: title('contactName'), value: (r) => r.registration.contact_name },
  { header: title('phone'), value: (r) => r.registration.contact_phone_number },
  { header: title('email'), value: (r) => r.registration.contact_email },
  {
    header: title('address'),
    value: (r) => [r.zip, r.countyName, r.districtName, r.registration.contact_address_line].filter(Boolean).join(' '),
  },
  { header: filterSchema.properties.statuses.title, value: (r) => REGISTRATION_STATUS_LABELS[r.registration.status] },
  { header: '送出時間', value: (r) => (r.registration.submitted_at ? rocDateTimeSeconds(r.registration.submitted_at) : null) },
  { header: filterSchema.properties.missing.title, value: (r) => r.missing.join('、') },
];

export function exportColumns(role: StaffRole): Column[] {
  return COLUMNS.filter((c) => !c.capability || hasCapability(role, c.capability));
}

/** Rows per query: the export reads the filter's registrations a batch at a time, never all at once. */
const BATCH = 500;

/** The registrations `filter` selects, by registration number, a batch at a time. */
export async function* exportRows(services: Pick<Services, 'db' | 'validators'>, filter: RegistrationFilter): AsyncGenerator<ExportRow> {
  const db: Database = services.db;
  for (let offset = 0; ; offset += BATCH) {
    const batch = await orderedRegistrations(db, filter, { field: 'registrationNumber', direction: 'asc' })
      .innerJoin('organization_category as category', 'category.slug', 'registration.organization_category')
      .leftJoin('county', 'county.slug', 'registration.contact_county')
      .leftJoin('district', 'district.slug', 'registration.contact_district')
      .selectAll('registration')
      .select([
        'category.name as category_name',
        'county.name as county_name',
        'district.name as district_name',
        'district.zip as zip',
        ...REQUIRED_SET_COUNT_COLUMNS,
      ])
      .limit(BATCH)
      .offset(offset)
      .execute();
    for (const r of batch) {
      const facts = factsOfCountedRow(r);
      yield {
        registration: r,
        categoryName: r.category_name,
        countyName: r.county_name,
        districtName: r.district_name,
        zip: r.zip,
        missing: judgeRequiredSet(services.validators, facts).map((m) => m.message),
      };
    }
    if (batch.length < BATCH) return;
  }
}
