// The invitation of a new staff member (issue 17): the one-time enrolment link (24 hours), where they
// set a password and either create a passkey (issue 28) or scan the authenticator's QR code. The link's
// secret part is the address fragment.
import { STAFF_ROLE_LABELS } from '../../../shared/back-office-labels';
import { hasCapability } from '../../../shared/staff-capabilities';
import { rocDateTime, TAIPEI_SUFFIX } from '../../../shared/taipei-time';
import type { StaffRole } from '../../platform/contract/roles';
import type { Config } from '../../platform/config/config';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml, letterButton, letterFrame, letterTable } from '../../platform/mail/letter-frame';

export interface StaffInviteInput {
  to: string;
  displayName: string;
  role: StaffRole;
  invitedBy: string;
  link: string;
  expiresAt: Date;
}

export function staffInviteLetter(config: Config, input: StaffInviteInput): MailMessage {
  const p = config.programme;
  const title = '後台帳號邀請';
  const until = rocDateTime(input.expiresAt);
  const table = letterTable([
    { label: '帳號（電子郵件）', value: input.to },
    { label: '角色', value: STAFF_ROLE_LABELS[input.role] },
    { label: '連結有效期限', value: `${until}${TAIPEI_SUFFIX}` },
  ]);
  const intro = `${input.invitedBy} 邀請您使用「${p.siteTitle}」的後台。請在期限內開啟下方連結，設定密碼，並選擇第二道驗證方式：在這台裝置建立通行金鑰（passkey），或以驗證器 App（例如 Google Authenticator、Microsoft Authenticator）掃描 QR code。`;
  // A juror's first sign-in asks for their declaration and pledge before any entry (docs/judging.md).
  const jurorNote = hasCapability(input.role, 'judgeEntries') ? '您受邀擔任評審委員。首次登入後請先填寫利益迴避聲明（任職或往來單位）並同意保密承諾，即可在「評審作業」查看分配給您的案件並評分。' : null;
  const after = '完成後畫面會顯示 10 組備用碼，只會顯示這一次，請妥善保存；裝置遺失時可用備用碼登入。此連結只能使用一次，請勿轉寄。若您未預期收到此信，請忽略並與我們聯絡。';

  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(input.displayName)} 您好：</p>
<p style="margin:0 0 12px">${escapeHtml(intro)}</p>
${jurorNote ? `<p style="margin:0 0 12px">${escapeHtml(jurorNote)}</p>\n` : ''}${table.html}
${letterButton(input.link, '設定密碼並啟用帳號')}
<p style="margin:16px 0 0">${escapeHtml(after)}</p>`;
  const bodyText = [`${input.displayName} 您好：`, '', intro, ...(jurorNote ? ['', jurorNote] : []), '', table.text, '', `設定密碼並啟用帳號：${input.link}`, '', after].join('\n');

  const { html, text } = letterFrame(config, { title, bodyHtml, bodyText });
  return { kind: 'staff-invite', to: input.to, subject: `【${p.siteTitle}】後台帳號邀請`, html, text };
}
