// Texts and timing of the security check (SPEC.md sections 4 and 9).
export const SECURITY_CHECK_TEXT = {
  group: '安全驗證',
  loading: '安全驗證載入中…',
  loadFailed: '安全驗證載入失敗，請重新整理頁面',
} as const;

/** A solved token is renewed after 4.5 minutes, before the server's challenge expires (5 min). */
export const TOKEN_REFRESH_MS = 4.5 * 60 * 1000;

export const CHALLENGE_URL = '/api/captcha/v1/challenge';
