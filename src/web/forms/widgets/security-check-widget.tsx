// The security check as the form's cfToken field: its token is the field's value, its error shows
// under it, and a new captchaKey (after every submit, after a photo upload) renews it: silently once
// solved, so that an individual solves it once for the whole form, whatever the order (issue 14).
import { Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { SecurityCheck } from '../../captcha/security-check';
import { useRegistrationContext } from '../form-context';

export function SecurityCheckWidget({ id, label, rawErrors }: WidgetProps) {
  const { onToken, captchaKey } = useRegistrationContext();
  return (
    <div>
      <Text fw={500} size="sm" mb={4} id={`${id}-label`}>
        {label}
      </Text>
      <SecurityCheck id={id} onToken={onToken} resetKey={captchaKey} renewSilently />
      {rawErrors?.length ? (
        <Text c="red" size="sm" mt={4} id={`${id}-error`}>
          {rawErrors.join('\n')}
        </Text>
      ) : null}
    </div>
  );
}
