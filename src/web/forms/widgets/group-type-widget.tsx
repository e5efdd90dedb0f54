// The group-type choice (團體組 / 個人組). Choosing the other type starts an empty form of that type
// (the page's machine clears values and errors).
import { Group, Radio } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';

export function GroupTypeWidget({ id, value, onChange, label, rawErrors, disabled, readonly, options }: WidgetProps) {
  const labels = (options.labels ?? {}) as Record<string, string>;
  return (
    <Radio.Group
      id={id}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next)}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      required
      readOnly={disabled || readonly}
    >
      <Group mt="xs" gap="lg">
        {(['group', 'individual'] as const).map((type) => (
          <Radio key={type} id={`${id}-${type}`} value={type} label={labels[type] ?? type} disabled={disabled || readonly} />
        ))}
      </Group>
    </Radio.Group>
  );
}
