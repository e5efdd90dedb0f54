// Years at the current job / in the profession: a text box that only takes what SPEC.md allows
// (digits, one decimal) and hands the form a number.
import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { filterYears, yearsValue } from './years-input';

export function YearsWidget({ id, value, onChange, onBlur, label, rawErrors, disabled, readonly, required, schema, placeholder }: WidgetProps) {
  const max = typeof schema.maximum === 'number' ? schema.maximum : 99.9;
  const [text, setText] = useState(value === undefined || value === null ? '' : String(value));
  // The form may change the value from outside (reset, prefill): show it unless it is what we typed.
  const shown = yearsValue(text) === value || (value === undefined && text === '') ? text : value === undefined || value === null ? '' : String(value);
  return (
    <TextInput
      id={id}
      label={label}
      required={required}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={shown}
      onChange={(e) => {
        const next = filterYears(e.currentTarget.value, max);
        setText(next);
        onChange(yearsValue(next));
      }}
      onBlur={() => onBlur(id, value)}
      disabled={disabled || readonly}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
    />
  );
}
