// Labels of the login form and the resend modal (SPEC.md section 2). Messages of rules live in
// schemas/ (login, resend) and the error texts in src/shared/messages.ts.
import { ENTITY_TYPE_LABELS } from '../../../../shared/labels';

export const LOGIN_TEXT = {
  heading: '登入上傳資料',
  intro: '請輸入報名成功時取得的報名編號與上傳登入碼（亦寄至聯絡人電子郵件）。',
  registrationNumber: '報名編號',
  accessCode: '上傳登入碼',
  showCode: '顯示上傳登入碼',
  hideCode: '隱藏上傳登入碼',
  submit: '登入',
  submitting: '登入中…',
  forgot: '忘記登入碼？重新寄送',
  checking: '正在確認登入狀態…',
  remindersTitle: '需要上傳的資料',
} as const;

export const RESEND_TEXT = {
  title: '重新寄送上傳登入碼',
  intro: '請填寫報名時的組別與聯絡資訊，我們會寄送新的上傳登入碼至聯絡人電子郵件，舊的登入碼將失效。',
  entityType: '組別',
  ...ENTITY_TYPE_LABELS,
  contactName: '聯絡人姓名',
  contactPhone: '聯絡電話',
  contactEmail: '聯絡人電子郵件',
  cancel: '取消',
  send: '送出',
  sending: '送出中…',
} as const;

export const UPLOAD_PAGE_TEXT = {
  editRegistration: '編輯報名表',
  viewRegistration: '檢視報名表',
} as const;

/** The resend modal closes this long after its success text shows (SPEC.md section 9). */
export const RESEND_CLOSE_MS = 3000;
