// /pages/register (SPEC.md section 2): the new registration, or the closed notice when the window is shut.
import { Alert } from '@mantine/core';
import { messages } from '../../../shared/messages';
import { useSettings } from '../../settings/settings-context';
import { newRegistrationForms } from '../../forms/new-registration-forms';
import { RegistrationPlaceholder } from './registration/registration-placeholder';
import { RegistrationView } from './registration/registration-view';
import { REGISTRATION_TEXT as T } from './registration/registration-texts';
import css from './registration/registration.module.css';
import { MantineScope } from '../../app/mantine-scope';

export function RegisterPage() {
  const { settings, error } = useSettings();
  return (
    <div className={css.container}>
      <h1 className={css.title}>{T.newTitle}</h1>
      {!settings && !error ? (
        <RegistrationPlaceholder />
      ) : settings && !settings.registrationOpen ? (
        <Alert color="blue" variant="light" role="status">
          {messages.registrationClosed}
        </Alert>
      ) : (
        <RegistrationView mode="new" forms={newRegistrationForms} />
      )}
    </div>
  );
}

export function Component() {
  return (
    <MantineScope>
      <RegisterPage />
    </MantineScope>
  );
}
