// The letter to a staff member whose account reached its cap of wrong second factors (issue 30): someone
// who knows the password has been guessing authenticator codes, from however many addresses. The app's
// codes are refused for the rest of the window; a recovery code or a passkey still signs in. Sent once
// per window, by the attempt that reached the cap.
import { rocDateTime, TAIPEI_SUFFIX } from '../../../shared/taipei-time';
import type { Config } from '../../platform/config/config';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml, letterFrame, letterTable } from '../../platform/mail/letter-frame';

export interface CappedLetterInput {
  to: string;
  displayName: string;
  /** How many wrong codes reached the cap, and in how many minutes. */
  failures: number;
  windowMinutes: number;
  at: Date;
}

export function staffCappedLetter(config: Config, input: CappedLetterInput): MailMessage {
  const title = '後台帳號驗證碼錯誤次數過多';
  const greeting = `${input.displayName} 您好：`;
  const paragraphs = [
    `您的後台帳號在 ${input.windowMinutes} 分鐘內已有 ${input.failures} 次輸入了正確的密碼、但驗證碼錯誤。為保護帳號，接下來一段時間不接受驗證器 App 的驗證碼；您仍可用一組備用碼或通行金鑰登入。`,
    '若這不是您本人的操作，表示他人已知道您的密碼：請盡快登入並變更密碼，並通知管理員。',
  ];
  const table = letterTable([
    { label: '帳號（電子郵件）', value: input.to },
    { label: '發生時間', value: `${rocDateTime(input.at)}${TAIPEI_SUFFIX}` },
  ]);
  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>\n`).join('')}${table.html}`;
  const bodyText = [greeting, ...paragraphs.flatMap((p) => ['', p]), '', table.text].join('\n');
  const { html, text } = letterFrame(config, { title, bodyHtml, bodyText });
  return { kind: 'staff-2fa-capped', to: input.to, subject: `【${config.programme.siteTitle}】${title}`, html, text };
}
