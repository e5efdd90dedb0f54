// Unit category: the categories of the chosen group type (common/v1/list-organization).
import { NativeSelect } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useRegistrationContext } from '../form-context';

export function CategoryWidget({ id, value, onChange, onBlur, label, rawErrors, disabled, readonly, required }: WidgetProps) {
  const { categories } = useRegistrationContext().lookups;
  const placeholder = categories.loading ? '載入中…' : '請選擇單位類別';
  return (
    <NativeSelect
      id={id}
      label={label}
      required={required}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value || undefined)}
      onBlur={() => onBlur(id, value)}
      disabled={disabled || readonly}
      error={rawErrors?.length ? rawErrors.join('\n') : categories.error ?? undefined}
      data={[{ value: '', label: placeholder }, ...categories.items.map((c) => ({ value: c.slug, label: c.name }))]}
    />
  );
}
