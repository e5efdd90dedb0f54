// Verifies the security token of a request body; 401 with the SPEC.md texts when it fails.
import { ApiCode } from '../../shared/api-codes';
import { messages } from '../../shared/messages';
import { unauthorized } from '../contract/api-error';
import type { Services } from '../services';

export async function requireCaptcha(services: Services, token: string | undefined, ip: string): Promise<void> {
  if (!token) throw unauthorized(messages.captchaFailed, ApiCode.captchaFailed);
  const result = await services.captcha.verify(token, ip);
  if (result.ok) return;
  if (result.reason === 'expired') throw unauthorized(messages.captchaExpired, ApiCode.captchaExpired);
  throw unauthorized(messages.captchaFailed, ApiCode.captchaFailed);
}
