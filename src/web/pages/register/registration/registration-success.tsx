// The success view (SPEC.md section 2; the GOV.UK confirmation pattern: it takes the focus). New: the
// registration number and upload login code (click to copy), the letter note, the six reminders,
// contact data, "continue uploading" (signs out first if someone is signed in) and "add later".
import { TOAST_MS } from '../../../layout/toast-durations';
import { Alert, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SubmitResult } from '../../../../../machines/registration';
import { phoneWithExtensions } from '../../../../shared/contact-phone';
import { messages } from '../../../../shared/messages';
import { uploadReminders } from '../../../../shared/upload-reminders';
import { useAuth } from '../../../auth';
import { useSettings } from '../../../settings/settings-context';
import { REGISTRATION_TEXT as T } from './registration-texts';
import css from './registration.module.css';

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifications.show({ color: 'teal', message: messages.copied, autoClose: TOAST_MS.copied });
  } catch {
    notifications.show({ color: 'red', message: messages.copyFailed, autoClose: TOAST_MS.error });
  }
}

function CopyValue({ label, value }: { label: string; value: string }) {
  return (
    <div className={css.copyRow}>
      <Text size="sm" c="dimmed" id={`copy-${label}`}>
        {label}
      </Text>
      <UnstyledButton className={css.copyValue} onClick={() => void copy(value)} aria-describedby={`copy-${label}`} title={T.copyHint}>
        <span className={css.code}>{value}</span>
        <span className={css.copyHint}>{T.copyHint}</span>
      </UnstyledButton>
    </div>
  );
}

export function RegistrationSuccess({ mode, result }: { mode: 'new' | 'edit'; result: SubmitResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { settings } = useSettings();
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const continueUpload = async () => {
    if (auth.status === 'signedIn') await auth.signOut();
    const query = new URLSearchParams({ registrationId: result.registrationNumber, confirmationCode: result.accessCode ?? '' });
    await navigate(`/pages/register/upload?${query}`);
  };

  return (
    <section className={css.success} aria-labelledby="registration-success-title">
      <Stack gap="md">
        <h2 id="registration-success-title" ref={heading} tabIndex={-1} className={css.successTitle}>
          {mode === 'new' ? T.successNew : T.successEdit}
        </h2>
        {mode === 'new' ? (
          <>
            <Text>{T.successLead}</Text>
            <div className={css.copyGrid}>
              <CopyValue label={T.registrationNumber} value={result.registrationNumber} />
              {result.accessCode ? <CopyValue label={T.accessCode} value={result.accessCode} /> : null}
            </div>
            <Alert color="blue" variant="light">
              {T.letterSent}
            </Alert>
            <div>
              <h3 className={css.successSubtitle}>{T.remindersTitle}</h3>
              <ol className={css.reminders}>
                {uploadReminders.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ol>
            </div>
            {settings ? (
              <div>
                <h3 className={css.successSubtitle}>{T.contactTitle}</h3>
                <Text size="sm">
                  {T.phone}：{phoneWithExtensions(settings.contactPhone, settings.contactExtensions)}
                </Text>
                <Text size="sm">
                  {T.hours}：{settings.contactHours}
                </Text>
                <Text size="sm">
                  {T.mailbox}：<a href={`mailto:${settings.mailbox}`}>{settings.mailbox}</a>
                </Text>
              </div>
            ) : null}
            <Group gap="sm">
              <Button onClick={() => void continueUpload()} loading={auth.loggingOut}>
                {T.continueUpload}
              </Button>
              <Button component={Link} to="/" variant="default">
                {T.later}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text>{T.editDone}</Text>
            <Group>
              <Button component={Link} to="/pages/register/upload">
                {T.backToUpload}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </section>
  );
}
