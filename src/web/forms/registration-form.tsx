// The register form: RJSF with the Mantine theme, rendered from the schema and ui schema, validated by
// the precompiled validator, messages from the schema. A failed submit shows the error summary,
// scrolls smoothly to the first invalid field (form order), focuses it and toasts (SPEC.md section 4).
import { TOAST_MS } from '../layout/toast-durations';
import { notifications } from '@mantine/notifications';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import type { FormData } from '../../../machines/registration';
import { messages } from '../../shared/messages';
import { FormDataContext } from '../../ui/forms/form-data-context';
import { ThemedForm } from '../../ui/forms/theme-form';
import { fieldId, focusField } from '../../ui/forms/focus-field';
import { RegistrationContext, type RegistrationFormContext } from './form-context';
import type { FormDefinition } from './registration-forms';
import { fieldOf, makeTransformErrors } from '../../ui/forms/transform-errors';
import { fields, widgets } from './widgets';


export interface RegistrationFormProps {
  definition: FormDefinition;
  formData: FormData;
  context: RegistrationFormContext;
  onChange: (formData: FormData) => void;
  /** Called with valid data only. */
  onSubmit: () => void;
  /** The server's messages per field after a refused submit. */
  serverErrors?: Record<string, string>;
  readOnly?: boolean;
  /** The buttons (submit, back). */
  children: ReactNode;
}

function toErrorSchema(errors: Record<string, string> | undefined): ErrorSchema | undefined {
  if (!errors || Object.keys(errors).length === 0) return undefined;
  const out: Record<string, { __errors: string[] }> = {};
  for (const [field, message] of Object.entries(errors)) out[field.split('/')[0]!] = { __errors: [message] };
  return out as ErrorSchema;
}

export function RegistrationForm({ definition, formData, context, onChange, onSubmit, serverErrors, readOnly, children }: RegistrationFormProps) {
  const { schema, uiSchema, validator } = definition;
  const [attempted, setAttempted] = useState(false);
  const transformErrors = useMemo(() => {
    const transform = makeTransformErrors(schema);
    const order = (uiSchema['ui:order'] as string[] | undefined) ?? [];
    const rank = (e: RJSFValidationError) => {
      const i = order.indexOf(fieldOf(e));
      return i === -1 ? order.length : i;
    };
    // The first error is the first invalid field on screen.
    return (errors: RJSFValidationError[]) => transform(errors).sort((a, b) => rank(a) - rank(b));
  }, [schema, uiSchema]);

  return (
    <RegistrationContext value={context}>
      <FormDataContext value={formData}>
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        widgets={widgets}
        fields={fields}
        transformErrors={transformErrors}
        extraErrors={toErrorSchema(serverErrors)}
        showErrorList="top"
        liveValidate={attempted ? 'onChange' : undefined}
        // The schema's messages, summary and focus rule replace the browser's own bubbles.
        noHtml5Validate
        // Nothing is answered for the user: no pre-ticked agreement (const true), no "not penalised" (required boolean).
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never', requiredBooleanDefault: 'skip', emptyObjectFields: 'skipDefaults' }}
        readonly={readOnly}
        focusOnFirstError={(error) => focusField(fieldId(fieldOf(error)))}
        onChange={(e) => onChange((e.formData ?? {}) as FormData)}
        onError={(errors) => {
          setAttempted(true);
          const onlyToken = errors.length > 0 && errors.every((e) => fieldOf(e) === 'cfToken');
          notifications.show({ color: 'red', message: onlyToken ? messages.pleaseCompleteCaptcha : messages.checkFormErrors, autoClose: TOAST_MS.error });
        }}
        onSubmit={() => {
          setAttempted(true);
          onSubmit();
        }}
      >
        {children}
      </ThemedForm>
      </FormDataContext>
    </RegistrationContext>
  );
}
