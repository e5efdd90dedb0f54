// The staff side's answers (zh-TW). Server-only: in src/shared/messages.ts they would ship in every
// public page's bundle (the register route is at its 300 KB budget).
export const staffMessages = {
  staffSignInWrong: '電子郵件、密碼或驗證碼不正確，請重新輸入',
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
} as const;
