// /pages/register/upload (route Upload): the login form when signed out, the upload workflow and a
// link to the registration form once signed in (SPEC.md section 2). While the upload window is
// closed a signed-out visitor sees the closing notice instead of the form (SPEC.md section 1).
import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { isEditableStatus } from '../../../shared/registration-status';
import { messages } from '../../../shared/messages';
import { useAuth } from '../../auth';
import { LOADING_TEXT } from '../../layout/site-layout';
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../settings/settings-context';
import page from '../common/page.module.css';
import { LOGIN_TEXT, UPLOAD_PAGE_TEXT } from './login/account-text';
import { LoginForm } from './login/login-form';
import { MantineScope } from '../../app/mantine-scope';

// The workflow (stepper, steps, machine) loads only once signed in: a visitor who comes to sign in
// downloads and runs the login form alone.
const UploadWorkflow = lazy(() => import('./workflow/upload-workflow').then((m) => ({ default: m.UploadWorkflow })));

export const REGISTRATION_EDIT_PATH = '/pages/registerEdit?type=edit';

export function Component() {
  return (
    <MantineScope>
      <UploadPage />
    </MantineScope>
  );
}

function UploadPage() {
  const title = usePageTitle();
  const { status, user } = useAuth();
  const { settings } = useSettings();

  let body;
  if (status === 'checking') {
    body = (
      <p role="status" className={page.state}>
        {LOGIN_TEXT.checking}
      </p>
    );
  } else if (status === 'signedIn' && user) {
    body = (
      <>
        <div className={page.actions}>
          <Button component={Link} to={REGISTRATION_EDIT_PATH} variant="outline" radius="xl">
            {isEditableStatus(user.registrationStatus) ? UPLOAD_PAGE_TEXT.editRegistration : UPLOAD_PAGE_TEXT.viewRegistration}
          </Button>
        </div>
        <Suspense
          fallback={
            <p role="status" className={page.state}>
              {LOADING_TEXT}
            </p>
          }
        >
          <UploadWorkflow user={user} />
        </Suspense>
      </>
    );
  } else if (settings && !settings.uploadOpen) {
    body = <p className={page.state}>{messages.uploadClosed}</p>;
  } else {
    body = <LoginForm />;
  }

  return (
    <div className={page.container}>
      <h1 className={page.title}>{title}</h1>
      {body}
    </div>
  );
}
