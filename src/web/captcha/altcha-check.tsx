// ALTCHA widget (web component from the `altcha` package) against our own challenge endpoint.
// The widget posts back base64 JSON { challenge, solution }: exactly what the server verifies.
// The `external` build: its stylesheet is a stylesheet (not injected by script) and its worker is a
// file of our own origin fetched when a check starts, not a blob inlined into this chunk; we register
// the one algorithm our server's challenges use.
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-color-scheme.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import 'altcha/types/react';
import { useEffect, useRef } from 'react';
import { SECURITY_CHECK_ALGORITHM } from '../../shared/security-check-algorithm';
import { ALTCHA_STRINGS, altchaRenewalDelay, CHALLENGE_URL } from './security-check-text';
import { stripEmptyAttributes } from './strip-empty-attributes';

/** Our API wraps the challenge in the { code, message, data } envelope; the widget wants it bare. */
async function fetchChallenge(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, { ...init, headers: { 'Cache-Control': 'no-cache' } });
  if (!res.ok) return res;
  const body = (await res.json()) as { data?: unknown };
  return new Response(JSON.stringify(body.data ?? null), { status: 200, headers: { 'content-type': 'application/json' } });
}

globalThis.$altcha.algorithms.set(SECURITY_CHECK_ALGORITHM, () => new Pbkdf2Worker());
globalThis.$altcha.i18n.set('zh-tw', ALTCHA_STRINGS);
globalThis.$altcha.defaults.set({ fetch: fetchChallenge, hideFooter: true, language: 'zh-tw' });

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

export default function AltchaCheck({ onToken, resetKey, renewSilently }: { onToken: (token: string | null) => void; resetKey: number; renewSilently: boolean }) {
  const ref = useRef<AltchaWidgetElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      clearTimeout(refresh);
      if (state === 'verified' && payload) {
        onTokenRef.current(payload);
        // Renew silently before the challenge expires: the user already proved it once.
        refresh = setTimeout(() => void el.verify(), altchaRenewalDelay(payload));
      } else {
        onTokenRef.current(null);
      }
    };
    el.addEventListener('statechange', onStateChange);
    const stopStripping = stripEmptyAttributes(el);
    return () => {
      stopStripping();
      clearTimeout(refresh);
      el.removeEventListener('statechange', onStateChange);
    };
  }, []);

  // A new resetKey (after a submit, after a photo upload) clears the used token; with renewSilently a
  // check the visitor had solved is solved again at once, as the timed renewal above does.
  const firstKey = useRef(resetKey);
  const renewRef = useRef(renewSilently);
  useEffect(() => {
    renewRef.current = renewSilently;
  }, [renewSilently]);
  useEffect(() => {
    if (resetKey === firstKey.current) return;
    firstKey.current = resetKey;
    const el = ref.current;
    const solved = el?.getState?.() === 'verified';
    el?.reset?.();
    onTokenRef.current(null);
    if (el && solved && renewRef.current) void el.verify();
  }, [resetKey]);

  return <altcha-widget ref={ref} challenge={CHALLENGE_URL} language="zh-tw" type="checkbox" auto="off" name="cfToken" />;
}
