// The back office's words (glossary, like labels.ts): registration statuses of the review lifecycle,
// staff roles and account states. Apart from labels.ts because no public page shows them, and every
// byte of labels.ts ships with the register route (at its 300 KB budget).
import type { components } from './generated/api';

/** Registration statuses of the review lifecycle (machines/review/statuses.ts; DESIGN.md section 11). */
export const REGISTRATION_STATUS_LABELS = {
  in_progress: '填寫中',
  submitted: '已送出',
  reviewed_awaiting: '待補正',
  eligible: '資格審查通過',
  ineligible: '資格不符',
  finalist: '入圍決選',
  not_awarded: '未獲獎',
  awarded: '獲獎',
  withdrawn: '已撤回',
} as const satisfies Record<components['schemas']['RegistrationStatus'], string>;

/** Staff roles of the back office (DESIGN.md section 11; the roles themselves: schemas/admin/staff-common.schema.json). */
export const STAFF_ROLE_LABELS = {
  admin: '管理員',
  reviewer: '審查委員',
  editor: '編輯',
  juror: '評審委員',
} as const satisfies Record<components['schemas']['StaffRole'], string>;

/** What a staff account's state means (StaffMember.state). */
export const STAFF_STATE_LABELS = {
  invited: '已邀請（尚未設定）',
  active: '使用中',
  disabled: '已停用',
} as const satisfies Record<components['schemas']['StaffMember']['state'], string>;

/**
 * An admin's actions on another staff account as their buttons say them (工作人員帳號; the operations:
 * staffResendInvitation, staffEnable, staffResetSecondFactor, staffDisable). The server's refusals name them too.
 */
export const STAFF_ACTION_LABELS = {
  resendInvitation: '重寄邀請',
  enable: '重新啟用',
  resetSecondFactor: '重設驗證方式',
  disable: '停用',
} as const;

/** A reminder kind (ReminderKind.days: days before the upload window closes). */
export const reminderKindLabel = (days: number) => `截止前 ${days} 天`;

/** Where a reminder kind stands (worked out on the reminder page from ReminderPlan). */
export const REMINDER_STATE_LABELS = {
  done: '已寄出',
  scheduled: '已排程',
  due: '待寄出',
  retrying: '寄送失敗，重試中',
  closed: '上傳已截止，不再寄送',
} as const;

/** The staff review actions as their buttons say them (machines/review; the list: schemas/admin/registration-transition.schema.json). */
export const REVIEW_ACTION_LABELS = {
  RETURN: '退回補正',
  EXPIRE: '補正逾期（資格不符）',
  STAGE1_ELIGIBLE: '資格審查通過',
  STAGE1_INELIGIBLE: '資格不符',
  STAGE2_FINALIST: '入圍決選',
  STAGE2_NOT_AWARDED: '未入圍',
  FINAL_AWARDED: '決審獲獎',
  FINAL_NOT_AWARDED: '決審未獲獎',
  WITHDRAW: '撤回報名',
  UNDO: '復原上一個決定',
} as const satisfies Record<components['schemas']['StaffReviewAction'], string>;

/** Issue 29 item 10: what each action did, as the toast and a refused reviewer's notice say it (past tense). */
export const REVIEW_ACTION_DONE = {
  RETURN: '已退回補正',
  EXPIRE: '已判定補正逾期（資格不符）',
  STAGE1_ELIGIBLE: '已判定資格審查通過',
  STAGE1_INELIGIBLE: '已判定資格不符',
  STAGE2_FINALIST: '已列入入圍決選',
  STAGE2_NOT_AWARDED: '已判定未入圍決選',
  FINAL_AWARDED: '已判定決審獲獎',
  FINAL_NOT_AWARDED: '已判定決審未獲獎',
  WITHDRAW: '已撤回報名',
  UNDO: '已復原上一個決定',
} as const satisfies Record<components['schemas']['StaffReviewAction'], string>;

/**
 * How an action's button looks: one that moves the entry on (filled), one that ends it (red outline:
 * refusing, withdrawing), one that sends it back or reverses a step (light).
 */
export const REVIEW_ACTION_TONE = {
  RETURN: 'back',
  EXPIRE: 'refuse',
  STAGE1_ELIGIBLE: 'accept',
  STAGE1_INELIGIBLE: 'refuse',
  STAGE2_FINALIST: 'accept',
  STAGE2_NOT_AWARDED: 'refuse',
  FINAL_AWARDED: 'accept',
  FINAL_NOT_AWARDED: 'refuse',
  WITHDRAW: 'refuse',
  UNDO: 'back',
} as const satisfies Record<components['schemas']['StaffReviewAction'], 'accept' | 'refuse' | 'back'>;

/** The two actions that end in not_awarded, told apart by the status they were decided from. */
const NOT_AWARDED_AT = { eligible: REVIEW_ACTION_LABELS.STAGE2_NOT_AWARDED, finalist: REVIEW_ACTION_LABELS.FINAL_NOT_AWARDED } as const;

/**
 * A status as the back office names it: not_awarded is reached at either stage (未入圍 from eligible,
 * 決審未獲獎 from finalist), so it carries the stage when the status it was decided from is known.
 */
export function statusLabelOf(status: components['schemas']['RegistrationStatus'], decidedFrom?: components['schemas']['RegistrationStatus'] | null): string {
  if (status === 'not_awarded' && decidedFrom && decidedFrom in NOT_AWARDED_AT) return NOT_AWARDED_AT[decidedFrom as keyof typeof NOT_AWARDED_AT];
  return REGISTRATION_STATUS_LABELS[status];
}

/** The registrant's own step in a status history (machines/review CONFIRM). */
export const CONFIRM_EVENT_LABEL = '報名者確認送出';

/** Issue 18: an edition's public board in the back office, and whether the public sees it. */
export const PUBLICATION_LABELS = {
  published: '已公開',
  hidden: '未公開',
  publish: '公開',
  unpublish: '隱藏',
} as const;

/** Where a news item stands in the back office (AdminNewsState). */
export const NEWS_STATE_LABELS = {
  draft: '草稿',
  scheduled: '已排程',
  published: '已發布',
  deleted: '已刪除',
} as const satisfies Record<components['schemas']['AdminNewsState'], string>;

/** The changes a news item's history names (audit actions `news.*`). */
export const NEWS_ACTION_LABELS: Record<string, string> = {
  'news.update': '編輯',
  'news.publish': '發布／排程',
  'news.unpublish': '取消發布',
  'news.delete': '刪除',
  'news.restore': '還原',
  'news.pending.save': '儲存未發布的修改',
  'news.pending.discard': '捨棄未發布的修改',
};
/** A vendor's state in the back office's vendor list (AdminVendor.hiddenAt) and the list's state filter. */
export const VENDOR_STATE_LABELS = {
  all: '全部',
  shown: '顯示中',
  hidden: '已隱藏',
} as const;

/** The groups of a vendor list import's preview (VendorImportCounts). */
export const VENDOR_IMPORT_GROUP_LABELS = {
  new: '新增',
  changed: '變更',
  unchanged: '不變',
  toHide: '移除或隱藏',
} as const satisfies Record<keyof components['schemas']['VendorImportCounts'], string>;
/** What applying a vendor list does to the vendors absent from the file (VendorImportPreview.absent). */
export const VENDOR_IMPORT_ABSENT_LABELS = {
  hidden: '隱藏',
  deleted: '刪除',
} as const satisfies Record<keyof components['schemas']['VendorImportPreview']['absent'], string>;
/** Whether a recommendation counts for the reward (DrawRecommendation.state; the rule: src/server/features/draw/successful-recommendation.ts). */
export const RECOMMENDATION_STATE_LABELS = {
  successful: '成功推薦（1 次抽獎機會）',
  not_saved: '未計入：被推薦人尚未於上傳資料儲存推薦編號',
  not_submitted: '未計入：被推薦人尚未送出報名資料',
  withdrawn: '未計入：被推薦人已撤回報名',
} as const satisfies Record<components['schemas']['DrawRecommendation']['state'], string>;

/** A juror's score sheet of an entry (JudgingSheetState). */
export const JUDGING_SHEET_LABELS = {
  none: '未評分',
  draft: '草稿',
  submitted: '已送出',
} as const satisfies Record<components['schemas']['JudgingSheetState'], string>;

/** Why a juror may not judge an entry (JudgingConflict.source). */
export const CONFLICT_SOURCE_LABELS = {
  declared: '委員聲明',
  affiliation: '同一單位',
  taxId: '統一編號相同',
  recommendation: '委員單位推薦',
} as const satisfies Record<components['schemas']['JudgingConflict']['source'], string>;

/** A cut-off's kinds (schemas/admin/judging-common.schema.json#/$defs/cutoff). */
export const CUTOFF_KIND_LABELS = {
  count: '取前幾名',
  score: '平均分數達',
} as const;

/** The judging stages as their tabs say them (JudgingStage; each stage's rubric title is JudgingStageInfo.title). */
export const JUDGING_STAGE_LABELS = {
  1: '初審',
  2: '決審',
} as const satisfies Record<components['schemas']['stage'], string>;
