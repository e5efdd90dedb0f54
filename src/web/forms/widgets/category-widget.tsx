// Unit category: the categories of the chosen group type (common/v1/list-organization). With the ui
// option `rulesLink` (the individual form, SPEC.md section 2) it links to the programme's rules, in a new
// tab so that the form being filled stays as it is.
import { NativeSelect } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useRegistrationContext } from '../form-context';

export function CategoryWidget({ id, value, onChange, onBlur, label, rawErrors, disabled, readonly, required, options }: WidgetProps) {
  const { categories } = useRegistrationContext().lookups;
  const placeholder = categories.loading ? '載入中…' : '請選擇單位類別';
  return (
    <NativeSelect
      id={id}
      label={label}
      required={required}
      description={
        options.rulesLink ? (
          <a href="/pages/activity/info" target="_blank" rel="noopener">
            {String(options.rulesLink)}
          </a>
        ) : undefined
      }
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value || undefined)}
      onBlur={() => onBlur(id, value)}
      disabled={disabled || readonly}
      error={rawErrors?.length ? rawErrors.join('\n') : categories.error ?? undefined}
      data={[{ value: '', label: placeholder }, ...categories.items.map((c) => ({ value: c.slug, label: c.name }))]}
    />
  );
}
