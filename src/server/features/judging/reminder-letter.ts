// The letter to a juror before a stage's scoring closes (issue 28): how many sheets are still open, until
// when, and where to sign in. Nothing of the entries themselves: a letter is not the place for them.
import type { Config } from '../../platform/config/config';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml, letterButton, letterFrame, letterTable } from '../../platform/mail/letter-frame';
import { rocDateTimeWeekday, TAIPEI_SUFFIX } from '../../../shared/taipei-time';

export const JUDGING_REMINDER_MAIL_KIND = 'judging-reminder';

export interface JudgingReminderInput {
  to: string;
  jurorName: string;
  stageTitle: string;
  open: number;
  closesAt: Date | string;
}

export function judgingReminderLetter(config: Config, input: JudgingReminderInput): MailMessage {
  const p = config.programme;
  const title = `${input.stageTitle}評分提醒`;
  const table = letterTable([
    { label: '評審階段', value: input.stageTitle },
    { label: '尚未送出的評分表', value: `${input.open} 件`, strong: true },
    { label: '評分截止時間', value: `${rocDateTimeWeekday(input.closesAt)}${TAIPEI_SUFFIX}` },
  ]);
  const note = '請於截止前登入後台「評審作業」完成評分並按「送出評分」；草稿會自動儲存，但未送出的評分表不列入排名。';
  const link = `${config.publicUrl}/admin/jury`;
  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(input.jurorName)} 委員您好：</p>
${table.html}
<p style="margin:0 0 12px">${escapeHtml(note)}</p>
${letterButton(link, '前往評審作業')}`;
  const bodyText = [`${input.jurorName} 委員您好：`, '', table.text, '', note, '', `前往評審作業：${link}`].join('\n');
  const { html, text } = letterFrame(config, { title, bodyHtml, bodyText });
  return { kind: JUDGING_REMINDER_MAIL_KIND, to: input.to, subject: `【${p.siteTitle}】${title}`, html, text };
}
