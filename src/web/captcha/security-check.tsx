// The security check (DESIGN.md section 5): the self-hosted ALTCHA widget by default, Cloudflare
// Turnstile when the server says so. Both are heavy, so they load only when a form shows one.
// The caller gets the token the server verifies (or null when there is none: not yet solved,
// expired, failed or reset) and bumps `resetKey` after every submit (tokens are single-use).
import { lazy, Suspense } from 'react';
import { useSettings } from '../settings/settings-context';
import { SECURITY_CHECK_TEXT } from './security-check-text';

export interface SecurityCheckProps {
  onToken: (token: string | null) => void;
  /** Changing it clears the current token and shows the check again. */
  resetKey?: number;
  /** Put on the widget's wrapper: a form can scroll to it and focus it. */
  id?: string;
}

const AltchaCheck = lazy(() => import('./altcha-check'));
const TurnstileCheck = lazy(() => import('./turnstile-check'));

export function SecurityCheck(props: SecurityCheckProps) {
  const { settings } = useSettings();
  const loading = <p role="status">{SECURITY_CHECK_TEXT.loading}</p>;
  return (
    <div id={props.id} tabIndex={-1} role="group" aria-label={SECURITY_CHECK_TEXT.group} data-security-check="">
      {settings ? (
        <Suspense fallback={loading}>
          {settings.captchaProvider === 'turnstile' && settings.turnstileSiteKey ? (
            <TurnstileCheck siteKey={settings.turnstileSiteKey} onToken={props.onToken} resetKey={props.resetKey ?? 0} />
          ) : (
            <AltchaCheck onToken={props.onToken} resetKey={props.resetKey ?? 0} />
          )}
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
