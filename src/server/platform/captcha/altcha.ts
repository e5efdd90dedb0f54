// ALTCHA (v2 protocol, altcha-lib): PBKDF2 proof of work, HMAC-signed challenges, stateless to
// verify. The HMAC key comes from ALTCHA_HMAC_KEY or is generated once and kept in the database, so
// every instance on one database shares it.
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { SECURITY_CHECK_ALGORITHM } from '../../../shared/security-check-algorithm';
import type { Config } from '../config/config';
import type { Database } from '../db/index';
import { sharedSecret } from '../security/shared-secret';
import type { CaptchaCheck, CaptchaProvider } from './index';

const ALGORITHM = SECURITY_CHECK_ALGORITHM;

/** The widget posts base64 of JSON `{ challenge, solution }`. */
function decode(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (parsed && typeof parsed === 'object' && parsed.challenge?.parameters && parsed.solution) return parsed;
  } catch {
    /* not ours */
  }
  return null;
}

export async function createAltcha(config: Config, db: Database): Promise<CaptchaProvider> {
  const secret = await sharedSecret(db, 'altcha_hmac_key', config.captcha.altchaHmacKey);
  return {
    provider: 'altcha',
    async challenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: config.captcha.altchaCost,
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: new Date(Date.now() + config.captcha.altchaExpiresSeconds * 1000),
      });
      return challenge as unknown as Record<string, unknown>;
    },
    async check(token: string): Promise<CaptchaCheck> {
      const payload = decode(token);
      if (!payload) return { ok: false, reason: 'invalid' };
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secret,
      });
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified || !payload.challenge.signature) return { ok: false, reason: 'invalid' };
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      return { ok: true, use: { signature: payload.challenge.signature, expiresAt } };
    },
  };
}
