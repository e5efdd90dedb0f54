// "What is still missing" in SQL, for lists and filters over thousands of registrations. The facts are
// counted and read in SQL (counting rows is not a rule); which values are missing is read from the one
// rule, schemas/confirm-required.schema.json: each judged item's constraint (minimum, const, and the
// conditional of allOf/if/then) becomes a predicate here, so a change of the schema changes the filter.
// Who must prove work seniority comes from employmentProofNeed itself, asked for every category.
import type { RawBuilder } from 'kysely';
import commonSchema from '../../../../schemas/common.schema.json';
import requiredSchema from '../../../../schemas/confirm-required.schema.json';
import { employmentProofNeed, type EmploymentProofNeed } from '../../../shared/employment-proof';
import { MERIT_CATEGORY } from '../../../shared/labels';
import { sql } from '../../db/kysely-runtime';
import type { RequiredFacts } from '../../upload/submission';

export type RequiredFact = keyof RequiredFacts;
type Sql = RawBuilder<unknown>;

const uid = sql.ref('registration.uid');
const count = (table: 'achievement' | 'picture' | 'profession_picture', extra: Sql = sql`true`): RawBuilder<number> =>
  sql<number>`(SELECT count(*)::int FROM ${sql.table(table)} f WHERE f.registration_uid = ${uid} AND ${extra})`;

/** Counts of rows the facts are made of (RequiredSetInputs), as SQL over the row `registration`. */
export const REQUIRED_SET_COUNTS = {
  meritAchievements: count('achievement', sql`f.category = ${MERIT_CATEGORY}`),
  tourismPhotos: count('picture'),
  workplacePhotos: count('profession_picture'),
};

/** Every category with its entity type (schemas/common.schema.json), asked what employmentProofNeed says. */
const CATEGORIES: [entity: 'group' | 'individual', slug: string][] = [
  ...commonSchema.$defs.groupCategory.enum.map((slug) => ['group', slug] as ['group', string]),
  ...commonSchema.$defs.individualCategory.enum.map((slug) => ['individual', slug] as ['individual', string]),
];

function employmentProofNeedSql(): Sql {
  const byNeed = new Map<EmploymentProofNeed, string[]>();
  for (const [entity, slug] of CATEGORIES) {
    const need = employmentProofNeed(entity, slug);
    byNeed.set(need, [...(byNeed.get(need) ?? []), `${entity}/${slug}`]);
  }
  const pairs = sql`(registration.entity_type || '/' || registration.organization_category)`;
  const whens = [...byNeed].map(([need, keys]) => sql`WHEN ${pairs} IN (${sql.join(keys)}) THEN ${need}`);
  return sql`(CASE ${sql.join(whens, sql` `)} ELSE 'not-needed' END)`;
}

/** A text column holding something (JavaScript's truthiness of a string or null). */
const filled = (column: string) => sql`coalesce(${sql.ref(`registration.${column}`)}, '') <> ''`;
const present = (column: string) => sql`(${sql.ref(`registration.${column}`)} IS NOT NULL)`;

/** Each fact of RequiredFacts as an SQL expression (requiredSetFacts in SQL; a test holds them equal). */
export const REQUIRED_FACT_SQL: Record<RequiredFact, Sql> = {
  excellentAchievements: REQUIRED_SET_COUNTS.meritAchievements,
  achievementPhotos: REQUIRED_SET_COUNTS.tourismPhotos,
  employmentProofNeed: employmentProofNeedSql(),
  employmentProof: present('certificate_employment_resource_uid'),
  recommendation: sql`(${filled('referral_method')} AND ${filled('recommendation_source')} AND CASE WHEN registration.referral_method = 'self_registration' THEN ${present('recommendation_resource_uid')} ELSE ${filled('recommendation_number')} END)`,
  workplacePhotos: REQUIRED_SET_COUNTS.workplacePhotos,
};

interface Constraint {
  minimum?: number;
  maximum?: number;
  const?: unknown;
}
const CONSTRAINT_KEYWORDS = new Set(['minimum', 'maximum', 'const']);
const IGNORED_KEYWORDS = new Set(['type', 'description', 'errorMessage', 'enum', 'title', '$comment']);

/** The SQL predicate "fact satisfies this constraint"; a keyword we cannot translate stops the server. */
function satisfies(fact: RequiredFact, schema: Record<string, unknown>): Sql | null {
  const parts: Sql[] = [];
  for (const keyword of Object.keys(schema)) {
    if (IGNORED_KEYWORDS.has(keyword)) continue;
    if (!CONSTRAINT_KEYWORDS.has(keyword)) throw new Error(`confirm-required.schema.json: no SQL for "${keyword}" of ${fact}`);
    const c = schema as Constraint;
    const expr = REQUIRED_FACT_SQL[fact];
    if (keyword === 'minimum') parts.push(sql`${expr} >= ${c.minimum}`);
    if (keyword === 'maximum') parts.push(sql`${expr} <= ${c.maximum}`);
    if (keyword === 'const') parts.push(sql`${expr} = ${c.const}`);
  }
  return parts.length > 0 ? sql`(${sql.join(parts, sql` AND `)})` : null;
}

interface Conditional {
  if: { properties: Record<string, Record<string, unknown>> };
  then: { properties: Record<string, Record<string, unknown>> };
}

/** For each judged item: the predicate "this registration has it" (top-level constraint AND each conditional's). */
function buildSatisfied(): Map<RequiredFact, Sql> {
  const out = new Map<RequiredFact, Sql[]>();
  const add = (fact: RequiredFact, predicate: Sql | null) => {
    if (predicate) out.set(fact, [...(out.get(fact) ?? []), predicate]);
  };
  for (const [fact, schema] of Object.entries(requiredSchema.properties)) add(fact as RequiredFact, satisfies(fact as RequiredFact, schema));
  for (const rule of requiredSchema.allOf as Conditional[]) {
    const condition = sql.join(
      Object.entries(rule.if.properties).map(([fact, schema]) => {
        const predicate = satisfies(fact as RequiredFact, schema);
        if (!predicate) throw new Error(`confirm-required.schema.json: an "if" on ${fact} without a constraint`);
        return predicate;
      }),
      sql` AND `,
    );
    for (const [fact, schema] of Object.entries(rule.then.properties)) {
      const predicate = satisfies(fact as RequiredFact, schema);
      if (predicate) add(fact as RequiredFact, sql`(NOT (${condition}) OR ${predicate})`);
    }
  }
  return new Map([...out].map(([fact, predicates]) => [fact, sql`(${sql.join(predicates, sql` AND `)})`]));
}

const SATISFIED = buildSatisfied();

/** The items the rule judges (those a registration can lack), in the schema's order. */
export const JUDGED_FACTS: readonly RequiredFact[] = [...SATISFIED.keys()];

/** SQL: the registration lacks this item of the required set. */
export function lacks(fact: RequiredFact): RawBuilder<boolean> {
  const predicate = SATISFIED.get(fact);
  if (!predicate) throw new Error(`${fact} is not judged by confirm-required.schema.json`);
  return sql<boolean>`NOT ${predicate}`;
}
