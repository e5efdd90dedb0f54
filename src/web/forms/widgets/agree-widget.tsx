// The commitments (three pledges, from the ui schema) and the box that agrees to them.
import { Checkbox, List, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';

export function AgreeWidget({ id, value, onChange, label, rawErrors, disabled, readonly, options }: WidgetProps) {
  const pledges = Array.isArray(options.pledges) ? (options.pledges as string[]) : [];
  return (
    <div role="group" aria-labelledby={`${id}-title`}>
      <Text id={`${id}-title`} fw={600} mb={4}>
        {label}
      </Text>
      <List type="ordered" spacing={4} size="sm" mb="sm">
        {pledges.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
      <Checkbox
        id={id}
        checked={value === true}
        onChange={(e) => onChange(e.currentTarget.checked ? true : undefined)}
        label={typeof options.agreeLabel === 'string' ? options.agreeLabel : '我同意'}
        disabled={disabled || readonly}
        error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      />
    </div>
  );
}
