// The commitments (three pledges, from the ui schema), the notice at collection beside them (個資法 §8:
// src/shared/privacy-policy.ts, with a link to the whole policy) and the box that agrees to them.
import { Box, Checkbox, List, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { Link } from 'react-router-dom';
import { COLLECTION_NOTICE, fillPolicyText, PRIVACY_PATH } from '../../../shared/policy-pages';
import { policyValues } from '../../pages/policies/policy-values';
import { useSettings } from '../../settings/settings-context';

function CollectionNotice({ id }: { id: string }) {
  const { settings } = useSettings();
  if (!settings) return null;
  return (
    <Box role="note" aria-labelledby={`${id}-notice`} p="sm" mb="sm" bg="gray.0" bd="1px solid gray.3" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text id={`${id}-notice`} fw={600} size="sm" mb={4}>
        {COLLECTION_NOTICE.title}
      </Text>
      <Text size="sm" mb={4}>
        {fillPolicyText(COLLECTION_NOTICE.text, policyValues(settings))}
      </Text>
      <Text size="sm">
        <Link to={PRIVACY_PATH} target="_blank" rel="noopener">
          {COLLECTION_NOTICE.linkLabel}
        </Link>
      </Text>
    </Box>
  );
}

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
      <CollectionNotice id={id} />
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
