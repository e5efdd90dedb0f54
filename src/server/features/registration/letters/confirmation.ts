// The confirmation letter sent on registration (DESIGN.md section 5): the registration number, the
// upload login code, what to upload next, the upload deadline and where to sign in; and the privacy
// policy's address (個資法 §8, issue 32: the notice at collection, from src/shared/privacy-policy.ts).
import { ENTITY_TYPE_LABELS } from '../../../../shared/labels';
import { uploadReminders } from '../../../../shared/upload-reminders';
import type { Config } from '../../../platform/config/config';
import type { MailMessage } from '../../../platform/mail/mailer';
import { escapeHtml, letterButton, letterFrame, letterTable } from '../../../platform/mail/letter-frame';
import { loginLink } from '../login-link';
import { rocDateTimeWeekday, TAIPEI_SUFFIX } from '../../../../shared/taipei-time';
import { COLLECTION_NOTICE, PRIVACY_PATH } from '../../../../shared/policy-pages';

export interface ConfirmationInput {
  to: string;
  contactName: string;
  /** The unit (group) or the candidate's name (individual). */
  candidate: string;
  entityType: 'group' | 'individual';
  registrationNumber: string;
  accessCode: string;
}

export function confirmationLetter(config: Config, input: ConfirmationInput): MailMessage {
  const p = config.programme;
  const title = '報名完成通知';
  const deadline = rocDateTimeWeekday(p.uploadClosesAt);
  const link = loginLink(config, input.registrationNumber);
  const privacyUrl = `${config.publicUrl}${PRIVACY_PATH}`;
  const group = ENTITY_TYPE_LABELS[input.entityType];
  const candidateLabel = input.entityType === 'group' ? '報名單位' : '候選人';
  const table = letterTable([
    { label: candidateLabel, value: input.candidate },
    { label: '報名編號', value: input.registrationNumber, strong: true },
    { label: '上傳登入碼', value: input.accessCode, strong: true },
  ]);

  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(input.contactName)} 您好：</p>
<p style="margin:0 0 12px">感謝您報名${escapeHtml(p.siteTitle)}（${group}），我們已收到您的報名表。請妥善保存下列資料，登入上傳文件時需要使用。</p>
${table.html}
<p style="margin:0 0 12px">上傳登入碼僅在報名完成頁面與本信中提供，系統不保存可還原的登入碼。若遺失，請在登入頁按「忘記上傳登入碼？重新寄送」取得新的登入碼。</p>
<h2 style="font-size:17px;margin:20px 0 8px">接下來請上傳下列資料</h2>
<ol style="margin:0 0 12px;padding-left:1.5em">
${uploadReminders.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}
</ol>
<p style="margin:0 0 12px"><strong>上傳截止時間：${escapeHtml(deadline + TAIPEI_SUFFIX)}</strong></p>
${letterButton(link, '登入並上傳資料')}
<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(COLLECTION_NOTICE.letterLine)}<a href="${escapeHtml(privacyUrl)}">${escapeHtml(privacyUrl)}</a></p>`;

  const bodyText = [
    `${input.contactName} 您好：`,
    '',
    `感謝您報名${p.siteTitle}（${group}），我們已收到您的報名表。請妥善保存下列資料，登入上傳文件時需要使用。`,
    '',
    table.text,
    '',
    '上傳登入碼僅在報名完成頁面與本信中提供，系統不保存可還原的登入碼。若遺失，請在登入頁按「忘記上傳登入碼？重新寄送」取得新的登入碼。',
    '',
    '接下來請上傳下列資料：',
    ...uploadReminders.map((item, i) => `${i + 1}. ${item}`),
    '',
    `上傳截止時間：${deadline}${TAIPEI_SUFFIX}`,
    `登入並上傳資料：${link}`,
    '',
    `${COLLECTION_NOTICE.letterLine}${privacyUrl}`,
  ].join('\n');

  const { html, text } = letterFrame(config, { title, bodyHtml, bodyText });
  return {
    kind: 'registration-confirmation',
    to: input.to,
    subject: `【${p.siteTitle}】報名完成通知（報名編號 ${input.registrationNumber}）`,
    html,
    text,
  };
}
