// The juror's declaration before any entry is shown (issue 28): the units they work for or with (each a
// name and, if known, its tax id: the server detects conflicts with the entries from them) and the
// confidentiality pledge. RJSF from schemas/admin/judging-declaration.schema.json, checked in the browser
// by its precompiled validator (the schema's own messages, on the very row and field they name) and again
// by the server. Large inputs and buttons: jurors declare on their phones.
import { Button, Checkbox, Fieldset, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fieldId, focusField } from '../../../ui/forms/focus-field';
import { ThemedForm } from '../../../ui/forms/theme-form';
import { fieldPathOf, makeTransformErrors } from '../../../ui/forms/transform-errors';
import { nestedField } from '../../forms/nested-errors';
import { errorsOf, FormErrorSummary } from '../../forms/form-errors';
import formSchema from '../../forms/generated/judging-declaration.form.json';
import validators from '../../forms/generated/judging-declaration.validator.cjs';
import { toErrorSchema, validatorOf } from '../../forms/schema-form';
import { declarationKey, JURY_KEY, saveDeclaration, type DeclarationBody } from './jury-api';

const FORM = 'declaration';
const schema = formSchema as RJSFSchema;
const validator = validatorOf({ schema, validators: validators as unknown as ValidatorFunctions });
const transformErrors = makeTransformErrors(schema, nestedField);
export const DECLARATION_TITLE = formSchema.title;

/** A unit of the list: its fields, then its remove button (a large one, under the fields on a phone). */
function UnitTemplate({ children, buttonsProps, index }: ArrayFieldItemTemplateProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={700}>單位 {index + 1}</Text>
        {children}
        {buttonsProps.hasRemove ? (
          <Group justify="flex-end">
            <Button variant="outline" color="red.9" size="md" onClick={buttonsProps.onRemoveItem} disabled={buttonsProps.disabled || buttonsProps.readonly} aria-label={`移除單位 ${index + 1}`}>
              移除
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function UnitsTemplate({ title, items, canAdd, onAddClick, fieldPathId, rawErrors, disabled, readonly }: ArrayFieldTemplateProps) {
  return (
    <Fieldset id={fieldPathId.$id} legend={title} variant="unstyled" styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}>
      <Stack gap="sm">
        <Text size="md" c="dimmed">
          請列出您任職、兼任或業務往來密切的單位；沒有則不必新增。
        </Text>
        {items}
        {rawErrors && rawErrors.length > 0 ? (
          <Text c="var(--mantine-color-error)" size="md">
            {rawErrors.join('\n')}
          </Text>
        ) : null}
        {canAdd ? (
          <Button variant="light" size="lg" onClick={onAddClick} disabled={disabled || readonly} style={{ alignSelf: 'flex-start' }}>
            ＋ 新增單位
          </Button>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

/** The pledge: a large checkbox whose label is the pledge itself (the schema's title). */
function PledgeWidget({ id, value, onChange, label, required, rawErrors, disabled, readonly }: WidgetProps) {
  return (
    <Checkbox
      id={id}
      size="lg"
      label={label}
      required={required}
      disabled={disabled || readonly}
      checked={value === true}
      // Unticked is "not given" (undefined): the schema's message for a missing pledge.
      onChange={(e) => onChange(e.currentTarget.checked ? true : undefined)}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
      styles={{ label: { fontSize: 'var(--mantine-font-size-lg)' } }}
    />
  );
}

const uiSchema: UiSchema = {
  'ui:submitButtonOptions': { norender: true },
  // The page's heading is the schema's title.
  'ui:title': '',
  affiliations: {
    'ui:options': { orderable: false, copyable: false },
    // Each row is headed 單位 1, 單位 2… by its template: not RJSF's 「任職或往來單位-1」 as well.
    items: {
      'ui:options': { label: false },
      name: { 'ui:options': { size: 'lg', autocomplete: 'organization' } },
      taxId: { 'ui:options': { size: 'lg', inputMode: 'numeric', maxLength: 8 } },
    },
  },
  pledge: { 'ui:widget': 'pledge' },
};
const templates = { ArrayFieldTemplate: UnitsTemplate, ArrayFieldItemTemplate: UnitTemplate };
const widgets = { pledge: PledgeWidget };

export function DeclarationForm() {
  const queryClient = useQueryClient();
  const [formData, setFormData] = useState<Partial<DeclarationBody>>({ affiliations: [] });
  const [attempted, setAttempted] = useState(false);
  const send = useMutation({
    mutationFn: saveDeclaration,
    onSuccess: (declaration) => {
      queryClient.setQueryData(declarationKey, declaration);
      void queryClient.invalidateQueries({ queryKey: JURY_KEY });
      notifications.show({ color: 'green', message: '已完成聲明，可以開始評審' });
    },
    onError: (error) => {
      const first = errorsOf(error).find((e) => e.field);
      if (first) setTimeout(() => focusField(fieldId(first.field.split('/').join('_'))), 0);
    },
  });
  const serverErrors = errorsOf(send.error);
  const extraErrors = useMemo(() => toErrorSchema(serverErrors, { nested: true }), [serverErrors]);
  return (
    <Stack gap="md">
      <FormErrorSummary form={FORM} errors={serverErrors.filter((e) => !e.field)} />
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        templates={templates}
        widgets={widgets}
        formData={formData}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        showErrorList="top"
        liveValidate={attempted ? 'onChange' : undefined}
        noHtml5Validate
        // The pledge is a const `true`: never ticked for the juror.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        disabled={send.isPending}
        focusOnFirstError={(error) => focusField(fieldId(fieldPathOf(error)))}
        onChange={(e) => setFormData((e.formData ?? {}) as Partial<DeclarationBody>)}
        onError={() => setAttempted(true)}
        onSubmit={(e) => {
          setAttempted(true);
          if (!send.isPending) send.mutate(e.formData as DeclarationBody);
        }}
      >
        <Button type="submit" size="lg" mt="md" loading={send.isPending} disabled={send.isPending} w={{ base: '100%', sm: 'auto' }}>
          確認聲明並開始評審
        </Button>
      </ThemedForm>
    </Stack>
  );
}
