// The required set before the final submission (SPEC.md section 5), read from
// schemas/confirm-required.schema.json, the one home of that rule (the server answers 400 from the
// same file). A tiny reader of the few keywords the schema uses (minimum, const), so the browser
// needs no run-time schema compiler; an unknown keyword fails loudly instead of passing silently.
import requiredSchema from '../../schemas/confirm-required.schema.json';

/** What a registration holds, as counts and flags (the schema's properties). */
export interface RequiredFacts {
  excellentAchievements: number;
  achievementPhotos: number;
  employmentProof: boolean;
  recommendation: boolean;
  workplacePhotos: number;
}

export type RequiredItem = keyof RequiredFacts;

interface PropertyRule {
  minimum?: number;
  const?: number | boolean;
  errorMessage: string;
}

const KNOWN_KEYWORDS = new Set(['description', 'type', 'minimum', 'const', 'errorMessage']);
const properties = requiredSchema.properties as Record<RequiredItem, PropertyRule>;

for (const [name, rule] of Object.entries(properties)) {
  for (const keyword of Object.keys(rule)) {
    if (!KNOWN_KEYWORDS.has(keyword)) throw new Error(`confirm-required.schema.json: ${name}.${keyword} is not understood by required-set.ts`);
  }
}

function holds(rule: PropertyRule, value: number | boolean): boolean {
  if (rule.const !== undefined && value !== rule.const) return false;
  if (rule.minimum !== undefined && (typeof value !== 'number' || value < rule.minimum)) return false;
  return true;
}

/** The items still missing, in the schema's order (empty when the set is complete). */
export function missingRequired(facts: RequiredFacts): RequiredItem[] {
  return (requiredSchema.required as RequiredItem[]).filter((name) => !holds(properties[name], facts[name]));
}

/** The item's name as the list "請完成以下必填項目：…" shows it. */
export function requiredItemLabel(item: RequiredItem): string {
  return properties[item].errorMessage;
}

/** The count of workplace photos the set asks for. */
export const REQUIRED_WORKPLACE_PHOTOS = properties.workplacePhotos.const as number;
