// Cloudflare Turnstile, selectable for production (CAPTCHA_PROVIDER=turnstile): the token is checked
// with Cloudflare's siteverify API; single use is enforced by Cloudflare and again by us.
import { createHash } from 'node:crypto';
import type { Config } from '../config/config';
import type { CaptchaProvider } from './index';

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export function createTurnstile(config: Config): CaptchaProvider {
  return {
    provider: 'turnstile',
    async challenge() {
      return { siteKey: config.captcha.turnstileSiteKey };
    },
    async check(token, remoteIp) {
      const body = new URLSearchParams({ secret: config.captcha.turnstileSecret, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      let outcome: { success?: boolean; 'error-codes'?: string[] };
      try {
        const res = await fetch(SITEVERIFY, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
        outcome = (await res.json()) as typeof outcome;
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (!outcome.success) {
        return { ok: false, reason: outcome['error-codes']?.includes('timeout-or-duplicate') ? 'expired' : 'invalid' };
      }
      // Cloudflare accepts a token for 300 s: remembered that long.
      return { ok: true, use: { signature: createHash('sha256').update(token).digest('hex'), expiresAt: new Date(Date.now() + 300_000) } };
    },
  };
}
