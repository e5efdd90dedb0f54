// The stages' rubrics as the juror's form reads them: schemas/judging/stage-N.schema.json, bundled and
// precompiled by `npm run gen` (src/admin/forms/generated/judging-stage-N.*), the same file the server
// checks a submitted sheet with and the ranking takes its weights from. Criteria, titles, what to judge,
// the scale and the weights all come from the schema: changing a rubric changes this form with it.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import stage1Schema from '../../forms/generated/judging-stage-1.form.json';
import stage1Validators from '../../forms/generated/judging-stage-1.validator.cjs';
import stage2Schema from '../../forms/generated/judging-stage-2.form.json';
import stage2Validators from '../../forms/generated/judging-stage-2.validator.cjs';
import { makeTransformErrors } from '../../../ui/forms/transform-errors';
import { nestedField } from '../../forms/nested-errors';
import { validatorOf } from '../../forms/schema-form';
import type { JudgingStage } from './jury-api';

export interface Criterion {
  key: string;
  title: string;
  description: string;
  /** The criterion's share of the weighted score, in whole percent (its x-weight over the sum of weights). */
  percent: number;
}

interface CriterionSchema {
  title?: string;
  description?: string;
  'x-weight'?: number;
}

interface RubricSchema {
  properties: { scores: { properties: Record<string, CriterionSchema> }; comment: { description?: string; maxLength?: number } };
}

export interface Rubric {
  schema: RJSFSchema;
  validator: ReturnType<typeof validatorOf>;
  transformErrors: ReturnType<typeof makeTransformErrors>;
  criteria: Criterion[];
  uiSchema: UiSchema;
}

/** The widget name of a criterion's 1-10 scale (score-widget.tsx). */
export const SCORE_WIDGET = 'score';

function rubricOf(raw: unknown, validators: ValidatorFunctions): Rubric {
  const schema = raw as RJSFSchema;
  const { properties } = raw as RubricSchema;
  const entries = Object.entries(properties.scores.properties);
  const total = entries.reduce((sum, [, c]) => sum + (c['x-weight'] ?? 0), 0);
  const criteria = entries.map(([key, c]) => ({
    key,
    title: c.title ?? key,
    description: c.description ?? '',
    percent: total > 0 ? Math.round((100 * (c['x-weight'] ?? 0)) / total) : 0,
  }));
  const uiSchema: UiSchema = {
    'ui:submitButtonOptions': { norender: true },
    // The page's section is headed by the stage's title; the scores' own description stays (the scale).
    'ui:title': '',
    scores: {
      'ui:title': '',
      ...Object.fromEntries(criteria.map((c) => [c.key, { 'ui:widget': SCORE_WIDGET, 'ui:options': { percent: c.percent } }])),
    },
    // A Mantine Textarea: the options are its props (the theme's widget passes them on), the description
    // the schema's own (the theme's field template shows none). Rows, not autosize: a fixed box the juror
    // may stretch, which does not jump under their thumb as they type.
    comment: { 'ui:widget': 'textarea', 'ui:options': { rows: 6, resize: 'vertical', size: 'lg', maxLength: properties.comment.maxLength, description: properties.comment.description } },
  };
  return { schema, validator: validatorOf({ schema, validators }), transformErrors: makeTransformErrors(schema, nestedField), criteria, uiSchema };
}

const RUBRICS: Record<JudgingStage, Rubric> = {
  1: rubricOf(stage1Schema, stage1Validators),
  2: rubricOf(stage2Schema, stage2Validators),
};

export const rubricFor = (stage: JudgingStage): Rubric => RUBRICS[stage];
