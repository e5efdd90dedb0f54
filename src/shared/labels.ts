// The glossary (README.md "Glossary"): the one zh-TW name of each document, achievement category and
// group type, keyed by the API's names. Pages, letters and the receipt PDF all read these, so the
// screen and the legal receipt cannot name a thing differently.
import type { components, paths } from './generated/api';

type UploadPurpose = components['schemas']['UploadPurpose'];
type AchievementCreate = NonNullable<paths['/api/registrations/v1/achievements/create']['post']['requestBody']>['content']['application/json'];
type AchievementCategory = AchievementCreate['achievementCategory'];

import { ENTITY_TYPE_LABELS } from './entity-type-labels';

export { ENTITY_TYPE_LABELS };

/** Documents by upload purpose (schemas/upload-rules.json keys; its `label`s are these, tested). */
export const DOCUMENT_LABELS = {
  'candidate-photo': '候選人照片',
  'tourism-photo': '觀光活動照片',
  'workplace-photo': '工作場所照片',
  'recommendation-letter': '推薦書',
  'employment-proof': '年資證明',
  'self-introduction-video': '自我介紹影片',
} as const satisfies Record<UploadPurpose, string>;

/**
 * Who must upload the employment proof (SPEC.md section 1, the programme's rule): individuals, except
 * travel-agency staff; groups never. The quick guide, FAQ, brochure and demo news say it in these words.
 */
export const EMPLOYMENT_PROOF_WHO = `${ENTITY_TYPE_LABELS.individual}（旅行業從業人員除外）`;

/** The step-1 category's slug, literally "{product}_tourism" (SPEC.md section 3). */
export const MERIT_CATEGORY = '{product}_tourism' as const satisfies AchievementCategory;
/** The two bonus categories of step 4 (選填). */
export const BONUS_CATEGORIES: readonly AchievementCategory[] = ['sustainable_environment', 'tech_progress'];

/** Achievement categories (SPEC.md section 2 step 4: "tourism sustainability development", "digital transformation"). */
export const ACHIEVEMENT_LABELS = {
  '{product}_tourism': '觀光優良事蹟',
  sustainable_environment: '觀光永續發展',
  tech_progress: '數位轉型',
} as const satisfies Record<AchievementCategory, string>;

/** The heading of the two bonus categories together. */
export const BONUS_LABEL = '加分事蹟';

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

/** The registrant's own step in a status history (machines/review CONFIRM). */
export const CONFIRM_EVENT_LABEL = '報名者確認送出';

/** Staff roles of the back office (DESIGN.md section 11; the roles themselves: schemas/admin/staff-common.schema.json). */
export const STAFF_ROLE_LABELS = {
  admin: '管理員',
  reviewer: '審查委員',
  editor: '編輯',
} as const satisfies Record<components['schemas']['StaffRole'], string>;

/** What a staff account's state means (StaffMember.state). */
export const STAFF_STATE_LABELS = {
  invited: '已邀請（尚未設定）',
  active: '使用中',
  disabled: '已停用',
} as const satisfies Record<components['schemas']['StaffMember']['state'], string>;
