// The register page's forms (new / edit × group / individual): schema (generated from schemas/ by
// `npm run gen`, common definitions inlined), ui schema (schemas/*.ui.json with its limits filled in by
// `npm run gen`) and precompiled validator.
// The loaders of each mode live in their own module (new-registration-forms.ts, edit-registration-forms.ts)
// imported by that mode's page only: the register page never downloads the edit forms and the other way
// round, and each form's schema and validator load on demand, when the visitor's group type needs it.
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { startTransition, useEffect, useRef, useState } from 'react';
import groupUi from '../../shared/generated/registration-group.ui.json';
import individualUi from '../../shared/generated/registration-individual.ui.json';
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

export type FormModules = Promise<[{ default: unknown }, { default: ValidatorFunctions }]>;

/** One mode's forms: loads (once) the definition for a group type. */
export type RegistrationForms = (entityType: EntityType) => Promise<FormDefinition>;

/** The loader of one mode's forms, from its two dynamic imports per group type. */
export function registrationForms(loaders: Record<EntityType, () => FormModules>): RegistrationForms {
  const cache = new Map<EntityType, Promise<FormDefinition>>();
  return (entityType) => {
    let def = cache.get(entityType);
    if (!def) {
      // RJSF's validator glue (with @rjsf/utils) comes with the first form, not with the page.
      const glue = import('@rjsf/validator-ajv8/lib/createPrecompiledValidator.js');
      def = Promise.all([loaders[entityType](), glue]).then(([[schemaModule, validators], { default: createPrecompiledValidator }]) => {
        const schema = schemaModule.default as RJSFSchema;
        const ui = (entityType === 'group' ? groupUi : individualUi) as UiSchema;
        return { schema, uiSchema: uiFor(schema, ui), validator: createPrecompiledValidator(validators.default, schema) };
      });
      def.catch(() => cache.delete(entityType));
      cache.set(entityType, def);
    }
    return def;
  };
}

/** The form definition once loaded (null meanwhile, or `failed` when it could not load). */
export function useRegistrationForm(forms: RegistrationForms, entityType: EntityType): { definition: FormDefinition | null; failed: boolean } {
  const [state, setState] = useState<{ forms: RegistrationForms; entityType: EntityType; definition: FormDefinition | null; failed: boolean } | null>(null);
  const shownOnce = useRef(false);
  useEffect(() => {
    let live = true;
    // The form's first render is large (≈ 0.5 s of main thread on a slow phone): as a transition React
    // renders it in slices while the page loads (Lighthouse TBT), the placeholder showing meanwhile. A
    // switch of group type afterwards is the visitor's own click: that form replaces the other at once.
    const firstForm = !shownOnce.current;
    forms(entityType).then(
      (definition) => {
        if (!live) return;
        const show = () => setState({ forms, entityType, definition, failed: false });
        if (firstForm) startTransition(show);
        else show();
      },
      () => live && setState({ forms, entityType, definition: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [forms, entityType]);
  // The other group type's form too once this one is there (not before: it would compete with it),
  // so that switching type is instant.
  const shown = state?.forms === forms && state.entityType === entityType && !!state.definition;
  useEffect(() => {
    if (!shown) return;
    shownOnce.current = true;
    void forms(entityType === 'group' ? 'individual' : 'group').catch(() => {});
  }, [shown, forms, entityType]);
  return state?.forms === forms && state.entityType === entityType ? state : { definition: null, failed: false };
}
