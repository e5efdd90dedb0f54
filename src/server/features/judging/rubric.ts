// A judging stage's rubric as the ranking uses it, read from its schema (schemas/judging/stage-N.schema.json;
// schemas/judging/README.md): the criteria in the form's order with their weights and scale, and the tie rule.
// The schema is the one source: the juror's form, the server's check of a sheet and the ranking all read it, so
// a changed weight changes all three. A schema that cannot be ranked is refused here, loudly, before any sheet
// is weighed with a missing or zero weight.

export interface RubricCriterion {
  /** The property name under `scores` (e.g. 'service'). */
  key: string;
  title: string;
  description: string;
  /** `x-weight`: positive; only its share of the sum of weights matters. */
  weight: number;
  min: number;
  max: number;
}

export interface Rubric {
  /** The schema's title (e.g. 初審評分表). */
  title: string;
  criteria: RubricCriterion[];
  /** `x-tie-rule.criteria`: equal means are ordered by these criteria's means, in turn, higher first. */
  tieCriteria: string[];
  /** What decides after the tie criteria: only the chair's recorded decision. */
  then: 'chair';
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function fail(title: string, problem: string): never {
  throw new Error(`rubric "${title}": ${problem}`);
}

function criterionOf(title: string, key: string, node: unknown, required: ReadonlySet<string>): RubricCriterion {
  if (!isObject(node)) fail(title, `criterion "${key}" is not a schema object`);
  const weight = node['x-weight'];
  if (weight === undefined) fail(title, `criterion "${key}" has no x-weight (every criterion needs a positive weight)`);
  if (typeof weight !== 'number' || !Number.isFinite(weight) || weight <= 0) {
    fail(title, `criterion "${key}" has x-weight ${JSON.stringify(weight)}; it must be a positive number`);
  }
  const { minimum: min, maximum: max } = node;
  if (node.type !== 'integer' || typeof min !== 'number' || typeof max !== 'number' || !(min < max)) {
    fail(title, `criterion "${key}" must be an integer score with a minimum below its maximum`);
  }
  // An optional criterion would leave sheets without a score to weigh.
  if (!required.has(key)) fail(title, `criterion "${key}" is not in scores.required`);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : fail(title, `criterion "${key}" needs a title and a description`));
  return { key, title: text(node.title), description: text(node.description), weight, min, max };
}

/** The rubric of a stage's schema; throws naming the schema and the criterion when it cannot be ranked. */
export function rubricOf(schema: unknown): Rubric {
  if (!isObject(schema)) throw new Error('rubric: the schema is not an object');
  const title = typeof schema.title === 'string' ? schema.title : String(schema.$id ?? '(untitled)');
  const properties = isObject(schema.properties) ? schema.properties : fail(title, 'no properties');
  const scores = isObject(properties.scores) ? properties.scores : fail(title, 'no scores object');
  const criteriaNodes = isObject(scores.properties) ? scores.properties : fail(title, 'scores has no criteria');
  const required = new Set(Array.isArray(scores.required) ? scores.required.filter((k): k is string => typeof k === 'string') : []);
  const criteria = Object.entries(criteriaNodes).map(([key, node]) => criterionOf(title, key, node, required));
  if (criteria.length === 0) fail(title, 'scores has no criteria');

  const rule = schema['x-tie-rule'];
  if (!isObject(rule)) fail(title, 'no x-tie-rule ({ "criteria": [...], "then": "chair" })');
  const tieCriteria = Array.isArray(rule.criteria) ? rule.criteria : fail(title, 'x-tie-rule.criteria is not a list');
  for (const key of tieCriteria) {
    if (typeof key !== 'string' || !criteria.some((c) => c.key === key)) fail(title, `x-tie-rule names an unknown criterion ${JSON.stringify(key)}`);
  }
  if (rule.then !== 'chair') fail(title, `x-tie-rule.then must be "chair", not ${JSON.stringify(rule.then)}`);
  return { title, criteria, tieCriteria: tieCriteria as string[], then: 'chair' };
}

/** One sheet's weighted score on the rubric's scale: Σ wᵢ·sᵢ / Σ wᵢ (the ranking weighs every sheet the same way, in sheet-stats.ts). */
export function weightedScore(rubric: Rubric, scores: Readonly<Record<string, number>>): number {
  let sum = 0;
  let weights = 0;
  for (const c of rubric.criteria) {
    sum += c.weight * (scores[c.key] ?? 0);
    weights += c.weight;
  }
  return sum / weights;
}
