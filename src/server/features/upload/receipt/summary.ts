// The one-page summary of a registration that the back office's ZIPs carry beside the files: who,
// which category, where the review stands, and what is in the ZIP (the names it has there). A reader
// of a folder of files knows at a glance whose they are. The embedded CJK font the receipt uses; one
// face only (the heading is larger, not bold), so one font is subset: half the receipt's work.
import type { Config } from '../../../platform/config/config';
import { REGISTRATION_STATUS_LABELS } from '../../../../shared/back-office-labels';
import { ENTITY_TYPE_LABELS } from '../../../../shared/labels';
import { rocDateTimeSeconds, TAIPEI_SUFFIX } from '../../../../shared/taipei-time';
import { a4Document } from '../../../platform/pdf/a4-document';

/**
 * The version of summaryPdf's page: part of every stored summary's key (summary-content.ts), so a change of
 * layout below makes new PDFs instead of serving the old page. Raise it with any change to the page.
 */
export const SUMMARY_LAYOUT = 1;

/** What the summary shows: plain data (it crosses to the rendering thread). */
export interface RegistrationSummary {
  registrationNumber: string;
  status: keyof typeof REGISTRATION_STATUS_LABELS;
  entityType: keyof typeof ENTITY_TYPE_LABELS;
  categoryName: string;
  organizationName: string;
  personName: string | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  submittedAt: string | null;
  /** The items of the required set still missing, in zh-TW. */
  missing: string[];
  /** Each file's name in the ZIP and its SHA-256. */
  files: { name: string; sha256: string }[];
}

export async function summaryPdf(config: Pick<Config, 'programme'>, s: RegistrationSummary, generatedAt: Date): Promise<Buffer> {
  const { doc, width, finish } = await a4Document({
    Title: `${config.programme.siteTitle} 報名資料摘要 ${s.registrationNumber}`,
    Author: config.programme.siteTitle,
    CreationDate: generatedAt,
  });
  const line = (label: string, value: string | null | undefined) => {
    if (value) doc.font('regular').fontSize(10).fillColor('#000').text(`${label}：${value}`, { width });
  };

  doc.font('regular').fontSize(16).text(`${config.programme.siteTitle} 報名資料摘要`, { width, align: 'center' });
  doc.fontSize(9).fillColor('#555').text(`產生時間：${rocDateTimeSeconds(generatedAt)}${TAIPEI_SUFFIX}`, { width, align: 'center' });
  doc.moveDown(0.8);
  line('報名編號', s.registrationNumber);
  line('狀態', REGISTRATION_STATUS_LABELS[s.status]);
  line('組別', ENTITY_TYPE_LABELS[s.entityType]);
  line('單位類別', s.categoryName);
  line('單位名稱', s.organizationName);
  line('姓名', s.personName);
  line('聯絡人', s.contactName);
  line('聯絡電話', s.contactPhone);
  line('電子信箱', s.contactEmail);
  line('聯絡地址', s.address);
  line('送出時間', s.submittedAt ? `${rocDateTimeSeconds(s.submittedAt)}${TAIPEI_SUFFIX}` : '尚未送出');
  line('尚缺資料', s.missing.length > 0 ? s.missing.join('、') : '無');
  doc.moveDown(0.6).fontSize(11).text(`檔案（${s.files.length} 個）`, { width });
  // One page: the list shrinks to fit (a registration has at most a few dozen files).
  const size = s.files.length > 24 ? 6.5 : 8;
  for (const f of s.files) doc.fontSize(size).fillColor('#000').text(`${f.name}\u3000SHA-256：${f.sha256}`, { width, height: size * 1.4, ellipsis: true });
  return finish();
}
