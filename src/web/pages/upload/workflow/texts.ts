// Labels of the upload workflow (zh-TW). Messages (errors, toasts) live in src/shared/messages.ts and
// field rules with their messages in schemas/; these are the words on the screen around them.
import type { StepNumber } from '../../../../../machines/upload';
import { PROGRAMME_LIMITS } from '../../../../shared/generated/programme-limits';
import type { EmploymentProofNeed } from '../../../../shared/employment-proof';
import { ACHIEVEMENT_LABELS, BONUS_LABEL, DOCUMENT_LABELS as DOC, EMPLOYMENT_PROOF_WHO, MERIT_CATEGORY } from '../../../../shared/labels';
import { RECOMMENDATION_LABELS as REC } from '../../../../shared/recommendation-labels';
import { fileRuleText, megabytes, typesList, yearSpan } from '../../../../shared/limit-texts';
import type { ProgrammeLimits } from '../../../../shared/programme-limits';

/** The sentences of the workflow that state a limit, built from the limits (schemas/). */
export function limitSentences(l: ProgrammeLimits = PROGRAMME_LIMITS) {
  const u = l.uploads;
  const years = yearSpan(l.years, '–');
  const photo = (purpose: 'tourism-photo' | 'workplace-photo') => `${typesList(u[purpose])}，每張 ${megabytes(u[purpose].maxBytes)} 以內`;
  const advice = l.workplaceAdvice;
  return {
    meritHint: `${ACHIEVEMENT_LABELS[MERIT_CATEGORY]}（${years}）`,
    step1Intro: `請依年度與月份逐筆新增 ${years}的${ACHIEVEMENT_LABELS[MERIT_CATEGORY]}，每筆說明以 ${l.meritMaxLength} 字為限；新增後無法修改，只能刪除重新新增。`,
    photoIntro: `請上傳${DOC['tourism-photo']}（${photo('tourism-photo')}），並為每張照片填寫 ${l.captionMaxLength} 字以內的說明，最多 ${l.tourismPhotosMax} 張。`,
    recommendationIntro: `${REC.selfShort}請上傳${DOC['recommendation-letter']}（${fileRuleText(u['recommendation-letter'])}，需蓋公司章或個人簽名）；${REC.nominatedShort}請輸入${REC.number}並先完成驗證。`,
    workplaceIntro: `請上傳 ${l.workplacePhotos} 張近 ${advice.maxAgeMonths} 個月內拍攝、解析度 ${advice.minDpi} dpi 以上的${DOC['workplace-photo']}（${photo('workplace-photo')}）。`,
    proofIntro: `${fileRuleText(u['employment-proof'])}。`,
    videoIntro: `${typesList(u['self-introduction-video'])}，${megabytes(u['self-introduction-video'].maxBytes)} 以內。`,
  };
}
const LIMITS_TEXT = limitSentences();

export const STEP_TITLES: Record<StepNumber, string> = {
  1: '優良事蹟',
  2: '事蹟照片',
  3: '其他資料',
  4: '加分事蹟',
  5: '完成',
};

export const STEP_HINTS: Record<StepNumber, string> = {
  1: LIMITS_TEXT.meritHint,
  2: DOC['tourism-photo'],
  3: `${DOC['recommendation-letter']}、${DOC['workplace-photo']}、${DOC['employment-proof']}、影片`,
  4: `${ACHIEVEMENT_LABELS.sustainable_environment}與${ACHIEVEMENT_LABELS.tech_progress}`,
  5: '報名完成',
};

export const WORKFLOW_TEXT = {
  stepsLabel: '上傳步驟',
  workflowLabel: '資料上傳流程',
  stepOf: (step: number, total: number) => `第 ${step} 步，共 ${total} 步`,
  previous: '上一步',
  next: '下一步',
  submit: '送出資料',
  locked: '報名資料已送出或已過上傳期限，以下內容僅供檢視。',
  /** Beside the locked view's receipt button: when the latest confirm was, and which one it was. */
  lastSubmitted: (when: string, sequence: number) => (sequence > 1 ? `最近一次送出：${when}（第 ${sequence} 次送出）` : `送出時間：${when}`),
  deadline: '資料上傳截止',
  remaining: '剩餘時間',
  closed: '已截止',
  correctionTitle: '審查意見：請補正以下內容',
  correctionDeadline: '補正期限',
  correctionAfter: `修改完成後，請再按「送出資料」重新送出；補正期限過後即無法再修改。`,
  countdown: (d: number, h: number, m: number, s: number) => `${d} 天 ${h} 時 ${m} 分 ${s} 秒`,
  checking: '正在確認必填資料…',
  leaveTitle: '尚有未新增的資料',
  continueAnyway: '仍要繼續',
  saveFirst: '先儲存',
} as const;

export const MERIT_TEXT = {
  step1Title: ACHIEVEMENT_LABELS[MERIT_CATEGORY],
  step1Intro: LIMITS_TEXT.step1Intro,
  step4Intro: `${BONUS_LABEL}為選填，分為「${ACHIEVEMENT_LABELS.sustainable_environment}」與「${ACHIEVEMENT_LABELS.tech_progress}」兩類，新增後無法修改，只能刪除。`,
  categories: ACHIEVEMENT_LABELS as Record<string, string>,
  year: '年度',
  month: '月份',
  yearOption: (y: number) => `${y} 年`,
  monthOption: (m: number) => `${m} 月`,
  description: '事蹟說明',
  counter: (n: number, max: number) => `${n} / ${max}`,
  add: '新增',
  adding: '新增中…',
  delete: '刪除',
  deleting: '刪除中…',
  empty: '尚無資料',
  loading: '資料載入中…',
  actions: '操作',
  deleteLabel: (y: number, m: number) => `刪除 ${y} 年 ${m} 月的事蹟`,
} as const;

export const PHOTO_TEXT = {
  title: DOC['tourism-photo'],
  intro: LIMITS_TEXT.photoIntro,
  file: '照片檔案',
  caption: '照片說明',
  add: '新增照片',
  adding: '新增中…',
  count: (n: number, max: number) => `已上傳 ${n} / ${max} 張`,
  full: (max: number) => `已達 ${max} 張上限，請先刪除後再新增。`,
  empty: '尚未上傳照片',
  loading: '照片載入中…',
  delete: '刪除',
  deleteLabel: (caption: string) => `刪除照片「${caption}」`,
} as const;

export const FILE_TEXT = {
  choose: '選擇檔案',
  uploading: (pct: number) => `上傳中 ${pct}%`,
  cancel: '取消上傳',
  cancelled: '已取消上傳',
  uploaded: '已上傳',
  download: '下載',
  delete: '刪除',
  replace: '重新上傳',
  none: '尚未上傳',
  size: (bytes: number) => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`),
} as const;

/** The resumable upload of the video (tus): progress, speed, time left, pause and resume. */
export const RESUMABLE_TEXT = {
  speed: (bytesPerSecond: number) => `${FILE_TEXT.size(Math.round(bytesPerSecond))}/秒`,
  timeLeft: (seconds: number) => {
    const s = Math.max(1, Math.round(seconds));
    return s >= 3600 ? `剩餘約 ${Math.floor(s / 3600)} 小時 ${Math.round((s % 3600) / 60)} 分` : s >= 60 ? `剩餘約 ${Math.floor(s / 60)} 分 ${s % 60} 秒` : `剩餘約 ${s} 秒`;
  },
  measuring: '計算剩餘時間中…',
  pause: '暫停',
  resume: '繼續',
  paused: (pct: number) => `已暫停 ${pct}%`,
  offline: (pct: number) => `網路中斷，已上傳 ${pct}%，恢復連線後自動繼續`,
  retrying: (pct: number) => `連線不穩，重新連線中（已上傳 ${pct}%）`,
  finishing: '上傳完成，檢查檔案中…',
  previous: '這個檔案上次尚未傳完，可從中斷處繼續上傳。',
  continueUpload: '繼續上傳',
  restart: '從頭上傳',
} as const;

export const OTHER_TEXT = {
  recommendationTitle: REC.method,
  recommendationIntro: LIMITS_TEXT.recommendationIntro,
  /** The register form's answer came as the starting value (server: recommendation read). */
  carried: '已帶入報名表填寫的推薦資料，請確認並補齊後按「儲存推薦資料」。',
  method: REC.method,
  self: REC.self,
  referred: REC.nominated,
  letter: DOC['recommendation-letter'],
  number: REC.number,
  numberHelp: REC.numberHelp,
  validate: '驗證編號',
  validating: '驗證中…',
  validated: '已驗證',
  source: REC.unit,
  sourceHint: REC.unitHint,
  save: '儲存推薦資料',
  saving: '儲存中…',
  saved: '推薦資料已儲存',
  savedSummary: (method: string) => `已儲存：${method}`,
  workplaceTitle: DOC['workplace-photo'],
  workplaceIntro: LIMITS_TEXT.workplaceIntro,
  workplaceCount: (n: number, max: number) => `已上傳 ${n} / ${max} 張`,
  workplaceChoose: '選擇照片（可複選）',
  proofTitle: DOC['employment-proof'],
  proofIntro: LIMITS_TEXT.proofIntro,
  /** Whether this registrant must attach it (src/shared/employment-proof.ts). */
  proofNeed: {
    required: `必填：${EMPLOYMENT_PROOF_WHO}須上傳`,
    optional: '選填：旅行業從業人員可不上傳',
    'not-needed': `不需提供：本項僅${EMPLOYMENT_PROOF_WHO}須上傳`,
  } satisfies Record<EmploymentProofNeed, string>,
  videoTitle: `${DOC['self-introduction-video']}（選填）`,
  videoIntro: LIMITS_TEXT.videoIntro,
  loading: '資料載入中…',
} as const;

export const REVIEW_TEXT = {
  title: '確認送出資料',
  intro: '請確認以下將送出的資料；送出後將無法再修改。',
  change: '修改',
  changeLabel: (what: string) => `修改${what}`,
  achievements: ACHIEVEMENT_LABELS[MERIT_CATEGORY],
  photos: DOC['tourism-photo'],
  recommendation: '推薦資料',
  workplace: DOC['workplace-photo'],
  proof: DOC['employment-proof'],
  video: DOC['self-introduction-video'],
  bonus: BONUS_LABEL,
  count: (n: number, unit: string) => `${n} ${unit}`,
  none: '未提供',
  letter: (name: string) => `${REC.selfShort}，${DOC['recommendation-letter']}：${name}`,
  number: (n: string) => `${REC.nominatedShort}，${REC.number}：${n}`,
  source: (s: string) => `${REC.unit}：${s}`,
  confirm: '確定送出',
  confirming: '送出中…',
  cancel: '取消',
  needCheck: '請先完成安全驗證',
} as const;

export const DONE_TEXT = {
  title: '恭喜您，完成報名！',
  body: '您的報名資料已送出，收據已寄至聯絡信箱。',
  home: '回到首頁',
  view: '檢視已上傳的資料',
  receipt: '下載報名收據（PDF）',
} as const;
