// The letter of a reset second factor (issue 29): an admin (or the staff CLI) cleared the person's
// authenticator app, passkeys and recovery codes, and ended their sessions; the new one-time 啟用連結
// lets them set a password and a second factor again, as at their first enrolment.
import type { Config } from '../../platform/config/config';
import type { MailMessage } from '../../platform/mail/mailer';
import { enrolmentLetter, type StaffInviteInput } from './invite-letter';

export function staffResetLetter(config: Config, input: Omit<StaffInviteInput, 'resent'>): MailMessage {
  const who = input.invitedBy ? `管理員 ${input.invitedBy}` : '管理員';
  return enrolmentLetter(config, input, {
    kind: 'staff-2fa-reset',
    title: '後台登入驗證已重設',
    paragraphs: [
      `${who}已重設您後台帳號的第二道驗證方式：原本的驗證器 App、通行金鑰與備用碼都已失效，目前的登入也已結束。`,
      '請在期限內開啟下方的啟用連結，重新設定密碼，並選擇新的第二道驗證方式（在這台裝置建立通行金鑰，或以驗證器 App 掃描 QR code）。若您並未遺失裝置，也未請管理員重設，請立即與我們聯絡。',
    ],
    button: '重新設定並啟用帳號',
  });
}
