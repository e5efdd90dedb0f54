// "What is still missing" in SQL, for lists and filters over thousands of registrations. The facts are
// read in SQL, the counted ones from the count columns of `registration` that triggers keep (counting rows
// is not a rule; platform/db/registration-counts.ts defines them); which values are missing is read from the one
// rule, schemas/confirm-required.schema.json: each judged item's constraint (minimum, const, and the
// conditional of allOf/if/then) becomes a predicate here, so a change of the schema changes the filter.
// Who must prove work seniority comes from employmentProofNeed itself, asked for every category.
import type { RawBuilder } from 'kysely';
import commonSchema from '../../../../schemas/common.schema.json';
import requiredSchema from '../../../../schemas/confirm-required.schema.json';
import { employmentProofNeed, type EmploymentProofNeed } from '../../../shared/employment-proof';
import { sql } from '../../platform/db/kysely-runtime';
import { REGISTRATION_COUNTS, type RegistrationCount } from '../../platform/db/registration-counts';
import { requiredSetFacts, type RequiredFacts, type RequiredSetColumns, type RequiredSetInputs } from '../upload';

export type RequiredFact = keyof RequiredFacts;
type Sql = RawBuilder<unknown>;

/** The counted inputs of the facts (RequiredSetInputs): which rows of which table each counts, and its column name. */
type CountName = Exclude<keyof RequiredSetInputs, 'registration'>;

/**
 * The counts, kept as columns of `registration` by triggers (platform/db/registration-counts.ts, the one
 * definition of what each counts; migration 0026): a page and a filter read a column instead of counting
 * rows (a grouped pass over every row of each table made a "missing" page take 200 ms at 10,000).
 */
const COUNTS = REGISTRATION_COUNTS satisfies Record<CountName, RegistrationCount>;
const countColumn = (name: CountName) => sql.ref<number>(`registration.${COUNTS[name].column}`);

/** The counts as the selected columns of a page's query; factsOfCountedRow reads them back. */
export const REQUIRED_SET_COUNT_COLUMNS = [
  countColumn('meritAchievements').as(COUNTS.meritAchievements.column),
  countColumn('tourismPhotos').as(COUNTS.tourismPhotos.column),
  countColumn('workplacePhotos').as(COUNTS.workplacePhotos.column),
] as const;

/** A row selected with REQUIRED_SET_COUNT_COLUMNS and the registration's own columns the facts read. */
export type CountedRow = RequiredSetColumns & { [N in CountName as (typeof COUNTS)[N]['column']]: number | string };

/** The required-set facts of a counted row (the counts may come back as strings). */
export function factsOfCountedRow(row: CountedRow): RequiredFacts {
  return requiredSetFacts({
    meritAchievements: Number(row[COUNTS.meritAchievements.column]),
    tourismPhotos: Number(row[COUNTS.tourismPhotos.column]),
    workplacePhotos: Number(row[COUNTS.workplacePhotos.column]),
    registration: row,
  });
}

/** The facts that are counts, and which count each is (as requiredSetFacts names them). */
const COUNTED_FACTS = {
  excellentAchievements: 'meritAchievements',
  achievementPhotos: 'tourismPhotos',
  workplacePhotos: 'workplacePhotos',
} as const satisfies Partial<Record<RequiredFact, CountName>>;
type CountedFact = keyof typeof COUNTED_FACTS;

/** The counted facts in the filter: each reads its count's column. */
const COUNTED_FACT_SQL = Object.fromEntries(Object.entries(COUNTED_FACTS).map(([fact, count]) => [fact, countColumn(count)])) as Record<CountedFact, Sql>;

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

/**
 * Each fact of RequiredFacts as an SQL expression over the row `registration` (requiredSetFacts in SQL;
 * a test holds them equal).
 */
const REQUIRED_FACT_SQL: Record<RequiredFact, Sql> = {
  ...COUNTED_FACT_SQL,
  employmentProofNeed: employmentProofNeedSql(),
  employmentProof: present('certificate_employment_resource_uid'),
  recommendation: sql`(${filled('referral_method')} AND ${filled('recommendation_source')} AND CASE WHEN registration.referral_method = 'self_registration' THEN ${present('recommendation_resource_uid')} ELSE ${filled('recommendation_number')} END)`,
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
  if (parts.length === 0) return null;
  return sql`(${sql.join(parts, sql` AND `)})`;
}

interface Conditional {
  if: { properties: Record<string, Record<string, unknown>> };
  then: { properties: Record<string, Record<string, unknown>> };
}

/** For each judged item: the predicate "this registration has it" (top-level constraint AND each conditional's). */
function buildSatisfied(): Map<RequiredFact, Sql> {
  const out = new Map<RequiredFact, Sql[]>();
  const parts = (fact: RequiredFact) => out.get(fact) ?? out.set(fact, []).get(fact)!;
  for (const [fact, schema] of Object.entries(requiredSchema.properties)) {
    const predicate = satisfies(fact as RequiredFact, schema);
    if (predicate) parts(fact as RequiredFact).push(predicate);
  }
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
      if (predicate) parts(fact as RequiredFact).push(sql`(NOT (${condition}) OR ${predicate})`);
    }
  }
  return new Map([...out].map(([fact, all]) => [fact, sql`(${sql.join(all, sql` AND `)})`]));
}

const SATISFIED = buildSatisfied();

/** The items the rule judges (those a registration can lack), in the schema's order. */
export const JUDGED_FACTS: readonly RequiredFact[] = [...SATISFIED.keys()];

function judged(fact: RequiredFact): Sql {
  const j = SATISFIED.get(fact);
  if (!j) throw new Error(`${fact} is not judged by confirm-required.schema.json`);
  return j;
}

/** SQL over the row `registration`: it lacks every one of these items of the required set. */
export function lacking(facts: readonly RequiredFact[]): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    facts.map((f) => sql`NOT ${judged(f)}`),
    sql` AND `,
  )})`;
}
