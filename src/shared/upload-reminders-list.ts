// What a new registrant uploads next (SPEC.md section 2, success view): the one list shown on the
// success page, on the upload page's sign-in card and in the confirmation letter. Names come from the
// glossary (labels.ts), counts, years and file rules from the schemas (programme-limits.ts). `npm run
// gen` writes the shipped list to src/shared/generated/upload-reminders.ts (upload-reminders.ts), which
// the pages and the letter show; tests call this with the limits of a changed schema copy.
import { PROGRAMME_LIMITS } from './generated/programme-limits';
import { ACHIEVEMENT_LABELS, BONUS_LABEL, DOCUMENT_LABELS, EMPLOYMENT_PROOF_WHO, MERIT_CATEGORY } from './labels';
import { fileRuleText, yearSpan } from './limit-texts';
import type { ProgrammeLimits } from './programme-limits';

export function uploadReminders(limits: ProgrammeLimits = PROGRAMME_LIMITS): string[] {
  const { uploads, workplaceAdvice: advice } = limits;
  return [
    `${ACHIEVEMENT_LABELS[MERIT_CATEGORY]}佐證資料（${yearSpan(limits.years)}）`,
    `${ACHIEVEMENT_LABELS.sustainable_environment}或${ACHIEVEMENT_LABELS.tech_progress}${BONUS_LABEL}佐證資料（選填）`,
    `${DOCUMENT_LABELS['tourism-photo']}（最多 ${limits.tourismPhotosMax} 張）`,
    `${DOCUMENT_LABELS['workplace-photo']} ${limits.workplacePhotos} 張（${advice.maxAgeMonths} 個月內拍攝、${advice.minDpi} dpi）`,
    `${DOCUMENT_LABELS['employment-proof']}：僅${EMPLOYMENT_PROOF_WHO}須附（${fileRuleText(uploads['employment-proof'])}）`,
    `${DOCUMENT_LABELS['recommendation-letter']}（${fileRuleText(uploads['recommendation-letter'])}，須加蓋公司印章或本人簽名）`,
  ];
}
