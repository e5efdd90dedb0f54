// The back office's edit forms (issue 18): RJSF rendered from schemas/admin/*.schema.json with the
// public site's Mantine theme, templates and error transform (src/web/forms/), validated in the
// browser by the precompiled validator of the same schema the server applies. The server's 400
// answers are shown on their fields too. One submit at a time; a failed check focuses the first error.
import { Button, Group } from '@mantine/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useMemo, useState } from 'react';
import { fieldId, focusField } from '../../ui/forms/focus-field';
import { ThemedForm } from '../../ui/forms/theme-form';
import { fieldOf, makeTransformErrors } from '../../ui/forms/transform-errors';
import type { FieldError } from './form-errors';

export interface SchemaFormDefinition {
  schema: RJSFSchema;
  validators: ValidatorFunctions;
  uiSchema?: UiSchema;
}

/** One validator per schema, made once. */
const validatorCache = new WeakMap<RJSFSchema, ReturnType<typeof createPrecompiledValidator>>();
export function validatorOf(def: SchemaFormDefinition) {
  let v = validatorCache.get(def.schema);
  if (!v) {
    v = createPrecompiledValidator(def.validators, def.schema);
    validatorCache.set(def.schema, v);
  }
  return v;
}

/**
 * The server's refusal as RJSF's extra errors, on the fields it names (undefined when it names none): on
 * the top-level field by default, or (`nested`, the forms whose transform is nested too) on the very field
 * a path names (`scores/service`: that criterion, not the whole sheet).
 */
export function toErrorSchema(errors: FieldError[], { nested = false }: { nested?: boolean } = {}): ErrorSchema | undefined {
  const fields = errors.filter((e) => e.field);
  if (fields.length === 0) return undefined;
  type Node = { __errors?: string[]; [key: string]: unknown };
  const out: Node = {};
  for (const e of fields) {
    const keys = nested ? e.field.split('/') : [e.field.split('/')[0]!];
    const node = keys.reduce<Node>((at, key) => (at[key] ??= {}) as Node, out);
    (node.__errors ??= []).push(e.message);
  }
  return out as ErrorSchema;
}

export interface SchemaFormProps<T> {
  definition: SchemaFormDefinition;
  initial: Partial<T>;
  submitLabel: string;
  saving: boolean;
  /** The server's refusal, per field. */
  serverErrors: FieldError[];
  onSubmit: (data: T) => void;
}

export function SchemaForm<T extends object>({ definition, initial, submitLabel, saving, serverErrors, onSubmit }: SchemaFormProps<T>) {
  const [formData, setFormData] = useState<Partial<T>>(initial);
  const [attempted, setAttempted] = useState(false);
  const transformErrors = useMemo(() => makeTransformErrors(definition.schema), [definition.schema]);
  return (
    <ThemedForm
      schema={definition.schema}
      // The dialog's title names the form: the schema's own title is not shown again.
      uiSchema={{ 'ui:submitButtonOptions': { norender: true }, 'ui:title': '', ...definition.uiSchema }}
      validator={validatorOf(definition)}
      formData={formData}
      transformErrors={transformErrors}
      extraErrors={toErrorSchema(serverErrors)}
      showErrorList="top"
      liveValidate={attempted ? 'onChange' : undefined}
      noHtml5Validate
      disabled={saving}
      focusOnFirstError={(error) => focusField(fieldId(fieldOf(error)))}
      onChange={(e) => setFormData((e.formData ?? {}) as Partial<T>)}
      onError={() => setAttempted(true)}
      onSubmit={(e) => {
        setAttempted(true);
        if (!saving) onSubmit(e.formData as T);
      }}
    >
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={saving} disabled={saving}>
          {submitLabel}
        </Button>
      </Group>
    </ThemedForm>
  );
}
