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
} as const;
