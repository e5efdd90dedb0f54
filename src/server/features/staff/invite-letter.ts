// The invitation of a new staff member (issue 17): the one-time enrolment link (24 hours), where they
// set a password and either create a passkey (issue 28) or scan the authenticator's QR code. The link's
// secret part is the address fragment. Sent again (issue 29) with a new link, it says the earlier one is
// dead. The letter calls the link 啟用連結, the word the enrolment page and its refusals use too.
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
  /** The inviting admin's name; none when the link comes from the staff CLI. */
  invitedBy?: string;
  link: string;
  expiresAt: Date;
  /** A new link in place of an earlier one (which no longer works). */
  resent?: boolean;
}

/** The part every enrolment letter shares: greeting, paragraphs, the account and the link's deadline, the button, the advice after. */
export function enrolmentLetter(config: Config, input: StaffInviteInput, parts: { kind: string; title: string; paragraphs: string[]; button: string }): MailMessage {
  const table = letterTable([
    { label: '帳號（電子郵件）', value: input.to },
    { label: '角色', value: STAFF_ROLE_LABELS[input.role] },
    { label: '啟用連結有效期限', value: `${rocDateTime(input.expiresAt)}${TAIPEI_SUFFIX}` },
  ]);
  const after = '完成後畫面會顯示 10 組備用碼，只會顯示這一次，請妥善保存；裝置遺失時可用備用碼登入。此啟用連結只能使用一次，請勿轉寄。若您未預期收到此信，請忽略並與我們聯絡。';
  const greeting = `${input.displayName} 您好：`;
  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
${parts.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>\n`).join('')}${table.html}
${letterButton(input.link, parts.button)}
<p style="margin:16px 0 0">${escapeHtml(after)}</p>`;
  const bodyText = [greeting, ...parts.paragraphs.flatMap((p) => ['', p]), '', table.text, '', `${parts.button}：${input.link}`, '', after].join('\n');
  const { html, text } = letterFrame(config, { title: parts.title, bodyHtml, bodyText });
  return { kind: parts.kind, to: input.to, subject: `【${config.programme.siteTitle}】${parts.title}`, html, text };
}

export function staffInviteLetter(config: Config, input: StaffInviteInput): MailMessage {
  const site = config.programme.siteTitle;
  const who = input.invitedBy ? `${input.invitedBy} 邀請您` : '您受邀';
  const intro = `${who}使用「${site}」的後台。請在期限內開啟下方的啟用連結，設定密碼，並選擇第二道驗證方式：在這台裝置建立通行金鑰（passkey），或以驗證器 App（例如 Google Authenticator、Microsoft Authenticator）掃描 QR code。`;
  // A juror's first sign-in asks for their declaration and pledge before any entry (docs/judging.md).
  const jurorNote = hasCapability(input.role, 'judgeEntries') ? '您受邀擔任評審委員。首次登入後請先填寫利益迴避聲明（任職或往來單位）並同意保密承諾，即可在「評審作業」查看分配給您的案件並評分。' : null;
  const resentNote = input.resent ? '這是重新寄送的邀請：先前寄出的啟用連結已失效，請使用本信的連結。' : null;
  return enrolmentLetter(config, input, {
    kind: 'staff-invite',
    title: '後台帳號邀請',
    paragraphs: [resentNote, intro, jurorNote].filter((p): p is string => p !== null),
    button: '設定密碼並啟用帳號',
  });
}
