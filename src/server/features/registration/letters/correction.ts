// The letter of a "return for correction" (DESIGN.md section 11): what the reviewer asked to change,
// the correction deadline (Taipei time, ROC year), how to sign in and make the change, and that the
// registration must be confirmed again. Queued in the transaction of the transition.
import { rocDateTimeWeekday, TAIPEI_SUFFIX } from '../../../../shared/taipei-time';
import type { Config } from '../../../platform/config/config';
import type { MailMessage } from '../../../platform/mail/mailer';
import { escapeHtml, letterButton, letterFrame, letterTable } from '../../../platform/mail/letter-frame';
import { loginLink } from '../login-link';

export interface CorrectionLetterInput {
  to: string;
  contactName: string;
  /** The unit (group) or the candidate's name (individual). */
  candidate: string;
  registrationNumber: string;
  reason: string;
  deadline: string | Date;
}

const SIGN_IN = '請以報名編號及上傳登入碼登入上傳頁面，依審查意見修改資料後，再按「送出資料」重新送出。補正期限過後即無法再修改。';
const LOST_CODE = '若遺失上傳登入碼，請在登入頁按「忘記上傳登入碼？重新寄送」取得新的登入碼。';

export function correctionLetter(config: Config, input: CorrectionLetterInput): MailMessage {
  const p = config.programme;
  const title = '報名資料補正通知';
  const deadline = `${rocDateTimeWeekday(input.deadline)}${TAIPEI_SUFFIX}`;
  const link = loginLink(config, input.registrationNumber);
  const table = letterTable([
    { label: '報名編號', value: input.registrationNumber },
    { label: '補正期限', value: deadline },
  ]);
  const intro = `「${input.candidate}」的報名資料經審查，需要補正以下內容：`;

  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(input.contactName)} 您好：</p>
<p style="margin:0 0 12px">${escapeHtml(intro)}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;background:#faf6ea;border-left:4px solid #8b6508;white-space:pre-wrap">${escapeHtml(input.reason)}</blockquote>
${table.html}
<p style="margin:0 0 12px">${escapeHtml(SIGN_IN)}</p>
<p style="margin:0 0 12px">${escapeHtml(LOST_CODE)}</p>
${letterButton(link, '登入並補正資料')}`;

  const bodyText = [
    `${input.contactName} 您好：`,
    '',
    intro,
    '',
    input.reason,
    '',
    table.text,
    '',
    SIGN_IN,
    LOST_CODE,
    `登入並補正資料：${link}`,
  ].join('\n');

  const { html, text } = letterFrame(config, { title, bodyHtml, bodyText });
  return {
    kind: 'correction-request',
    to: input.to,
    subject: `【${p.siteTitle}】報名資料補正通知（報名編號 ${input.registrationNumber}）`,
    html,
    text,
  };
}
