// The letter with a fresh upload login code (resend): the old code and its sessions no longer work.
import type { Config } from '../../config';
import type { MailMessage } from '../mailer';
import { escapeHtml, letterFrame } from './letter-frame';
import { loginLink } from './login-link';
import { formatTaipeiDateTime } from './taipei-time';

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
  const deadline = formatTaipeiDateTime(p.uploadClosesAt);
  const link = loginLink(config, input.registrationNumber);

  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(input.contactName)} 您好：</p>
<p style="margin:0 0 12px">我們收到重新寄送上傳登入碼的申請，已為「${escapeHtml(input.candidate)}」的報名產生新的上傳登入碼：</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">
<tr><th style="text-align:left;padding:8px;background:#faf6ea;border:1px solid #e6dcc0;width:8em">報名編號</th><td style="padding:8px;border:1px solid #e6dcc0;font-size:18px;font-weight:bold;letter-spacing:1px">${escapeHtml(input.registrationNumber)}</td></tr>
<tr><th style="text-align:left;padding:8px;background:#faf6ea;border:1px solid #e6dcc0">新的上傳登入碼</th><td style="padding:8px;border:1px solid #e6dcc0;font-size:18px;font-weight:bold;letter-spacing:2px;font-family:Consolas,Menlo,monospace">${escapeHtml(input.accessCode)}</td></tr>
</table>
<p style="margin:0 0 12px">原本的上傳登入碼已經失效，先前的登入也已登出，請改用新的登入碼登入。若您沒有提出申請，請儘速與我們聯絡。</p>
<p style="margin:0 0 12px"><strong>上傳截止時間：${escapeHtml(deadline)}（臺灣時間）</strong></p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#b8860b;color:#fff;text-decoration:none;padding:10px 20px;border-radius:4px">登入並上傳資料</a></p>
<p style="margin:0;font-size:13px;color:#555">若按鈕無法使用，請複製此網址至瀏覽器：<br>${escapeHtml(link)}</p>`;

  const bodyText = [
    `${input.contactName} 您好：`,
    '',
    `我們收到重新寄送上傳登入碼的申請，已為「${input.candidate}」的報名產生新的上傳登入碼：`,
    '',
    `報名編號：${input.registrationNumber}`,
    `新的上傳登入碼：${input.accessCode}`,
    '',
    '原本的上傳登入碼已經失效，先前的登入也已登出，請改用新的登入碼登入。若您沒有提出申請，請儘速與我們聯絡。',
    '',
    `上傳截止時間：${deadline}（臺灣時間）`,
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
