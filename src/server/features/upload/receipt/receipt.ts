// The submission receipt (issue 5): the registration data and every submitted file with its size and
// SHA-256, the submission time in Asia/Taipei, and when the receipt was made. It settles any later
// "what did I submit" question; the hashes match the stored bytes.
import PDFDocument from 'pdfkit';
import type { Config } from '../../../platform/config/config';
import type { ReceiptContent } from './receipt-content';
import { readableSize } from '../../resources';
import { rocDateTimeSeconds as taipeiDateTime, TAIPEI_SUFFIX } from '../../../../shared/taipei-time';
import { pdfFonts } from '../../../platform/pdf/fonts';
import { ACHIEVEMENT_LABELS, BONUS_CATEGORIES, BONUS_LABEL, ENTITY_TYPE_LABELS, MERIT_CATEGORY } from '../../../../shared/labels';
import { RECOMMENDATION_LABELS as REC } from '../../../../shared/recommendation-labels';

const ENTITY = ENTITY_TYPE_LABELS;
const REFERRAL = { self_registration: REC.self, referred: REC.nominated } as const;
// The screen's names (labels.ts): the bonus ones under the step's heading, "加分事蹟：數位轉型".
const CATEGORY_TITLES: Record<string, string> = {
  [MERIT_CATEGORY]: ACHIEVEMENT_LABELS[MERIT_CATEGORY],
  ...Object.fromEntries(BONUS_CATEGORIES.map((c) => [c, `${BONUS_LABEL}：${ACHIEVEMENT_LABELS[c]}`])),
};

/** Renders the receipt; the same content and time give the same bytes. CPU-heavy: see ./receipt-renderer. */
export async function receiptPdf(config: Pick<Config, 'programme'>, s: ReceiptContent, generatedAt = new Date()): Promise<Buffer> {
  const submittedAt = `${taipeiDateTime(s.submittedAt)}${TAIPEI_SUFFIX}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${config.programme.siteTitle} 資料送出收據 ${s.registrationNumber}-${s.sequence}`,
      Author: config.programme.siteTitle,
      Subject: '報名資料送出收據',
      CreationDate: generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const fonts = pdfFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const width = doc.page.width - 100;

  const heading = (text: string) => {
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor('#000').text(text, { width });
    doc.moveDown(0.2);
  };
  const field = (label: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    doc.font('bold').fontSize(10).fillColor('#333').text(`${label}：`, { continued: true }).font('regular').fillColor('#000').text(String(value), { width });
  };

  doc.font('bold').fontSize(18).text(config.programme.siteTitle, { width, align: 'center' });
  doc.fontSize(15).text('報名資料送出收據', { width, align: 'center' });
  doc.moveDown(0.5);
  // Numbered: a registration returned for correction and confirmed again has one receipt per confirm.
  doc.font('regular').fontSize(10).fillColor('#333').text(`送出時間：${submittedAt}（第 ${s.sequence} 次送出）`, { width, align: 'center' });
  doc.text(`收據產生時間：${taipeiDateTime(generatedAt)}${TAIPEI_SUFFIX}`, { width, align: 'center' });

  heading('報名資料');
  field('報名編號', s.registrationNumber);
  field('組別', ENTITY[s.entityType]);
  field('單位類別', s.categoryName);
  field('單位名稱', s.organizationName);
  field('統一編號', s.companyUniformNumber);
  field('姓名', s.personName);
  field('職稱', s.jobTitle);
  field('聯絡人', s.contactName);
  field('聯絡電話', s.contactPhone);
  field('傳真', s.contactFax);
  field('電子信箱', s.contactEmail);
  field('聯絡地址', s.address);

  for (const [slug, title] of Object.entries(CATEGORY_TITLES)) {
    const entries = s.achievements.filter((a) => a.category === slug);
    if (entries.length === 0 && slug !== MERIT_CATEGORY) continue;
    heading(`${title}（${entries.length} 筆）`);
    entries.forEach((a, i) => {
      doc.font('regular').fontSize(10).fillColor('#000').text(`${i + 1}. ${a.year} 年 ${a.month} 月：${a.description}`, { width });
    });
  }

  heading('推薦資料');
  const r = s.recommendation;
  field(REC.method, r ? REFERRAL[r.referralMethod] : '未填寫');
  field(REC.number, r?.recommendationNumber);
  field(REC.unit, r?.recommendationSource);

  heading(`上傳檔案（${s.files.length} 個）`);
  s.files.forEach((f, i) => {
    doc.font('bold').fontSize(10).fillColor('#000').text(`${i + 1}. ${f.label}${f.note ? `（${f.note}）` : ''}`, { width });
    doc.font('regular').fontSize(9).fillColor('#000').text(`檔名：${f.originalFilename}\u3000大小：${readableSize(f.fileSize)}\u3000類型：${f.fileType}`, { width });
    doc.fontSize(8.5).text(`SHA-256：${f.sha256}`, { width });
    doc.fontSize(8.5).fillColor('#555').text(`上傳時間：${taipeiDateTime(f.uploadedAt)}${TAIPEI_SUFFIX}`, { width });
    doc.moveDown(0.3);
  });

  doc.moveDown(1).font('regular').fontSize(9).fillColor('#555');
  doc.text('SHA-256 為檔案內容的雜湊值：同一份檔案永遠得到相同的值，可用以核對送出的檔案未經更動。', { width });
  doc.text(`資料送出後即無法再修改。如有疑問，請洽 ${config.programme.contactPhone}（${config.programme.mailbox}）。`, { width });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
