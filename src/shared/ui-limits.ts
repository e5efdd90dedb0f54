// The register forms' ui texts (schemas/registration-*.ui.json) name limits by placeholder, filled in
// from the schemas at `npm run gen` (scripts/generators/50-programme-limits.mjs), so no number is
// typed twice and the register page carries no code for it:
//   {years}                  "112 至 114 年" (common.schema.json rocYear)
//   {maxLength}              the field's own maxLength
//   {upload:<purpose>}       "JPG、JPEG、PNG，5MB 以內" (upload-rules.json)
//   {recommend:<key>}        the recommendation question's words (recommendation-labels.ts)
import { RECOMMENDATION_LABELS } from './recommendation-labels';
import { fileRuleText, yearSpan } from './limit-texts';
import type { ProgrammeLimits } from './programme-limits';

type Json = Record<string, unknown>;
type Property = { maxLength?: number; $ref?: string };

export function fillLimits(text: string, property: Property | undefined, limits: ProgrammeLimits): string {
  return text.replace(/\{(years|maxLength|upload:([a-z-]+)|recommend:([a-zA-Z]+))\}/g, (whole, key: string, purpose?: string, label?: string) => {
    if (label !== undefined) return RECOMMENDATION_LABELS[label as keyof typeof RECOMMENDATION_LABELS] ?? whole;
    if (key === 'years') return yearSpan(limits.years);
    if (key === 'maxLength') return property?.maxLength === undefined ? whole : String(property.maxLength);
    const rule = limits.uploads[purpose as keyof ProgrammeLimits['uploads']];
    return rule ? fileRuleText(rule) : whole;
  });
}

/** A ui schema with every string of its fields' entries filled in (`schema`: the form schema, $defs inlined). */
export function fillUiSchema(ui: Json, schema: { properties?: Json; $defs?: Json }, limits: ProgrammeLimits): Json {
  const fill = (value: unknown, property: Property | undefined): unknown => {
    if (typeof value === 'string') return fillLimits(value, property, limits);
    if (Array.isArray(value)) return value.map((v) => fill(v, property));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, property)]));
    return value;
  };
  const out: Json = {};
  for (const [name, value] of Object.entries(ui)) {
    let property = schema.properties?.[name] as Property | undefined;
    if (property?.$ref) property = schema.$defs?.[property.$ref.replace('#/$defs/', '')] as Property | undefined;
    out[name] = fill(value, property);
  }
  return out;
}
