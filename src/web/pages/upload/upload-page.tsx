// /pages/register/upload (route Upload): the login form when signed out, the upload workflow and a
// link to the registration form once signed in (SPEC.md section 2). While the upload window is
// closed a signed-out visitor sees the closing notice instead of the form (SPEC.md section 1).
// This module is the page's first paint and carries no Mantine: the login form and the signed-in
// workflow are chunks of their own (login-card.tsx, signed-in-upload.tsx), so the heading and the
// login intro show as soon as the site's own code has run.
import { lazy, Suspense } from 'react';
import { useAuth } from '../../auth';
import { LOADING_TEXT } from '../../layout/site-layout';
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../settings/settings-context';
import page from '../common/page.module.css';
import { LOGIN_TEXT } from './login/account-text';
import { LoginCard } from './login/login-card';

const SignedInUpload = lazy(() => import('./signed-in-upload').then((m) => ({ default: m.SignedInUpload })));

export function Component() {
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
      <Suspense
        fallback={
          <p role="status" className={page.state}>
            {LOADING_TEXT}
          </p>
        }
      >
        <SignedInUpload user={user} />
      </Suspense>
    );
  } else if (settings && !settings.uploadOpen) {
    body = (
      <p className={page.state} role="status">
        {settings.uploadNotice}
      </p>
    );
  } else {
    body = <LoginCard />;
  }

  return (
    <div className={page.container}>
      <h1 className={page.title}>{title}</h1>
      {body}
    </div>
  );
}
