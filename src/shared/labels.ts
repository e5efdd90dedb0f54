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


/** The two films (issue 31), as the site's menu and the back office name them. */
export const FILM_LABELS = {
  promo: '宣傳影片',
  tutorial: '報名教學影片',
} as const satisfies Record<components['schemas']['FilmKind'], string>;
