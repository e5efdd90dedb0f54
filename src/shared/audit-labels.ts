// What each action of the audit log means, in the back office's words: the one list of the codes the
// server writes (AuditEntry.action is typed by it, so a new code cannot be written without a label).
// Apart from back-office-labels.ts to keep that module one job; only the audit page reads these.

import { RETENTION_KIND_LABELS } from './retention-labels';

/** Every action the server records (src/server/features/audit/audit-log.ts). */
export const AUDIT_ACTION_LABELS = {
  'staff.invited': '邀請工作人員',
  'staff.enrolled': '工作人員完成帳號設定',
  'staff.role-changed': '變更工作人員角色',
  'staff.disabled': '停用工作人員帳號',
  'staff.enabled': '重新啟用工作人員帳號',
  'staff.invitation-resent': '重寄工作人員邀請',
  'staff.second-factor-reset': '重設工作人員驗證方式',
  'staff.passkey-added': '新增通行金鑰',
  'staff.passkey-removed': '移除通行金鑰',
  'staff.password-changed': '變更自己的密碼',
  'staff.authenticator-changed': '更換自己的驗證器',
  'staff.sign-in': '登入',
  'staff.sign-in-failed': '登入失敗',
  'staff.sign-out': '登出',
  'registration.transition': '變更報名狀態',
  'file.download': '下載報名檔案',
  'file.zip': '下載報名檔案壓縮檔',
  'export.csv': '匯出 CSV',
  'export.audit-csv': '匯出操作紀錄 CSV',
  'export.xlsx': '匯出 Excel',
  'export.zip': '匯出報名資料壓縮檔',
  'registrant.export': '匯出當事人全部資料',
  'registrant.erase': '依當事人請求刪除個人資料',
  'reminder.send': '寄送上傳截止提醒',
  'news.create': '新增消息',
  'news.update': '修改消息',
  'news.publish': '發布消息',
  'news.unpublish': '取消發布消息',
  'news.delete': '刪除消息',
  'news.restore': '還原消息',
  'news.pending.save': '儲存消息的未發布修改',
  'news.pending.discard': '捨棄消息的未發布修改',
  'news.file': '上傳消息附件',
  'film.replace': '更換影片',
  'film.restore': '還原內建影片',
  'award.create': '新增獎項',
  'award.update': '修改獎項',
  'award.delete': '刪除獎項',
  'award.reorder': '調整獎項順序',
  'award.winner.create': '新增得獎者',
  'award.winner.update': '修改得獎者',
  'award.winner.delete': '刪除得獎者',
  'award.winner.reorder': '調整得獎者順序',
  'hero.create': '新增首頁主視覺',
  'hero.update': '修改首頁主視覺',
  'hero.delete': '刪除首頁主視覺',
  'hero.reorder': '調整首頁主視覺順序',
  'hero.cover': '更換首頁主視覺圖片',
  'edition.publish': '公開屆次',
  'edition.unpublish': '取消公開屆次',
  'vendor.import': '匯入業者名單',
  'vendor.hide': '隱藏業者',
  'vendor.unhide': '取消隱藏業者',
  'draw.commit': '公告抽獎種子承諾',
  'draw.run': '執行抽獎',
  'draw.publish': '公布抽獎結果',
  'judging.settings': '設定評審階段',
  'judging.assign': '分派評審',
  'judging.assignment.add': '加派評審',
  'judging.assignment.remove': '撤回評審分派',
  'judging.declaration': '評審委員利益迴避聲明',
  'judging.conflict': '評審委員聲明迴避',
  'judging.conflict.override': '解除利益迴避',
  'judging.submit': '評審送出評分',
  'judging.reopen': '退回評分重新評審',
  'judging.reminder': '寄送評審提醒',
  'judging.tie': '決定同分名次',
  'judging.decide': '確定評審結果',
  'judging.export': '匯出評審排名',
  'retention.apply': '依保存期限刪除個人資料',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/**
 * Codes no longer written that older rows still carry: a thumbnail was a row each until the audit log
 * kept to what matters, the download of a file (docs/back-office.md).
 */
const RETIRED_ACTION_LABELS: Record<string, string> = {
  'file.thumbnail': '檢視縮圖（已不再記錄）',
};

/** The label of a row's action; an unknown code (a newer server's) shows as it is. */
export function auditActionLabel(code: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[code] ?? RETIRED_ACTION_LABELS[code] ?? code;
}

/** The names of the facts a row's detail holds (AuditEntry.detail); a fact not listed shows its key. */
export const AUDIT_DETAIL_LABELS: Record<string, string> = {
  event: '操作',
  from: '原狀態',
  to: '新狀態',
  reason: '理由',
  deadline: '補正期限',
  registrationUid: '報名',
  purpose: '檔案用途',
  filename: '檔名',
  fileName: '檔名',
  role: '角色',
  method: '方式',
  email: '電子郵件',
  days: '截止前天數',
  letters: '信件數',
  trigger: '觸發方式',
  title: '標題',
  fromVersion: '原版本',
  edition: '屆次',
  stage: '評審階段',
  fields: '欄位',
  rows: '筆數',
  bytes: '位元組',
  sha256: 'SHA-256',
  seed: '種子',
  tickets: '抽獎券數',
  earlyReason: '提前抽獎理由',
  winners: '得獎者',
  jurorsPerEntry: '每件評審人數',
  scoringClosesAt: '評分截止',
  closesAt: '截止時間',
  affiliations: '聲明單位數',
  credentialId: '通行金鑰',
  published: '公開',
  order: '順序',
  cutoff: '錄取門檻',
  // A retention batch (retention.apply): what it removed, per kind.
  batch: '批次內容',
  entries: '報名件數',
  ...RETENTION_KIND_LABELS,
};

/** How a staff member signed in (the `method` of staff.sign-in rows). */
export const SIGN_IN_METHOD_LABELS: Record<string, string> = {
  totp: '驗證碼',
  'recovery-code': '備用碼',
  passkey: '通行金鑰',
};
