// Security headers, computed once per app and set on every answer by one synchronous hook (a
// per-request middleware rebuilt them for every request: ~9 % of a cached read's CPU, bench/api.mjs).
// Pages get the whole set. API answers are JSON that no browser renders as a document, so they carry
// the short set OWASP's REST cheat sheet names: a deny-all policy, nosniff, no framing, no referrer
// leak, no powerful features, same-origin resource policy (fewer bytes to write on every read).
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../config/config';

/** Content-Security-Policy of the site's pages: no inline scripts, no eval (forms use precompiled
 * validators), the security-check worker a file of our own origin, the video service only inside its iframe. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const turnstile = config.captcha.provider === 'turnstile' ? ['https://challenges.cloudflare.com'] : [];
  // The accessibility mark's image (issue 32) may be the certifier's own address: its origin, and no other.
  const markImage = config.programme.accessibilityMark?.image ?? '';
  const markOrigin = /^https:\/\//.test(markImage) ? [new URL(markImage).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...turnstile],
    'worker-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...markOrigin],
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

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');

export interface SecurityHeaders {
  page: Record<string, string>;
  api: Record<string, string>;
}

export function securityHeaders(config: Config): SecurityHeaders {
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
    ...(config.secureCookies ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  return {
    page: {
      ...common,
      'content-security-policy': policy(contentSecurityPolicy(config)),
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-permitted-cross-domain-policies': 'none',
    },
    api: { ...common, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'; object-src 'none'" },
  };
}

/** onRequest hook: the page or the API set, before any handler or error handler can answer. */
export function setSecurityHeaders(config: Config) {
  const { page, api } = securityHeaders(config);
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(req.url.startsWith('/api/') ? api : page);
    done();
  };
}
