// "Forgot the login code? Resend" (SPEC.md sections 2, 4, 5, 8): group type, contact name, phone
// and email as given at registration, and the security check. The server mails a fresh code; on
// success the modal says so and closes after 3 s.
import { Alert, Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { api, quiet } from '../../../api/client';
import { MantineScope } from '../../../app/mantine-scope';
import { messages } from '../../../../shared/messages';
import { RESEND_CLOSE_MS, RESEND_TEXT } from './account-text';
import { SecurityCheckField } from './security-check-field';
import { focusField } from '../../../../ui/forms/focus-field';
import classes from './login.module.css';
import { resendErrorText } from './resend-error';
import { validateResend, type FieldErrors, type ResendValues } from './validate';

const FIELD_IDS = {
  entityType: 'resend-entity-type',
  contactName: 'resend-contact-name',
  contactPhoneNumber: 'resend-contact-phone',
  contactEmail: 'resend-contact-email',
  cfToken: 'resend-security-check',
} as const;

const EMPTY = { entityType: '', contactName: '', contactPhoneNumber: '', contactEmail: '' };

export function ResendModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <MantineScope>
      <Modal opened={opened} onClose={onClose} title={RESEND_TEXT.title} centered size="md">
        {/* Mounted only while open: every opening starts empty with a fresh security check. */}
        {opened && <ResendForm onClose={onClose} />}
      </Modal>
    </MantineScope>
  );
}

function ResendForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<keyof ResendValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, RESEND_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || sent) return;
    const body: ResendValues = {
      entityType: values.entityType,
      contactName: values.contactName.trim(),
      contactPhoneNumber: values.contactPhoneNumber.trim(),
      contactEmail: values.contactEmail.trim(),
      cfToken: token ?? '',
    };
    const found = validateResend(body);
    setErrors(found);
    setFailure(null);
    const first = (Object.keys(FIELD_IDS) as (keyof ResendValues)[]).find((field) => found[field]);
    if (first) {
      focusField(FIELD_IDS[first]);
      return;
    }
    setBusy(true);
    let text: string | null;
    try {
      const { response, error } = await api.POST('/api/registrations/v1/notify-registration-number', {
        body: body as { entityType: 'group' | 'individual' } & ResendValues,
        ...quiet,
      });
      const answer = (error ?? {}) as { code?: number; message?: string };
      text = response.ok ? null : resendErrorText({ status: response.status, code: answer.code, message: answer.message });
    } catch {
      text = resendErrorText(null);
    }
    setBusy(false);
    if (text === null) {
      setSent(true);
      return;
    }
    setFailure(text);
    setToken(null);
    setResetKey((k) => k + 1);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <p className={classes.intro}>{RESEND_TEXT.intro}</p>
        <Radio.Group
          id={FIELD_IDS.entityType}
          name="entityType"
          label={RESEND_TEXT.entityType}
          value={values.entityType}
          onChange={set('entityType')}
          error={errors.entityType}
          withAsterisk
        >
          <Group mt="xs">
            <Radio value="group" label={RESEND_TEXT.group} />
            <Radio value="individual" label={RESEND_TEXT.individual} />
          </Group>
        </Radio.Group>
        <TextInput
          id={FIELD_IDS.contactName}
          label={RESEND_TEXT.contactName}
          value={values.contactName}
          onChange={(e) => set('contactName')(e.currentTarget.value)}
          error={errors.contactName}
          autoComplete="name"
          withAsterisk
        />
        <TextInput
          id={FIELD_IDS.contactPhoneNumber}
          label={RESEND_TEXT.contactPhone}
          value={values.contactPhoneNumber}
          onChange={(e) => set('contactPhoneNumber')(e.currentTarget.value)}
          error={errors.contactPhoneNumber}
          autoComplete="tel"
          inputMode="tel"
          withAsterisk
        />
        <TextInput
          id={FIELD_IDS.contactEmail}
          label={RESEND_TEXT.contactEmail}
          value={values.contactEmail}
          onChange={(e) => set('contactEmail')(e.currentTarget.value)}
          error={errors.contactEmail}
          type="email"
          autoComplete="email"
          withAsterisk
        />
        <SecurityCheckField id={FIELD_IDS.cfToken} resetKey={resetKey} error={errors.cfToken} onToken={setToken} onSolved={() => setErrors((e) => ({ ...e, cfToken: undefined }))} />
        {failure && (
          <Alert color="red" role="alert" variant="light">
            {failure}
          </Alert>
        )}
        {sent && (
          <Alert color="green" role="status" variant="light" className={classes.success}>
            {messages.resendSent}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {RESEND_TEXT.cancel}
          </Button>
          <Button type="submit" loading={busy} disabled={busy || sent} loaderProps={{ 'aria-label': RESEND_TEXT.sending }}>
            {RESEND_TEXT.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
