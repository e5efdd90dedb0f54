// Texts and timing of the security check (SPEC.md sections 4 and 9).
export const SECURITY_CHECK_TEXT = {
  group: '安全驗證',
  loading: '安全驗證載入中…',
  loadFailed: '安全驗證載入失敗，請重新整理頁面',
} as const;

/**
 * The ALTCHA widget's texts in Traditional Chinese. Ours, set on the widget's i18n store, rather than
 * the package's zh-tw module, which carries a second copy of the widget's store code (1.4 KB gzip)
 * for these strings. The footer is hidden (altcha-check.tsx), so it has none.
 */
export const ALTCHA_STRINGS = {
  ariaLinkLabel: 'Altcha（官方網站）',
  enterCode: '輸入代碼',
  enterCodeAria: '輸入您聽到的代碼。按空白鍵播放音訊。',
  enterCodeFromImage: '若要繼續，請輸入下方的圖片驗證碼。',
  error: '驗證失敗，請稍後再試。',
  expired: '驗證已過期，請重試。',
  footer: '',
  getAudioChallenge: '取得語音驗證',
  label: '我不是機器人',
  loading: '載入中…',
  reload: '重新載入',
  verify: '驗證',
  verificationRequired: '需要驗證！',
  verified: '已驗證',
  verifying: '正在驗證…',
  waitAlert: '正在驗證，請稍候。',
  cancel: '取消',
} as const;

/** A solved token is renewed once this share of its life has passed (4.5 of 5 minutes). */
const RENEW_AT = 0.9;

/**
 * When to renew a solved ALTCHA token: before the challenge the server signed expires. The expiry is in the
 * token itself (challenge.parameters.expiresAt, epoch seconds), so the server's ALTCHA_EXPIRES_SECONDS is
 * the one home of the lifetime; a token that cannot be read is renewed after a second.
 */
export function altchaRenewalDelay(token: string, now: number = Date.now()): number {
  try {
    const expiresAt = (JSON.parse(atob(token)) as { challenge?: { parameters?: { expiresAt?: number } } }).challenge?.parameters?.expiresAt;
    if (typeof expiresAt === 'number') return Math.max(1000, (expiresAt * 1000 - now) * RENEW_AT);
  } catch {
    // renewed below
  }
  return 1000;
}

/** Cloudflare Turnstile's tokens live 300 s (its documentation; not ours to set): renewed at 90 %. */
export const TURNSTILE_RENEWAL_MS = 300_000 * RENEW_AT;

export const CHALLENGE_URL = '/api/captcha/v1/challenge';
