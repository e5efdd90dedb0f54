// The resend texts of SPEC.md section 8, from the server's answer (or its absence).
import { ApiCode } from '../../../../shared/api-codes';
import { messages } from '../../../../shared/messages';

export function resendErrorText(answer: { status: number; code?: number; message?: string } | null): string {
  if (!answer) return messages.networkError;
  if (answer.code === ApiCode.captchaFailed) return messages.captchaFailed;
  if (answer.code === ApiCode.captchaExpired) return messages.captchaExpired;
  if (answer.status === 404) return messages.resendNotFound;
  if (answer.status === 400) return messages.badRequestFormat;
  return answer.message || messages.resendFailed;
}
