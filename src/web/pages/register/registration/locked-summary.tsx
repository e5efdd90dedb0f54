// A locked registration (submitted, under review) shown as what it is: a read-only summary list, label
// and value in full contrast (GOV.UK's summary list), not a form of disabled inputs. Labels are the form's
// own (its ui schema's `ui:title`), values are shown by their names (lookups, the ui schema's enum names),
// and the national ID number is masked. Loaded only for a locked registration (registration-view.tsx).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Lookups } from '../../../forms/lookups/use-registration-lookups';
import type { LockedViewProps } from './registration-view';
import css from './registration.module.css';

/** Shown above the form in the fixed list (number, group, category, unit name), or not a fact of the entry. */
const NOT_LISTED = new Set(['entityType', 'organizationCategory', 'organizationName', 'vendorUid', 'cfToken', '*']);

export const LOCKED_SUMMARY_TEXT = {
  list: '報名資料',
  none: '未填寫',
  yes: '是',
  no: '否',
  agreed: '已同意',
  photo: '已上傳',
} as const;

type Json = Record<string, unknown>;

/** The property's schema with a local `$ref` followed (the generated schemas keep `$defs`). */
function propertySchema(schema: RJSFSchema, field: string): Json {
  const prop = ((schema.properties ?? {}) as Record<string, Json>)[field] ?? {};
  const ref = typeof prop.$ref === 'string' ? prop.$ref.replace('#/$defs/', '') : null;
  return ref ? (((schema.$defs ?? {}) as Record<string, Json>)[ref] ?? prop) : prop;
}

/** Keeps the first character and the last four: enough to recognise, not enough to read off. */
function maskNationalId(value: string): string {
  return value.length > 5 ? `${value.slice(0, 1)}${'*'.repeat(value.length - 5)}${value.slice(-4)}` : value;
}

function nameOf<T extends { slug: string; name: string }>(items: T[], slug: unknown): string | undefined {
  return items.find((i) => i.slug === slug)?.name;
}

function valueText(field: string, value: unknown, schema: RJSFSchema, ui: UiSchema, lookups: Lookups): string {
  const fieldUi = (ui[field] ?? {}) as Json;
  const widget = fieldUi['ui:widget'];
  if (field === 'provisions') {
    const ticked = new Set((Array.isArray(value) ? (value as { provisionId: number; isSatisfied: boolean }[]) : []).filter((p) => p.isSatisfied).map((p) => p.provisionId));
    return lookups.provisions.items.filter((p) => ticked.has(p.provisionId)).map((p) => p.provisionTitle).join('\n');
  }
  if (value === undefined || value === null || value === '') return '';
  if (field === 'indPersonalIdNumber' && typeof value === 'string') return maskNationalId(value);
  if (widget === 'photo') return LOCKED_SUMMARY_TEXT.photo;
  if (widget === 'agree') return value === true ? LOCKED_SUMMARY_TEXT.agreed : '';
  if (widget === 'jobLevel') return nameOf(lookups.jobLevels.items, value) ?? String(value);
  if (widget === 'county') return nameOf(lookups.counties.items, value) ?? String(value);
  if (widget === 'district') return nameOf(lookups.districts.items, value) ?? String(value);
  const names = fieldUi['ui:enumNames'];
  const options = propertySchema(schema, field).enum;
  if (Array.isArray(names) && Array.isArray(options)) {
    const i = options.indexOf(value);
    if (i >= 0 && typeof names[i] === 'string') return names[i];
  }
  if (typeof value === 'boolean') return value ? LOCKED_SUMMARY_TEXT.yes : LOCKED_SUMMARY_TEXT.no;
  return String(value);
}

export default function LockedSummary({ schema, uiSchema, formData, lookups }: LockedViewProps) {
  const order = (uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(schema.properties ?? {});
  const rows = order
    .filter((field) => !NOT_LISTED.has(field) && (uiSchema[field] as Json | undefined)?.['ui:widget'] !== 'hidden')
    .map((field) => {
      const title = (uiSchema[field] as Json | undefined)?.['ui:title'];
      return { field, label: typeof title === 'string' ? title : field, value: valueText(field, formData[field], schema, uiSchema, lookups) };
    });
  return (
    <dl className={css.summary} aria-label={LOCKED_SUMMARY_TEXT.list}>
      {rows.map((row) => (
        <div key={row.field} className={css.summaryRow}>
          <dt>{row.label}</dt>
          <dd>{row.value || LOCKED_SUMMARY_TEXT.none}</dd>
        </div>
      ))}
    </dl>
  );
}
