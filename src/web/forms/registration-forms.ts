// The register page's four forms (new / edit × group / individual): schema (generated from schemas/ by
// `npm run gen`, common definitions inlined), ui schema (schemas/*.ui.json) and precompiled validator.
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import groupUi from '../../../schemas/registration-group.ui.json';
import individualUi from '../../../schemas/registration-individual.ui.json';
import type { EntityType } from '../../../machines/registration';
import groupSchema from './generated/registration-group.form.json';
import groupValidators from './generated/registration-group.validator.cjs';
import groupUpdateSchema from './generated/registration-group-update.form.json';
import groupUpdateValidators from './generated/registration-group-update.validator.cjs';
import individualSchema from './generated/registration-individual.form.json';
import individualValidators from './generated/registration-individual.validator.cjs';
import individualUpdateSchema from './generated/registration-individual-update.form.json';
import individualUpdateValidators from './generated/registration-individual-update.validator.cjs';

export interface FormDefinition {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

/** The ui schema for a form: its `ui:order` keeps only the fields the schema has. */
export function uiFor(schema: RJSFSchema, ui: UiSchema): UiSchema {
  const order = ui['ui:order'] as string[] | undefined;
  if (!order) return ui;
  const has = new Set(Object.keys(schema.properties ?? {}));
  return { ...ui, 'ui:order': order.filter((name) => name === '*' || has.has(name)) };
}

function define(schema: unknown, ui: unknown, validators: Parameters<typeof createPrecompiledValidator>[0]): FormDefinition {
  const s = schema as RJSFSchema;
  return { schema: s, uiSchema: uiFor(s, ui as UiSchema), validator: createPrecompiledValidator(validators, s) };
}

const cache = new Map<string, FormDefinition>();

export function registrationForm(entityType: EntityType, mode: 'new' | 'edit'): FormDefinition {
  const key = `${entityType}-${mode}`;
  let def = cache.get(key);
  if (!def) {
    if (entityType === 'group') {
      def = mode === 'new' ? define(groupSchema, groupUi, groupValidators) : define(groupUpdateSchema, groupUi, groupUpdateValidators);
    } else {
      def = mode === 'new' ? define(individualSchema, individualUi, individualValidators) : define(individualUpdateSchema, individualUi, individualUpdateValidators);
    }
    cache.set(key, def);
  }
  return def;
}
