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
import { requiredSetFacts, type RequiredFacts, type RequiredSetColumns } from '../upload';

export type RequiredFact = keyof RequiredFacts;
type Sql = RawBuilder<unknown>;

const uid = sql.ref('registration.uid');
const count = (table: 'achievement' | 'picture' | 'profession_picture', extra: Sql = sql`true`): RawBuilder<number> =>
  sql<number>`(SELECT count(*)::int FROM ${sql.table(table)} f WHERE f.registration_uid = ${uid} AND ${extra})`;

/** Counts of rows the facts are made of (RequiredSetInputs), as SQL over the row `registration`: for a page of rows. */
const REQUIRED_SET_COUNTS = {
  meritAchievements: count('achievement', sql`f.category = ${MERIT_CATEGORY}`),
  tourismPhotos: count('picture'),
  workplacePhotos: count('profession_picture'),
};

/** REQUIRED_SET_COUNTS as the selected columns of a page's query; factsOfCountedRow reads them back. */
export const REQUIRED_SET_COUNT_COLUMNS = [
  REQUIRED_SET_COUNTS.meritAchievements.as('merit_achievements'),
  REQUIRED_SET_COUNTS.tourismPhotos.as('tourism_photos'),
  REQUIRED_SET_COUNTS.workplacePhotos.as('workplace_photos'),
] as const;

/** A row selected with REQUIRED_SET_COUNT_COLUMNS and the registration's own columns the facts read. */
export interface CountedRow extends RequiredSetColumns {
  merit_achievements: number | string;
  tourism_photos: number | string;
  workplace_photos: number | string;
}

/** The required-set facts of a counted row (the counts may come back as strings). */
export function factsOfCountedRow(row: CountedRow): RequiredFacts {
  return requiredSetFacts({
    meritAchievements: Number(row.merit_achievements),
    tourismPhotos: Number(row.tourism_photos),
    workplacePhotos: Number(row.workplace_photos),
    registration: row,
  });
}

/** The same counts for a filter over every registration: one grouped pass over each table (see lacking). */
interface CountJoin {
  alias: string;
  /** SELECT registration_uid, count(*) AS n … GROUP BY registration_uid */
  grouped: Sql;
}
const grouped = (alias: string, table: 'achievement' | 'picture' | 'profession_picture', extra: Sql = sql`true`): CountJoin => ({
  alias,
  grouped: sql`(SELECT registration_uid, count(*)::int AS n FROM ${sql.table(table)} WHERE ${extra} GROUP BY registration_uid)`,
});
const COUNT_JOINS = {
  excellentAchievements: grouped('merit_count', 'achievement', sql`category = ${MERIT_CATEGORY}`),
  achievementPhotos: grouped('tourism_count', 'picture'),
  workplacePhotos: grouped('workplace_count', 'profession_picture'),
} satisfies Partial<Record<RequiredFact, CountJoin>>;
const joined = (join: CountJoin) => sql<number>`coalesce(${sql.ref(`${join.alias}.n`)}, 0)`;

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
 * The counted ones read the grouped counts of COUNT_JOINS, which lacking() joins.
 */
const REQUIRED_FACT_SQL: Record<RequiredFact, Sql> = {
  excellentAchievements: joined(COUNT_JOINS.excellentAchievements),
  achievementPhotos: joined(COUNT_JOINS.achievementPhotos),
  employmentProofNeed: employmentProofNeedSql(),
  employmentProof: present('certificate_employment_resource_uid'),
  recommendation: sql`(${filled('referral_method')} AND ${filled('recommendation_source')} AND CASE WHEN registration.referral_method = 'self_registration' THEN ${present('recommendation_resource_uid')} ELSE ${filled('recommendation_number')} END)`,
  workplacePhotos: joined(COUNT_JOINS.workplacePhotos),
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
  const joins = Object.entries(COUNT_JOINS)
    .filter(([fact]) => reads.has(fact as RequiredFact))
    .map(([, j]) => sql`LEFT JOIN ${j.grouped} AS ${sql.ref(j.alias)} ON ${sql.ref(`${j.alias}.registration_uid`)} = registration.uid`);
  const none = facts.map((f) => sql`NOT ${judged(f).satisfied}`);
  return sql<boolean>`registration.uid IN (SELECT registration.uid FROM registration ${sql.join(joins, sql` `)} WHERE ${sql.join(none, sql` AND `)})`;
}
