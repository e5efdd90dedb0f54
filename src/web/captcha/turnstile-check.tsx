// Cloudflare Turnstile (production option, CAPTCHA_PROVIDER=turnstile): its script is loaded from
// Cloudflare once, then the widget is rendered explicitly into our container.
import { useEffect, useRef, useState } from 'react';
import { SECURITY_CHECK_TEXT, TURNSTILE_RENEWAL_MS } from './security-check-text';

// The part of Turnstile's global API we use (https://developers.cloudflare.com/turnstile/).
interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let scriptLoad: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  scriptLoad ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile missing')));
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('turnstile script failed'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

export default function TurnstileCheck(props: { siteKey: string; onToken: (token: string | null) => void; resetKey: number }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const onToken = useRef(props.onToken);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    onToken.current = props.onToken;
  }, [props.onToken]);

  useEffect(() => {
    let live = true;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    loadTurnstile().then(
      (api) => {
        if (!live || !container.current) return;
        const id = api.render(container.current, {
          sitekey: props.siteKey,
          language: 'zh-tw',
          callback: (token: string) => {
            onToken.current(token);
            clearTimeout(refresh);
            refresh = setTimeout(() => api.reset(id), TURNSTILE_RENEWAL_MS);
          },
          'expired-callback': () => {
            onToken.current(null);
            api.reset(id);
          },
          'error-callback': () => onToken.current(null),
        });
        widget.current = { api, id };
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      clearTimeout(refresh);
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [props.siteKey]);

  const firstKey = useRef(props.resetKey);
  useEffect(() => {
    if (props.resetKey === firstKey.current) return;
    firstKey.current = props.resetKey;
    if (widget.current) widget.current.api.reset(widget.current.id);
    onToken.current(null);
  }, [props.resetKey]);

  return failed ? <p role="alert">{SECURITY_CHECK_TEXT.loadFailed}</p> : <div ref={container} />;
}
