// The workplace-photo advice (SPEC.md section 1: taken within 6 months, 300 dpi), judged from a photo's
// metadata: a warning next to it, never a refusal. One judgement for the registrant's upload step and
// the back office's registration page; the limits and wording are schemas/upload-rules.json's.
import uploadRules from '../../schemas/upload-rules.json';
import type { components } from './generated/api';

export const WORKPLACE_ADVICE = uploadRules['workplace-photo'].advice;

/** The advice a photo breaks, as the texts to show. */
export function photoWarnings(file: { imageInfo?: components['schemas']['ImageInfo'] }, now = Date.now()): string[] {
  const info = file.imageInfo;
  if (!info) return [];
  const warnings: string[] = [];
  if (info.takenAt) {
    const limit = new Date(now);
    limit.setMonth(limit.getMonth() - WORKPLACE_ADVICE.maxAgeMonths);
    if (Date.parse(info.takenAt) < limit.getTime()) warnings.push(WORKPLACE_ADVICE.oldMessage);
  }
  if (typeof info.dpi === 'number' && info.dpi < WORKPLACE_ADVICE.minDpi) warnings.push(WORKPLACE_ADVICE.lowDpiMessage);
  return warnings;
}
