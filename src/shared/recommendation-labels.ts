// The glossary's words for the recommendation question (README.md "Glossary"), a module of its own:
// the upload step and the build read it, and the register route, which shares labels.ts, carries
// none of its bytes (its form gets the words filled in at `npm run gen`).
import { DOCUMENT_LABELS } from './labels';

/**
 * The recommendation question, in one wording wherever it is asked: the register form
 * (schemas/registration-*.ui.json name these as `{recommend:<key>}`, filled in at `npm run gen` by
 * src/shared/ui-limits.ts), upload step 3, the final check and the receipt. The form's recommendType
 * self / nominated are step 3's referralMethod self_registration / referred.
 */
export const RECOMMENDATION_LABELS = {
  method: '推薦方式',
  selfShort: '自行推薦',
  nominatedShort: '他人推薦',
  self: `自行推薦（檢附${DOCUMENT_LABELS['recommendation-letter']}）`,
  nominated: '他人推薦（填寫推薦編號）',
  number: '推薦編號',
  // SPEC.md section 1: entry by self-recommendation with a letter, or by a peer's recommendation that the host reviews.
  numberHelp: '推薦人提供其報名編號，供主辦單位審核推薦',
  unit: '推薦單位',
  unitHint: '多個單位請以分號（;）分隔',
} as const;
