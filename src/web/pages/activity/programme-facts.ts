// The programme facts of SPEC.md section 1 in our own zh-TW words: one home for the FAQ, the quick
// guide, the recommendation notice and the brochure/regulation PDFs (scripts/brochure reads this
// file too). Dates of the registration window and the contact data are settings, not facts: pages
// take them from the settings endpoint, the brochure script from the server's config.
import { phoneWithExtensions } from '../../../shared/contact-phone';
import type { components } from '../../../shared/generated/api';
import { PROGRAMME_LIMITS as LIMITS } from '../../../shared/generated/programme-limits';
import { ACHIEVEMENT_LABELS, BONUS_LABEL, DOCUMENT_LABELS as DOC, EMPLOYMENT_PROOF_WHO, ENTITY_TYPE_LABELS, MERIT_CATEGORY } from '../../../shared/labels';
import { fileRuleText, typesList, yearSpan } from '../../../shared/limit-texts';
import { REWARD_PRIZES, rewardDrawAt } from '../../../shared/reward-draw';
import { rocDateTime } from '../../../shared/taipei-time';

/** The registration window and contact data, as the settings give them. */
export interface ProgrammeSettings {
  registrationOpensAt: string;
  registrationClosesAt: string;
  uploadClosesAt: string;
  contactPhone: string;
  contactExtensions: string[];
  contactHours: string;
  mailbox: string;
}

export const ENTRY = {
  free: '一律於本網站線上報名，完全免費。',
  byRecommendation: '本獎採推薦制：可自我推薦（須檢附推薦書），或由他人推薦，經主辦單位審核。',
} as const;

export const ELIGIBILITY = {
  groupsTitle: ENTITY_TYPE_LABELS.group,
  groups: ['觀光相關公協會', '旅館及民宿', '旅行業', '觀光遊樂業', '地方觀光推廣協會', '其他熱心觀光事務的團體'],
  groupsNote: '企業集團不在受理範圍。',
  individualsTitle: ENTITY_TYPE_LABELS.individual,
  individuals: ['前述團體的負責人、董事、監事、理事及員工', '民宿經營者', '導遊、領隊', '其他熱心觀光事務的個人'],
  individualsNote: '觀光產業服務年資合計須滿 3 年以上。',
} as const;

export const JUDGING = {
  winners: '預計選出約 50 名得獎者，實際名額得由決審會議調整。',
  stages: ['第一階段：書面審查，依優良事蹟與佐證資料評分。', '第二階段：決審，由評審委員會綜合評定。'],
} as const;

export const PRIZE = {
  items: ['獎座一座', '獎章一枚', '獎金新臺幣 5 萬元'],
  short: '獎座、獎章及獎金新臺幣 5 萬元',
} as const;

export const REENTRY = { years: 3, text: '曾獲本獎者，自得獎起滿 3 年後得再報名。' } as const;

export const COMMITMENTS = {
  penaltyYears: yearSpan(LIMITS.years),
  penaltyNote: `報名表須據實勾選 ${yearSpan(LIMITS.years)}間是否曾受違規處分（第 9 條）。`,
  pledges: [
    '所填報名資料及檢附文件均屬實。',
    '同意主辦單位於評選及宣傳推廣範圍內蒐集、處理及利用個人資料。',
    '最近 5 年內無刑事犯罪紀錄；如有違反，撤銷得獎資格並追回獎座、獎章及獎金。',
  ],
} as const;

/** The recommendation letter and its file rule, as the FAQ and the materials list state it. */
export const RECOMMENDATION_LETTER = `${DOC['recommendation-letter']}掃描檔（${fileRuleText(LIMITS.uploads['recommendation-letter'])}，須蓋公司章或個人簽名）`;

/**
 * One line per item of the final check (schemas/confirm-required.schema.json, the server's required
 * set, in its order): the type asks for a line for every item the server checks, so no page can call
 * a required item optional or leave one out.
 */
// employmentProofNeed is not an item: it says whether the employmentProof item applies (src/shared/employment-proof.ts).
const REQUIRED_MATERIALS: Record<Exclude<keyof components['schemas']['RequiredFacts'], 'employmentProofNeed'>, string> = {
  excellentAchievements: `${yearSpan(LIMITS.years)}${ACHIEVEMENT_LABELS[MERIT_CATEGORY]}及佐證資料`,
  achievementPhotos: `${DOC['tourism-photo']}（最多 ${LIMITS.tourismPhotosMax} 張）`,
  employmentProof: `${DOC['employment-proof']}（僅${EMPLOYMENT_PROOF_WHO}須附，${ENTITY_TYPE_LABELS.group}免附）`,
  recommendation: `${RECOMMENDATION_LETTER}；由他人推薦者改填推薦編號`,
  workplacePhotos: `${DOC['workplace-photo']} ${LIMITS.workplacePhotos} 張（${LIMITS.workplaceAdvice.maxAgeMonths} 個月內拍攝，解析度 ${LIMITS.workplaceAdvice.minDpi} dpi）`,
};

export const MATERIALS = {
  items: ['報名表（線上填寫送出）', ...Object.values(REQUIRED_MATERIALS)],
  optional: [
    `${DOC['self-introduction-video']}（${typesList(LIMITS.uploads['self-introduction-video'])}）`,
    `${ACHIEVEMENT_LABELS.sustainable_environment}與${ACHIEVEMENT_LABELS.tech_progress}${BONUS_LABEL}`,
  ],
} as const;

export const HOW_TO_REGISTER = [
  '於「立即報名」選擇團體組或個人組，填寫報名表並通過安全驗證後送出。',
  '送出後取得報名編號與上傳登入碼，確認信同時寄至聯絡人電子信箱。',
  '以報名編號與上傳登入碼登入「上傳資料」，依步驟上傳各項資料。',
  '確認資料無誤後按「送出資料」；送出後資料即鎖定，無法再修改。',
] as const;

/** The recommendation reward draw; its time follows the configured upload deadline (drawDateText). */
// Prize counts and names: REWARD_PRIZES (src/shared/reward-draw.ts), the draw's own home for them.
export const REWARD = {
  chance: '每成功推薦 1 位並於被推薦人完成報名後，推薦人即獲得 1 次抽獎機會，推薦越多、機會越多。',
  prizes: REWARD_PRIZES.draw.map((p) => `${p.label}，共 ${p.count} 名`),
  earlyBirdCount: REWARD_PRIZES.earlyBirdCount,
  earlyBird: `最先完成推薦的前 ${REWARD_PRIZES.earlyBirdCount} 名推薦人，另贈${REWARD_PRIZES.earlyBirdLabel}一份。`,
  drawPlace: '受託辦理單位南部院區',
  witness: '由律師全程見證，公開抽出。',
  results: `${REWARD_PRIZES.earlyBirdLabel} ${REWARD_PRIZES.earlyBirdCount} 名名單及中獎名單公告於最新消息，中獎者另以電子郵件通知。`,
} as const;

/** "114 年 10 月 13 日 10:00": two days before uploads close (src/shared/reward-draw.ts). */
export const drawDateText = (s: Pick<ProgrammeSettings, 'uploadClosesAt'>): string => rocDateTime(rewardDrawAt(s.uploadClosesAt));

export function registrationPeriod(s: Pick<ProgrammeSettings, 'registrationOpensAt' | 'registrationClosesAt'>): string {
  return `${rocDateTime(s.registrationOpensAt)} 至 ${rocDateTime(s.registrationClosesAt)}`;
}

export function uploadDeadline(s: Pick<ProgrammeSettings, 'uploadClosesAt'>): string {
  return `${rocDateTime(s.uploadClosesAt)} 前完成資料上傳並送出`;
}

export interface ContactLine {
  label: string;
  value: string;
  /** Link target on the web (tel:, mailto:). */
  href?: string;
}

export function contactLines(s: ProgrammeSettings): ContactLine[] {
  return [
    { label: '聯絡電話', value: phoneWithExtensions(s.contactPhone, s.contactExtensions), href: `tel:${s.contactPhone.replace(/[^\d+]/g, '')}` },
    { label: '服務時間', value: s.contactHours },
    { label: '電子信箱', value: s.mailbox, href: `mailto:${s.mailbox}` },
  ];
}
