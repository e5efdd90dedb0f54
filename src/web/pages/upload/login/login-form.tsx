// The login form of the upload page (SPEC.md sections 2, 5 and 8): registration number, upload
// login code (hidden, with a show/hide toggle), the security check and the login button, prefilled
// from the query (registrationId, confirmationCode) when the success view sends the visitor here.
// Its card, heading and intro are login-card.tsx's, which loads this module after painting them.
// Plain markup (login-field.tsx), not Mantine: the form's code arrives with the page on a phone's
// connection. The resend dialog, opened by few, brings Mantine with it.
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../auth';
import { LOGIN_TEXT } from './account-text';
import { SecurityCheckField } from './security-check-field';
import { focusField } from '../../../../ui/forms/focus-field';
import { CodeField, LoginField } from './login-field';
import fields from './login-field.module.css';
import classes from './login.module.css';
import { validateLogin, type FieldErrors, type LoginValues } from './validate';

// The resend dialog (Mantine's Modal, Radio, their overlay and scroll lock) is fetched when the
// visitor heads for its link, not with the login form most visitors only fill in.
const loadResendModal = () => import('./resend-modal');
const ResendModal = lazy(() => loadResendModal().then((m) => ({ default: m.ResendModal })));
const preloadResendModal = () => void loadResendModal().catch(() => {});

const FIELD_IDS = { registrationNumber: 'login-registration-number', accessCode: 'login-access-code', cfToken: 'login-security-check' } as const;

export function LoginForm() {
  const { signIn } = useAuth();
  const [query, setQuery] = useSearchParams();
  const [registrationNumber, setRegistrationNumber] = useState(query.get('registrationId') ?? '');
  const [accessCode, setAccessCode] = useState(query.get('confirmationCode') ?? '');
  // The code is in the field now: it leaves the address bar (and so the history, bookmarks and a
  // shared screen) at once; the registration number may stay.
  useEffect(() => {
    if (query.has('confirmationCode'))
      setQuery(
        (q) => {
          q.delete('confirmationCode');
          return q;
        },
        { replace: true },
      );
  }, [query, setQuery]);
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendOpen, setResendOpen] = useState(false);
  // Mounted from the first opening on, so that it can play its closing transition.
  const [resendWanted, setResendWanted] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const values: LoginValues = { registrationNumber: registrationNumber.trim(), accessCode: accessCode.trim(), cfToken: token ?? '' };
    const found = validateLogin(values);
    setErrors(found);
    setFailure(null);
    const first = (Object.keys(FIELD_IDS) as (keyof LoginValues)[]).find((field) => found[field]);
    if (first) {
      focusField(FIELD_IDS[first]);
      return;
    }
    setBusy(true);
    try {
      await signIn(values);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      // The token was spent on this attempt: a fresh check for the next one.
      setToken(null);
      setResetKey((k) => k + 1);
      setBusy(false);
    }
  };

  return (
    <>
      <form onSubmit={submit} noValidate className={fields.form}>
        <LoginField
          id={FIELD_IDS.registrationNumber}
          label={LOGIN_TEXT.registrationNumber}
          value={registrationNumber}
          onChange={(e) => setRegistrationNumber(e.currentTarget.value)}
          error={errors.registrationNumber}
          autoComplete="username"
        />
        <CodeField
          id={FIELD_IDS.accessCode}
          label={LOGIN_TEXT.accessCode}
          value={accessCode}
          onChange={(e) => setAccessCode(e.currentTarget.value)}
          error={errors.accessCode}
          autoComplete="current-password"
        />
        <SecurityCheckField id={FIELD_IDS.cfToken} resetKey={resetKey} error={errors.cfToken} onToken={setToken} onSolved={() => setErrors((e) => ({ ...e, cfToken: undefined }))} />
        {failure && (
          <p className={classes.failure} role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className={fields.submit} disabled={busy}>
          {busy && <span className={fields.spinner} aria-hidden="true" />}
          {busy ? LOGIN_TEXT.submitting : LOGIN_TEXT.submit}
        </button>
        <button
          type="button"
          className={fields.forgot}
          onClick={() => {
            setResendWanted(true);
            setResendOpen(true);
          }}
          onPointerEnter={preloadResendModal}
          onFocus={preloadResendModal}
        >
          {LOGIN_TEXT.forgot}
        </button>
      </form>
      {resendWanted ? (
        <Suspense fallback={null}>
          <ResendModal opened={resendOpen} onClose={() => setResendOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
