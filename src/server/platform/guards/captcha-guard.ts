// Verifies the security token of a request body; 401 with the SPEC.md texts when it fails.
import { ApiCode } from '../../../shared/api-codes';
import { messages } from '../../../shared/messages';
import { unauthorized, type ApiError } from '../http/api-error';
import type { CaptchaFailure } from '../captcha/index';
import type { Services } from '../contract/services';

/** The 401 for a token that failed (`missing`: none was sent). */
export function captchaRefusal(reason: CaptchaFailure | 'missing'): ApiError {
  return reason === 'expired' ? unauthorized(messages.captchaExpired, ApiCode.captchaExpired) : unauthorized(messages.captchaFailed, ApiCode.captchaFailed);
}

export async function requireCaptcha(services: Services, token: string | undefined, ip: string): Promise<void> {
  if (!token) throw captchaRefusal('missing');
  const result = await services.captcha.verify(token, ip);
  if (!result.ok) throw captchaRefusal(result.reason);
}
