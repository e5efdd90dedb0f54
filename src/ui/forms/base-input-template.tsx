// Text inputs of the forms (RJSF's BaseInputTemplate) as Mantine TextInputs. The theme's own template
// also renders NumberInput (react-number-format) for numbers; ours are typed through the years widget,
// so that weight stays off the register route.
import { TextInput } from '@mantine/core';
import { getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';

/** ui:options that are ours or RJSF's, not attributes of the input element. */
const NOT_ATTRIBUTES = new Set(['emptyValue', 'classNames', 'title', 'label', 'help', 'autocomplete', 'disabled', 'readonly', 'order', 'inputType', 'widget', 'enumNames', 'description', 'showWhen', 'placeholder', 'hideError', 'uppercase']);

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, schema, value, placeholder, required, disabled, readonly, autofocus, label, hideLabel, onChange, onChangeOverride, onBlur, onFocus, options, rawErrors } = props;
  const inputProps = getInputProps(schema, type, options, false);
  const attributes = Object.fromEntries(Object.entries(options).filter(([key]) => !NOT_ATTRIBUTES.has(key)));
  const description = hideLabel ? undefined : ((options.description as string | undefined) ?? schema.description);
  return (
    <TextInput
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, false)}
      required={required}
      autoFocus={autofocus}
      disabled={disabled || readonly}
      placeholder={placeholder || undefined}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      {...inputProps}
      {...attributes}
      description={description}
      value={value === undefined || value === null ? '' : String(value)}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        // ui option `uppercase` (the national ID): letters become capitals as they are typed.
        const typed = options.uppercase ? e.target.value.toUpperCase() : e.target.value;
        (onChangeOverride || onChange)(typed === '' ? options.emptyValue : typed);
      }}
      onBlur={readonly ? undefined : (e) => onBlur(id, e.target.value)}
      onFocus={readonly ? undefined : (e) => onFocus(id, e.target.value)}
    />
  );
}
