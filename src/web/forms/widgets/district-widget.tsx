// District of the contact address: the districts of the chosen county (common/v1/list-district).
import { NativeSelect } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useRegistrationContext } from '../form-context';

export function DistrictWidget({ id, value, onChange, onBlur, label, rawErrors, disabled, readonly, required }: WidgetProps) {
  const { formData, lookups } = useRegistrationContext();
  const { districts } = lookups;
  const first = !formData.contactCountyCategory ? '請先選擇縣市' : districts.loading ? '載入中…' : '請選擇鄉鎮市區';
  return (
    <NativeSelect
      id={id}
      label={label}
      required={required}
      autoComplete="address-level2"
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value || undefined)}
      onBlur={() => onBlur(id, value)}
      disabled={disabled || readonly}
      error={rawErrors?.length ? rawErrors.join('\n') : districts.error ?? undefined}
      data={[{ value: '', label: first }, ...districts.items.map((d) => ({ value: d.slug, label: `${d.zip} ${d.name}` }))]}
    />
  );
}
