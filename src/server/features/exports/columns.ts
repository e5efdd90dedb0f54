// The columns of the CSV and XLSX exports: one row per registration, headed in zh-TW by the titles of
// the fields' own schemas (schemas/common.schema.json, the filter's) and valued with the glossary's
// labels. The national ID number column exists only for an admin (DESIGN.md section 11).
import commonSchema from '../../../../schemas/common.schema.json';
import filterSchema from '../../../../schemas/admin/registration-filter.schema.json';
import individualSchema from '../../../../schemas/registration-individual.schema.json';
import { REGISTRATION_STATUS_LABELS } from '../../../shared/back-office-labels';
import { ENTITY_TYPE_LABELS } from '../../../shared/labels';
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

/** A cell: text, a number, a moment (written as Taipei time: a date cell in XLSX, the programme's text in CSV), or empty. */
export type CellValue = string | number | Date | null;

export interface Column {
  header: string;
  /**
   * The XLSX column's width in Excel's unit, the width of a digit (a CJK character takes two): room for
   * the column's usual longest value. Widths are declared because the workbook is streamed: its columns
   * are written before the first row, so they cannot be measured from the rows.
   */
  width: number;
  value: (row: ExportRow, services: Services) => CellValue;
  /** Digits that name something (統一編號, a phone number), not a quantity: Excel must keep them as text, leading zero and all. */
  digitsAsText?: boolean;
  /** Only for a role holding this capability (the contract's x-capabilities). */
  capability?: StaffCapability;
}

const COLUMNS: Column[] = [
  { header: title('registrationNumber'), width: 12, value: (r) => r.registration.registration_number },
  { header: filterSchema.properties.editions.title, width: 6, value: (r) => r.registration.edition },
  { header: individualSchema.properties.entityType.title, width: 10, value: (r) => ENTITY_TYPE_LABELS[r.registration.entity_type] },
  // The longest category, 「觀光推廣協會及其他熱心觀光團體」, is 15 characters.
  { header: filterSchema.properties.categories.title, width: 32, value: (r) => r.categoryName },
  { header: title('organizationName'), width: 36, value: (r) => r.registration.organization_name },
  { header: title('taxId'), width: 10, digitsAsText: true, value: (r) => r.registration.grp_company_uniform_number },
  { header: title('personName'), width: 10, value: (r) => r.registration.ind_name },
  {
    header: title('nationalId'),
    width: 12,
    capability: 'exportNationalId',
    value: (r, services) => openNationalId(services.pii, r.registration.uid, r.registration.ind_personal_id_number),
  },
  { header: title('birthDate'), width: 12, value: (r) => r.registration.ind_birthday },
  { header: title('jobTitle'), width: 16, value: (r) => r.registration.ind_job_title },
  { header: title('contactName'), width: 10, value: (r) => r.registration.contact_name },
  { header: title('phone'), width: 20, digitsAsText: true, value: (r) => r.registration.contact_phone_number },
  { header: title('email'), width: 44, value: (r) => r.registration.contact_email },
  {
    header: title('address'),
    width: 60,
    value: (r) => [r.zip, r.countyName, r.districtName, r.registration.contact_address_line].filter(Boolean).join(' '),
  },
  { header: filterSchema.properties.statuses.title, width: 14, value: (r) => REGISTRATION_STATUS_LABELS[r.registration.status] },
  { header: '送出時間', width: 20, value: (r) => (r.registration.submitted_at ? new Date(r.registration.submitted_at) : null) },
  { header: filterSchema.properties.missing.title, width: 48, value: (r) => r.missing.join('、') },
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
