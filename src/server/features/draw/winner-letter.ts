// The letter to a winner of the recommendation reward draw (SPEC.md section 1: "winners are also emailed"),
// queued once when staff publish the draw's result (src/server/features/draw/publish.ts).
import type { Config } from '../../platform/config/config';
import type { MailMessage } from '../../platform/mail/mailer';
import { contactPhoneLine, escapeHtml, letterFrame, letterTable } from '../../platform/mail/letter-frame';

export const DRAW_WINNER_MAIL_KIND = 'draw-winner';

export interface DrawWinnerLetterInput {
  to: string;
  contactName: string;
  /** candidateNameOf(registration) of the recommender */
  candidate: string;
  registrationNumber: string;
  /** The prize as the programme names it (REWARD_PRIZES.draw[].label) */
  prize: string;
  seed: string;
}

export function drawWinnerLetter(config: Config, input: DrawWinnerLetterInput): MailMessage {
  const p = config.programme;
  const title = '推薦抽獎中獎通知';
  const table = letterTable([
    { label: '推薦人', value: input.candidate },
    { label: '報名編號', value: input.registrationNumber },
    { label: '獎項', value: input.prize, strong: true },
    { label: '抽獎種子', value: input.seed },
  ]);
  const thanks = `感謝您推薦觀光夥伴參加${p.siteTitle}。您在推薦抽獎中獲得下列獎項，恭喜您！`;
  const next = `領獎方式將由${p.institute}另行聯繫；如有疑問，請來電 ${contactPhoneLine(config)} 或來信 ${p.mailbox}。`;
  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(input.contactName)} 您好：</p>
<p style="margin:0 0 12px">${escapeHtml(thanks)}</p>
${table.html}
<p style="margin:0 0 12px">${escapeHtml(next)}</p>`;
  const bodyText = [`${input.contactName} 您好：`, '', thanks, '', table.text, '', next].join('\n');
  const { html, text } = letterFrame(config, { title, bodyHtml, bodyText });
  return {
    kind: DRAW_WINNER_MAIL_KIND,
    to: input.to,
    subject: `【${p.siteTitle}】推薦抽獎中獎通知（報名編號 ${input.registrationNumber}）`,
    html,
    text,
  };
}
