// /pages/registerEdit?type=edit (SPEC.md section 2): the signed-in registrant's registration, prefilled;
// read-only once it is locked.
import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth';
import { editRegistrationForms } from '../../forms/edit-registration-forms';
import { RegistrationPlaceholder } from './registration/registration-placeholder';
import { RegistrationView } from './registration/registration-view';
import { REGISTRATION_TEXT as T } from './registration/registration-texts';
import css from './registration/registration.module.css';
import { MantineScope } from '../../app/mantine-scope';

export function RegisterEditPage() {
  const { status, user } = useAuth();
  return (
    <div className={css.container}>
      <h1 className={css.title}>{T.editTitle}</h1>
      {status === 'checking' ? (
        <RegistrationPlaceholder />
      ) : status === 'signedIn' && user?.sub ? (
        <RegistrationView key={user.sub} mode="edit" forms={editRegistrationForms} registrationUid={user.sub} />
      ) : (
        <Alert color="blue" variant="light">
          {T.signInFirst}
          <Button component={Link} to="/pages/register/upload" variant="light" size="xs" ml="sm">
            {T.signInLink}
          </Button>
        </Alert>
      )}
    </div>
  );
}

export function Component() {
  return (
    <MantineScope>
      <RegisterEditPage />
    </MantineScope>
  );
}
