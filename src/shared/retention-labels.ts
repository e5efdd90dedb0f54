// What retention removes (docs/personal-data.md, Retention), in the back office's words: the kinds the
// contract names (RetentionKind), for the admin page, the command's output and the audit rows' details.
import type { components } from './generated/api';

export type RetentionKind = components['schemas']['RetentionKind'];

export const RETENTION_KIND_LABELS = {
  nationalIds: '未得獎報名的身分證字號與生日',
  contacts: '未得獎報名的聯絡資料（報名資料及收據內容）',
  files: '未得獎報名上傳的檔案',
  receiptPdfs: '未得獎報名已產生的收據 PDF',
  outboxRows: '寄件匣中逾期的信件紀錄',
  outboxFiles: '寄件匣中逾期的信件檔（.eml）',
  rateLimits: '已過期的次數限制紀錄',
  sessions: '已過期或已登出的登入紀錄',
} as const satisfies Record<RetentionKind, string>;

/** The kinds in the order the page and the command list them. */
export const RETENTION_KINDS = Object.keys(RETENTION_KIND_LABELS) as RetentionKind[];
