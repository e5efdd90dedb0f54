// The staff side's answers (zh-TW). Server-only: in src/shared/messages.ts they would ship in every
// public page's bundle (the register route is at its 300 KB budget).
import { STAFF_ACTION_LABELS } from '../../../shared/back-office-labels';
import { staffCodeMessages } from '../../../shared/staff-code-messages';

/** A wait in zh-TW: 「14 分 58 秒」, 「15 分鐘」, 「40 秒」. */
export function waitText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} 秒`;
  return rest === 0 ? `${minutes} 分鐘` : `${minutes} 分 ${rest} 秒`;
}

/** Why a new password is refused (src/server/features/staff/password.ts picks one from zxcvbn's warning). */
export type WeakPasswordReason = 'common' | 'similarToCommon' | 'repeat' | 'sequence' | 'keyboard' | 'dates' | 'personal' | 'words' | 'guessable';

const WEAK_PASSWORD_REASONS: Record<WeakPasswordReason, string> = {
  common: '是常見密碼，或出現在外洩密碼清單中',
  similarToCommon: '與常見密碼或外洩密碼相似',
  repeat: '由重複的字元組成',
  sequence: '是連續的字母或數字（例如 abcd、1234）',
  keyboard: '是鍵盤上相鄰的按鍵',
  dates: '以日期或年份為主',
  personal: '含有您的電子郵件、姓名或本網站的名稱',
  words: '只是單一常見的字詞或名字',
  guessable: '太容易被猜到',
};

export const staffMessages = {
  staffSignInWrong: '電子郵件、密碼或驗證碼不正確，請重新輸入',
  /** Only ever answered to someone who gave the right password (src/server/features/staff/sign-in.ts). */
  staffCodeJustUsed: staffCodeMessages.justUsed,
  /**
   * The account's cap of wrong codes is reached (src/server/features/staff/second-factor.ts): only ever
   * answered to someone who gave the right password, like staffCodeJustUsed.
   */
  staffCodeCapped: '此帳號短時間內輸入錯誤驗證碼的次數過多，暫停以驗證器 App 的驗證碼登入；請改用一組備用碼或通行金鑰登入，或稍後再試',
  /** A refused sign-in or enrolment attempt: how long until the throttle's window ends. */
  staffTooManyAttempts: (secondsLeft: number) => `嘗試次數過多，請於 ${waitText(secondsLeft)}後再試`,
  staffEnrolmentInvalid: '啟用連結無效、已使用或已過期，請向管理員索取新的連結',
  staffEnrolmentCodeWrong: '驗證碼不正確，請確認驗證器 App 已掃描此 QR code 並輸入目前顯示的 6 位數驗證碼',
  passkeyNotVerified: '無法驗證此通行金鑰，請重新操作一次；若仍失敗，請改用驗證器 App',
  passkeyWrongPassword: '密碼不正確，請重新輸入',
  passkeyNotFound: '查無此通行金鑰',
  passkeyLastOne: '這是您唯一的通行金鑰，且帳號未設定驗證器 App，無法移除；請先新增另一把通行金鑰',
  staffEmailTaken: '此電子郵件已有工作人員帳號',
  staffNotFound: '查無此工作人員帳號',
  staffSelfRoleChange: '無法變更自己的角色，請由另一位管理員操作',
  staffSelfDisable: '無法停用自己的帳號，請由另一位管理員操作',
  staffSelfReset: '無法重設自己的驗證方式，請由另一位管理員操作',
  staffAlreadyEnrolled: `此帳號已完成設定，無須重寄邀請；若驗證器遺失，請改用「${STAFF_ACTION_LABELS.resetSecondFactor}」`,
  staffResendDisabled: `此帳號已停用，請先「${STAFF_ACTION_LABELS.enable}」再重寄邀請`,
  staffResetNotEnrolled: `此帳號尚未完成設定，請改用「${STAFF_ACTION_LABELS.resendInvitation}」`,
  staffResetDisabled: `此帳號已停用，請先「${STAFF_ACTION_LABELS.enable}」再重設驗證方式`,
  /** A new password that scores under MIN_PASSWORD_SCORE: why, and what to do instead. */
  staffPasswordWeak: (reason: WeakPasswordReason) =>
    `這個密碼${WEAK_PASSWORD_REASONS[reason]}，容易被猜中，請換一個：建議用 4 個以上不相關的詞組成一句話，或使用密碼管理工具產生的密碼`,
  staffCurrentPasswordWrong: '目前的密碼不正確，請重新輸入',
  staffCurrentCodeWrong: '驗證碼不正確，請輸入目前驗證器 App 顯示的 6 位數驗證碼，或一組備用碼',
  staffNewAuthenticatorCodeWrong: '驗證碼不正確，請確認新的驗證器已掃描此 QR code 並輸入它目前顯示的 6 位數驗證碼',
  staffAuthenticatorChangeExpired: '這次更換已逾時或已完成，請重新開始更換驗證器',
} as const;
