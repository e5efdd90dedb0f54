// Content-Security-Policy: no inline scripts, no eval (forms use precompiled validators), the
// security-check workers from blob: URLs, and the video service only inside its iframe.
import type { Config } from '../config';

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const turnstile = config.captcha.provider === 'turnstile' ? ['https://challenges.cloudflare.com'] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...turnstile],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...turnstile],
    'frame-src': ['https://www.youtube-nocookie.com', ...turnstile],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
