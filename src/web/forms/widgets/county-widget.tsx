// County of the contact address (common/v1/list-county). Choosing another county clears the district
// (the page's machine) and reloads the district list.
import { NativeSelect } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useRegistrationContext } from '../form-context';

export function CountyWidget({ id, value, onChange, onBlur, label, rawErrors, disabled, readonly, required }: WidgetProps) {
  const { counties } = useRegistrationContext().lookups;
  return (
    <NativeSelect
      id={id}
      label={label}
      required={required}
      autoComplete="address-level1"
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value || undefined)}
      onBlur={() => onBlur(id, value)}
      disabled={disabled || readonly}
      error={rawErrors?.length ? rawErrors.join('\n') : counties.error ?? undefined}
      data={[{ value: '', label: counties.loading ? '載入中…' : '請選擇縣市' }, ...counties.items.map((c) => ({ value: c.slug, label: c.name }))]}
    />
  );
}
