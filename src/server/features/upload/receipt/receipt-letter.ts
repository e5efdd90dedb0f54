// The receipt letter sent on the final submission (DESIGN.md section 5): what was submitted, when
// (Asia/Taipei), and the receipt PDF attached, rendered when the letter is delivered (src/server/features/upload/receipt/receipts.ts).
import type { Config } from '../../../platform/config/config';
import type { Submission } from '../submission';
import type { ReceiptContent } from './receipt-content';
import { readableSize } from '../../resources';
import { rocDateTimeSeconds, TAIPEI_SUFFIX } from '../../../../shared/taipei-time';
import { receiptFilename } from './receipt-filename';
import type { MailMessage } from '../../../platform/mail/mailer';
import { escapeHtml, letterFrame } from '../../../platform/mail/letter-frame';

export function receiptLetter(config: Config, s: Submission, receipt: { uid: string; content: ReceiptContent }): MailMessage {
  const reg = s.registration;
  const title = '報名資料已送出';
  const when = `${rocDateTimeSeconds(reg.submitted_at ?? new Date())}${TAIPEI_SUFFIX}`;
  const counts = [
    `優良事蹟及加分事蹟：${s.achievements.length} 筆`,
    `觀光活動照片：${s.tourismPhotos.length} 張`,
    `工作場所照片：${s.workplacePhotos.length} 張`,
  ];
  const files = s.files.map((f) => `${f.label}：${f.resource.original_filename}（${readableSize(Number(f.resource.file_size))}）`);
  const intro = `${reg.contact_name} 您好：`;
  const lead = `您的報名資料（報名編號 ${reg.registration_number}，${reg.organization_name}）已於 ${when} 送出，資料已鎖定，無法再修改。以下是送出的內容，完整清單（含每個檔案的 SHA-256）請見附件收據。`;
  const bodyHtml = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<ul>${counts.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>`,
    `<p><strong>上傳檔案（${s.files.length} 個）</strong></p>`,
    `<ol>${files.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ol>`,
    '<p>收據也可於登入後在資料上傳頁的完成步驟下載。</p>',
  ].join('\n');
  const bodyText = [
    intro,
    '',
    lead,
    '',
    ...counts.map((c) => `・${c}`),
    '',
    `上傳檔案（${s.files.length} 個）`,
    ...files.map((f, i) => `${i + 1}. ${f}`),
    '',
    '收據也可於登入後在資料上傳頁的完成步驟下載。',
  ].join('\n');
  const { html, text } = letterFrame(config, { title, bodyHtml, bodyText });
  return {
    kind: 'receipt',
    to: reg.contact_email,
    subject: `【${config.programme.siteTitle}】報名資料已送出（報名編號 ${reg.registration_number}）`,
    text,
    html,
    attachments: [{ filename: receiptFilename(reg.registration_number, receipt.content.sequence), contentType: 'application/pdf', receiptOf: receipt.uid }],
  };
}
