// Every field inside the Mantine theme's wrapper, plus `ui:options.showWhen`: a field shown only while
// other fields hold given values (e.g. the recommendation code only for a nominated entry).
import { Box } from '@mantine/core';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { useContext, type ReactNode } from 'react';
import { FormDataContext } from './form-data-context';

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, classNames, style, label, errors, help, displayLabel, rawDescription, hidden, schema, uiSchema, registry, children } = props;
  const uiOptions = getUiOptions(uiSchema);
  const showWhen = uiOptions.showWhen as Record<string, unknown> | undefined;
  if (hidden) return <Box display="none">{children}</Box>;
  const field = (
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
  return showWhen ? <ShowWhen when={showWhen}>{field}</ShowWhen> : field;
}

/** Its children while the form data holds the given values. Only these fields follow every change of the form data. */
function ShowWhen({ when, children }: { when: Record<string, unknown>; children: ReactNode }) {
  const formData = useContext(FormDataContext);
  return Object.entries(when).every(([key, value]) => formData?.[key] === value) ? children : null;
}
