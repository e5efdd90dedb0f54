// The letter with a fresh upload login code (resend): the old code and its sessions no longer work.
import type { Config } from '../../../platform/config/config';
import type { MailMessage } from '../../../platform/mail/mailer';
import { escapeHtml, letterButton, letterFrame, letterTable } from '../../../platform/mail/letter-frame';
import { loginLink } from '../login-link';
import { rocDateTimeWeekday, TAIPEI_SUFFIX } from '../../../../shared/taipei-time';

export interface ResendInput {
  to: string;
  contactName: string;
  candidate: string;
  registrationNumber: string;
  accessCode: string;
}

export function resendLetter(config: Config, input: ResendInput): MailMessage {
  const p = config.programme;
  const title = '上傳登入碼重新寄送';
  const deadline = rocDateTimeWeekday(p.uploadClosesAt);
  const link = loginLink(config, input.registrationNumber);
  const table = letterTable([
    { label: '報名編號', value: input.registrationNumber, strong: true },
    { label: '新的上傳登入碼', value: input.accessCode, strong: true },
  ]);

  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(input.contactName)} 您好：</p>
<p style="margin:0 0 12px">我們收到重新寄送上傳登入碼的申請，已為「${escapeHtml(input.candidate)}」的報名產生新的上傳登入碼：</p>
${table.html}
<p style="margin:0 0 12px">原本的上傳登入碼已經失效，先前的登入也已登出，請改用新的登入碼登入。若您沒有提出申請，請儘速與我們聯絡。</p>
<p style="margin:0 0 12px"><strong>上傳截止時間：${escapeHtml(deadline + TAIPEI_SUFFIX)}</strong></p>
${letterButton(link, '登入並上傳資料')}`;

  const bodyText = [
    `${input.contactName} 您好：`,
    '',
    `我們收到重新寄送上傳登入碼的申請，已為「${input.candidate}」的報名產生新的上傳登入碼：`,
    '',
    table.text,
    '',
    '原本的上傳登入碼已經失效，先前的登入也已登出，請改用新的登入碼登入。若您沒有提出申請，請儘速與我們聯絡。',
    '',
    `上傳截止時間：${deadline}${TAIPEI_SUFFIX}`,
    `登入並上傳資料：${link}`,
  ].join('\n');

  const { html, text } = letterFrame(config, { title, bodyHtml, bodyText });
  return {
    kind: 'access-code-resend',
    to: input.to,
    subject: `【${p.siteTitle}】新的上傳登入碼（報名編號 ${input.registrationNumber}）`,
    html,
    text,
  };
}
