// The winner list's and heroes board's edit forms: schemas/admin/{award,award-winner,hero}.schema.json
// as `npm run gen` bundles and compiles them (src/admin/forms/generated/), with their widgets.
import type { RJSFSchema } from '@rjsf/utils';
import awardSchema from '../../forms/generated/award.form.json';
import awardValidators from '../../forms/generated/award.validator.cjs';
import winnerSchema from '../../forms/generated/award-winner.form.json';
import winnerValidators from '../../forms/generated/award-winner.validator.cjs';
import heroSchema from '../../forms/generated/hero.form.json';
import heroValidators from '../../forms/generated/hero.validator.cjs';
import { ENTITY_TYPE_LABELS } from '../../../shared/entity-type-labels';
import type { SchemaFormDefinition } from '../../forms/schema-form';

const entityTypeUi = { 'ui:widget': 'radio', 'ui:enumNames': [ENTITY_TYPE_LABELS.group, ENTITY_TYPE_LABELS.individual], 'ui:options': { inline: true } };

export const AWARD_FORM: SchemaFormDefinition = { schema: awardSchema as RJSFSchema, validators: awardValidators };

export const WINNER_FORM: SchemaFormDefinition = {
  schema: winnerSchema as RJSFSchema,
  validators: winnerValidators,
  // The registration link is made by the picker, never typed.
  uiSchema: { registrationUid: { 'ui:widget': 'hidden' }, entityType: entityTypeUi },
};

export const HERO_FORM: SchemaFormDefinition = {
  schema: heroSchema as RJSFSchema,
  validators: heroValidators,
  uiSchema: {
    entityType: entityTypeUi,
    honorPersonalStatement: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
    story: { 'ui:widget': 'textarea', 'ui:options': { rows: 8 } },
  },
};
