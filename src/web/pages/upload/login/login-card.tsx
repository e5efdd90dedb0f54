// The upload page's login card: its heading and intro paint with the page itself, before the form's
// code (Mantine's inputs, the security check) has arrived. The form loads beside them into a box that
// already holds its place, so nothing below moves when it comes. What to upload (the success page's
// and the letter's list) folds out under the intro.
import { lazy, Suspense } from 'react';
import { uploadReminders } from '../../../../shared/upload-reminders';
import { LOADING_TEXT } from '../../../layout/site-layout';
import { LOGIN_TEXT } from './account-text';
import classes from './login.module.css';

const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

export function LoginCard() {
  return (
    <section className={classes.card} aria-labelledby="login-heading">
      <h2 id="login-heading" className={classes.heading}>
        {LOGIN_TEXT.heading}
      </h2>
      <p className={classes.intro}>{LOGIN_TEXT.intro}</p>
      <details className={classes.reminders}>
        <summary>{LOGIN_TEXT.remindersTitle}</summary>
        <ol>
          {uploadReminders.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </details>
      <Suspense
        fallback={
          <div className={classes.formPlaceholder} role="status">
            <span className={classes.visuallyHidden}>{LOADING_TEXT}</span>
          </div>
        }
      >
        <LoginForm />
      </Suspense>
    </section>
  );
}
