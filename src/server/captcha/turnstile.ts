// Cloudflare Turnstile, selectable for production (CAPTCHA_PROVIDER=turnstile): the token is checked
// with Cloudflare's siteverify API; single use is enforced by Cloudflare and again by us.
import { createHash } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/index';
import { markUsed, type Captcha } from './index';

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export async function createTurnstile(config: Config, db: Database): Promise<Captcha> {
  return {
    provider: 'turnstile',
    async challenge() {
      return { siteKey: config.captcha.turnstileSiteKey };
    },
    async verify(token, remoteIp) {
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
      const signature = createHash('sha256').update(token).digest('hex');
      const fresh = await markUsed(db, signature, new Date(Date.now() + 300_000));
      return fresh ? { ok: true } : { ok: false, reason: 'reused' };
    },
  };
}
