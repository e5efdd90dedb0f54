// The register page's four forms (new / edit × group / individual): schema (generated from schemas/ by
// `npm run gen`, common definitions inlined), ui schema (schemas/*.ui.json) and precompiled validator.
// Each form's schema and validator load on demand: a visitor downloads only the form they fill in.
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useEffect, useState } from 'react';
import groupUi from '../../../schemas/registration-group.ui.json';
import individualUi from '../../../schemas/registration-individual.ui.json';
import type { EntityType } from '../../../machines/registration';

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

type Module<T> = Promise<{ default: T }>;
type Loader = () => Promise<[{ default: unknown }, { default: ValidatorFunctions }]>;

const loaders: Record<string, Loader> = {
  'group-new': () => Promise.all([import('./generated/registration-group.form.json'), import('./generated/registration-group.validator.cjs') as Module<ValidatorFunctions>]),
  'group-edit': () => Promise.all([import('./generated/registration-group-update.form.json'), import('./generated/registration-group-update.validator.cjs') as Module<ValidatorFunctions>]),
  'individual-new': () => Promise.all([import('./generated/registration-individual.form.json'), import('./generated/registration-individual.validator.cjs') as Module<ValidatorFunctions>]),
  'individual-edit': () => Promise.all([import('./generated/registration-individual-update.form.json'), import('./generated/registration-individual-update.validator.cjs') as Module<ValidatorFunctions>]),
};

const cache = new Map<string, Promise<FormDefinition>>();

export function loadRegistrationForm(entityType: EntityType, mode: 'new' | 'edit'): Promise<FormDefinition> {
  const key = `${entityType}-${mode}`;
  let def = cache.get(key);
  if (!def) {
    def = loaders[key]!().then(([schemaModule, validators]) => {
      const schema = schemaModule.default as RJSFSchema;
      const ui = (entityType === 'group' ? groupUi : individualUi) as UiSchema;
      return { schema, uiSchema: uiFor(schema, ui), validator: createPrecompiledValidator(validators.default, schema) };
    });
    def.catch(() => cache.delete(key));
    cache.set(key, def);
  }
  return def;
}

/** The form definition once loaded (null meanwhile, or `failed` when it could not load). */
export function useRegistrationForm(entityType: EntityType, mode: 'new' | 'edit'): { definition: FormDefinition | null; failed: boolean } {
  const key = `${entityType}-${mode}`;
  const [state, setState] = useState<{ key: string; definition: FormDefinition | null; failed: boolean }>({ key: '', definition: null, failed: false });
  useEffect(() => {
    let live = true;
    // The other group type's form too, so that switching type is instant.
    void loadRegistrationForm(entityType === 'group' ? 'individual' : 'group', mode).catch(() => {});
    loadRegistrationForm(entityType, mode).then(
      (definition) => live && setState({ key, definition, failed: false }),
      () => live && setState({ key, definition: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [entityType, mode, key]);
  return state.key === key ? state : { definition: null, failed: false };
}
