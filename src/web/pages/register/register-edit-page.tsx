// /pages/registerEdit?type=edit (SPEC.md section 2): the signed-in registrant's registration, prefilled;
// read-only once it is locked.
import { Alert, Button } from '@mantine/core';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth';
import { editRegistrationForms } from '../../forms/edit-registration-forms';
import { RegistrationPlaceholder } from './registration/registration-placeholder';
import { RegistrationView } from './registration/registration-view';
import { REGISTRATION_TEXT as T } from './registration/registration-texts';
import css from './registration/registration.module.css';
import { MantineScope } from '../../app/mantine-scope';

// A locked registration is a summary to read, not a form (issue 14): a chunk of its own, loaded only then.
const LockedSummary = lazy(() => import('./registration/locked-summary'));

export function RegisterEditPage() {
  const { status, user } = useAuth();
  return (
    <div className={css.container}>
      {/* A locked registration is shown, not edited: the heading says so (issue 14). */}
      <h1 className={css.title}>{user && !user.editable ? T.viewTitle : T.editTitle}</h1>
      {status === 'checking' ? (
        <RegistrationPlaceholder />
      ) : status === 'signedIn' && user?.sub ? (
        <RegistrationView key={user.sub} mode="edit" forms={editRegistrationForms} registrationUid={user.sub} LockedView={LockedSummary} />
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
