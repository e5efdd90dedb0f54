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
import { sql } from '../../platform/db/kysely-runtime';
import { requiredSetFacts, type RequiredFacts, type RequiredSetColumns, type RequiredSetInputs } from '../upload';

export type RequiredFact = keyof RequiredFacts;
type Sql = RawBuilder<unknown>;

const uid = sql.ref('registration.uid');

/** The counted inputs of the facts (RequiredSetInputs): which rows of which table each counts, and its column name. */
type CountName = Exclude<keyof RequiredSetInputs, 'registration'>;
interface Count {
  table: 'achievement' | 'picture' | 'profession_picture';
  /** over the table's own columns */
  where: Sql;
  column: string;
}

/**
 * The one definition of the counts, in two shapes: correlated per row for a page of rows
 * (REQUIRED_SET_COUNT_COLUMNS) and grouped, one pass over each table, for a filter over every
 * registration (lacking).
 */
const COUNTS = {
  meritAchievements: { table: 'achievement', where: sql`category = ${MERIT_CATEGORY}`, column: 'merit_achievements' },
  tourismPhotos: { table: 'picture', where: sql`true`, column: 'tourism_photos' },
  workplacePhotos: { table: 'profession_picture', where: sql`true`, column: 'workplace_photos' },
} as const satisfies Record<CountName, Count>;

const correlated = ({ table, where }: Count) =>
  sql<number>`(SELECT count(*)::int FROM ${sql.table(table)} f WHERE f.registration_uid = ${uid} AND ${where})`;
const grouped = ({ table, where }: Count) => sql`(SELECT registration_uid, count(*)::int AS n FROM ${sql.table(table)} WHERE ${where} GROUP BY registration_uid)`;

/** The counts as the selected columns of a page's query; factsOfCountedRow reads them back. */
export const REQUIRED_SET_COUNT_COLUMNS = [
  correlated(COUNTS.meritAchievements).as(COUNTS.meritAchievements.column),
  correlated(COUNTS.tourismPhotos).as(COUNTS.tourismPhotos.column),
  correlated(COUNTS.workplacePhotos).as(COUNTS.workplacePhotos.column),
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
const isCounted = (fact: RequiredFact): fact is CountedFact => Object.hasOwn(COUNTED_FACTS, fact);

/** The counted facts in the filter: each reads the grouped count lacking() joins under the count's column name. */
const COUNTED_FACT_SQL = Object.fromEntries(
  Object.entries(COUNTED_FACTS).map(([fact, count]) => [fact, sql<number>`coalesce(${sql.ref(`${COUNTS[count].column}.n`)}, 0)`]),
) as Record<CountedFact, Sql>;

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
 * Each fact of RequiredFacts as an SQL expression (requiredSetFacts in SQL; a test holds them equal).
 * The counted ones read the grouped counts, which lacking() joins.
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
function satisfies(fact: RequiredFact, schema: Record<string, unknown>, reads: Set<RequiredFact>): Sql | null {
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
  reads.add(fact);
  return sql`(${sql.join(parts, sql` AND `)})`;
}

interface Conditional {
  if: { properties: Record<string, Record<string, unknown>> };
  then: { properties: Record<string, Record<string, unknown>> };
}

interface Judged {
  satisfied: Sql;
  /** the facts the predicate reads */
  reads: Set<RequiredFact>;
}

/** For each judged item: the predicate "this registration has it" (top-level constraint AND each conditional's). */
function buildSatisfied(): Map<RequiredFact, Judged> {
  const out = new Map<RequiredFact, { parts: Sql[]; reads: Set<RequiredFact> }>();
  const entry = (fact: RequiredFact) => out.get(fact) ?? out.set(fact, { parts: [], reads: new Set() }).get(fact)!;
  for (const [fact, schema] of Object.entries(requiredSchema.properties)) {
    const reads = new Set<RequiredFact>();
    const predicate = satisfies(fact as RequiredFact, schema, reads);
    if (predicate) {
      entry(fact as RequiredFact).parts.push(predicate);
      reads.forEach((r) => entry(fact as RequiredFact).reads.add(r));
    }
  }
  for (const rule of requiredSchema.allOf as Conditional[]) {
    const conditionReads = new Set<RequiredFact>();
    const condition = sql.join(
      Object.entries(rule.if.properties).map(([fact, schema]) => {
        const predicate = satisfies(fact as RequiredFact, schema, conditionReads);
        if (!predicate) throw new Error(`confirm-required.schema.json: an "if" on ${fact} without a constraint`);
        return predicate;
      }),
      sql` AND `,
    );
    for (const [fact, schema] of Object.entries(rule.then.properties)) {
      const reads = new Set(conditionReads);
      const predicate = satisfies(fact as RequiredFact, schema, reads);
      if (!predicate) continue;
      const e = entry(fact as RequiredFact);
      e.parts.push(sql`(NOT (${condition}) OR ${predicate})`);
      reads.forEach((r) => e.reads.add(r));
    }
  }
  return new Map([...out].map(([fact, { parts, reads }]) => [fact, { satisfied: sql`(${sql.join(parts, sql` AND `)})`, reads }]));
}

const SATISFIED = buildSatisfied();

/** The items the rule judges (those a registration can lack), in the schema's order. */
export const JUDGED_FACTS: readonly RequiredFact[] = [...SATISFIED.keys()];

function judged(fact: RequiredFact): Judged {
  const j = SATISFIED.get(fact);
  if (!j) throw new Error(`${fact} is not judged by confirm-required.schema.json`);
  return j;
}

/**
 * SQL over the row `registration`: it lacks every one of these items of the required set. The counts
 * come from one grouped pass over each table the items read (a correlated count per row took five
 * times as long over 10,000 registrations), joined in a subquery of its own.
 */
export function lacking(facts: readonly RequiredFact[]): RawBuilder<boolean> {
  const reads = new Set(facts.flatMap((f) => [...judged(f).reads]));
  const joins = [...reads]
    .filter(isCounted)
    .map((fact) => COUNTS[COUNTED_FACTS[fact]])
    .map((c) => sql`LEFT JOIN ${grouped(c)} AS ${sql.ref(c.column)} ON ${sql.ref(`${c.column}.registration_uid`)} = registration.uid`);
  const none = facts.map((f) => sql`NOT ${judged(f).satisfied}`);
  return sql<boolean>`registration.uid IN (SELECT registration.uid FROM registration ${sql.join(joins, sql` `)} WHERE ${sql.join(none, sql` AND `)})`;
}
