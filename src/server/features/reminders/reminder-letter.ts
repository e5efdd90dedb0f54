// The reminder before the upload deadline (issue 17): the registration is not submitted yet; what the
// final submission still lacks (the required set's own verdict, checkSubmission's zh-TW names), the
// deadline, and where to sign in. The login code is not in it: the registrant has it, or asks anew.
import type { Config } from '../../platform/config/config';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml, letterButton, letterFrame, letterTable } from '../../platform/mail/letter-frame';
import { loginLink } from '../registration';
import { rocDateTimeWeekday, TAIPEI_SUFFIX } from '../../../shared/taipei-time';

export const REMINDER_MAIL_KIND = 'upload-reminder';

export interface ReminderInput {
  to: string;
  contactName: string;
  /** candidateNameOf(registration) */
  candidate: string;
  registrationNumber: string;
  /** Names of the required items still missing, in the required set's order; empty when all are there. */
  missing: string[];
}

export function reminderLetter(config: Config, input: ReminderInput): MailMessage {
  const p = config.programme;
  const title = '上傳截止前提醒';
  const deadline = rocDateTimeWeekday(p.uploadClosesAt);
  const link = loginLink(config, input.registrationNumber);
  const table = letterTable([
    { label: '報名對象', value: input.candidate },
    { label: '報名編號', value: input.registrationNumber, strong: true },
    { label: '上傳截止時間', value: `${deadline}${TAIPEI_SUFFIX}` },
  ]);
  const missingLead = input.missing.length > 0 ? '目前仍缺少下列必填資料：' : '必填資料均已齊備，但尚未在「確認送出資料」頁按「確定送出」，報名資料還沒有送出。';
  const submitNote = '截止前完成上傳，並在「確認送出資料」頁按「確定送出」，報名才算完成；截止後將無法再上傳或修改。';
  const codeNote = '登入需要報名編號與上傳登入碼；若遺失上傳登入碼，請在登入頁按「忘記上傳登入碼？重新寄送」取得新的登入碼。';

  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(input.contactName)} 您好：</p>
<p style="margin:0 0 12px">提醒您，「${escapeHtml(input.candidate)}」的報名資料尚未送出，上傳即將截止。</p>
${table.html}
<p style="margin:0 0 8px"><strong>${escapeHtml(missingLead)}</strong></p>
${input.missing.length > 0 ? `<ul style="margin:0 0 12px;padding-left:1.5em">\n${input.missing.map((m) => `<li>${escapeHtml(m)}</li>`).join('\n')}\n</ul>` : ''}
<p style="margin:0 0 12px">${escapeHtml(submitNote)}</p>
<p style="margin:0 0 12px">${escapeHtml(codeNote)}</p>
${letterButton(link, '登入並完成上傳')}`;

  const bodyText = [
    `${input.contactName} 您好：`,
    '',
    `提醒您，「${input.candidate}」的報名資料尚未送出，上傳即將截止。`,
    '',
    table.text,
    '',
    missingLead,
    ...input.missing.map((m) => `・${m}`),
    '',
    submitNote,
    codeNote,
    '',
    `登入並完成上傳：${link}`,
  ].join('\n');

  const { html, text } = letterFrame(config, { title, bodyHtml, bodyText });
  return {
    kind: REMINDER_MAIL_KIND,
    to: input.to,
    subject: `【${p.siteTitle}】上傳截止前提醒：${deadline} 截止（報名編號 ${input.registrationNumber}）`,
    html,
    text,
  };
}
