// Every field inside the Mantine theme's wrapper, plus `ui:options.showWhen`: a field shown only while
// other fields hold given values (e.g. the recommendation code only for a nominated entry).
import { Box } from '@mantine/core';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { formContextOf } from './form-context';

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, classNames, style, label, errors, help, displayLabel, rawDescription, hidden, schema, uiSchema, registry, children } = props;
  const uiOptions = getUiOptions(uiSchema);
  const showWhen = uiOptions.showWhen as Record<string, unknown> | undefined;
  if (showWhen) {
    const { formData } = formContextOf(registry);
    if (!Object.entries(showWhen).every(([key, value]) => formData?.[key] === value)) return null;
  }
  if (hidden) return <Box display="none">{children}</Box>;
  return (
    <WrapIfAdditionalTemplate
      id={id}
      classNames={classNames}
      style={style}
      label={label}
      displayLabel={displayLabel}
      rawDescription={rawDescription}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      onKeyRename={props.onKeyRename}
      onKeyRenameBlur={props.onKeyRenameBlur}
      onRemoveProperty={props.onRemoveProperty}
      readonly={props.readonly}
      required={props.required}
      disabled={props.disabled}
    >
      {children}
      {errors}
      {help}
    </WrapIfAdditionalTemplate>
  );
}
