// The security check (DESIGN.md section 5): the self-hosted ALTCHA widget by default, Cloudflare
// Turnstile when the server says so. Both are heavy, so they load only when a form shows one, and
// only once the visitor is near it: when it scrolls into view (or close to it), or when the visitor
// starts on the form it belongs to. A long form's first paint does not wait for, or stutter
// under, a widget at its very end (the register page's Lighthouse TBT).
// The caller gets the token the server verifies (or null when there is none: not yet solved,
// expired, failed or reset) and bumps `resetKey` after every submit (tokens are single-use).
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useSettings } from '../settings/settings-context';
import { SECURITY_CHECK_TEXT } from './security-check-text';
import css from './security-check.module.css';

export interface SecurityCheckProps {
  onToken: (token: string | null) => void;
  /** Changing it clears the current token and shows the check again. */
  resetKey?: number;
  /**
   * On a new resetKey, once the visitor has solved the check, solve it again at once without asking
   * (ALTCHA's proof of work runs again by itself): one check for a whole form whose photo upload and
   * submit each spend a single-use token. Turnstile re-runs on its own after a reset.
   */
  renewSilently?: boolean;
  /** Put on the widget's wrapper: a form can scroll to it and focus it. */
  id?: string;
}

const AltchaCheck = lazy(() => import('./altcha-check'));
const TurnstileCheck = lazy(() => import('./turnstile-check'));

/** How far below the viewport the widget starts loading. */
const NEAR = '600px';

/** True once the element is near the viewport or the visitor focuses or touches its form. */
function useNeeded(ref: RefObject<HTMLElement | null>): boolean {
  // Without IntersectionObserver (old browsers, jsdom) it loads at once.
  const [needed, setNeeded] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const el = ref.current;
    if (needed || !el) return;
    const need = () => setNeeded(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && need(), { rootMargin: `${NEAR} 0px` });
    observer.observe(el);
    const scope: HTMLElement | Document = el.closest('form') ?? document;
    scope.addEventListener('focusin', need);
    scope.addEventListener('pointerdown', need);
    return () => {
      observer.disconnect();
      scope.removeEventListener('focusin', need);
      scope.removeEventListener('pointerdown', need);
    };
  }, [ref, needed]);
  return needed;
}

export function SecurityCheck(props: SecurityCheckProps) {
  const { settings } = useSettings();
  const ref = useRef<HTMLDivElement>(null);
  const needed = useNeeded(ref);
  const loading = <p role="status">{SECURITY_CHECK_TEXT.loading}</p>;
  const turnstile = settings?.captchaProvider === 'turnstile' && !!settings.turnstileSiteKey;
  return (
    <div ref={ref} id={props.id} tabIndex={-1} role="group" aria-label={SECURITY_CHECK_TEXT.group} data-security-check="" data-provider={turnstile ? 'turnstile' : 'altcha'} className={css.check}>
      {settings && needed ? (
        <Suspense fallback={loading}>
          {turnstile && settings.turnstileSiteKey ? (
            <TurnstileCheck siteKey={settings.turnstileSiteKey} onToken={props.onToken} resetKey={props.resetKey ?? 0} />
          ) : (
            <AltchaCheck onToken={props.onToken} resetKey={props.resetKey ?? 0} renewSilently={props.renewSilently ?? false} />
          )}
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
