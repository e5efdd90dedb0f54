// The limits a sentence may state (sizes, types, counts, lengths, years), read from their homes in
// schemas/. The generator (scripts/generators/50-programme-limits.mjs) writes the shipped values to
// src/shared/generated/programme-limits.ts, a few hundred bytes the pages can afford, instead of
// bundling whole schemas; tests read a changed schema copy with the same function.
import { PROGRAMME_LIMITS } from './generated/programme-limits';
import type { components } from './generated/api';

type UploadPurpose = components['schemas']['UploadPurpose'];

export interface UploadLimit {
  maxBytes: number;
  /** Allowed file-name extensions, in the rule's order. */
  types: string[];
}

export interface ProgrammeLimits {
  /** ROC years of achievements, ascending (common.schema.json rocYear). */
  years: number[];
  /** Characters of an achievement's description (achievement-entry.schema.json). */
  meritMaxLength: number;
  /** Characters of a tourism photo's caption (picture-create.schema.json). */
  captionMaxLength: number;
  /** Tourism photos at most (picture-list.schema.json). */
  tourismPhotosMax: number;
  /** Workplace photos required (confirm-required.schema.json). */
  workplacePhotos: number;
  /** Advice on workplace photos (upload-rules.json). */
  workplaceAdvice: { maxAgeMonths: number; minDpi: number };
  uploads: Record<UploadPurpose, UploadLimit>;
}

interface Schemas {
  common: { $defs: { rocYear: { enum: number[] } } };
  entry: { properties: { description: { maxLength: number } } };
  picture: { properties: { pictureDescription: { maxLength: number } } };
  pictureList: { maxItems: number };
  required: { properties: { workplacePhotos: { const: number } } };
  uploadRules: Record<string, { maxBytes?: number; types?: Record<string, unknown>; advice?: { maxAgeMonths: number; minDpi: number } }>;
}

export const LIMIT_SOURCES = {
  common: 'common.schema.json',
  entry: 'achievement-entry.schema.json',
  picture: 'picture-create.schema.json',
  pictureList: 'picture-list.schema.json',
  required: 'confirm-required.schema.json',
  uploadRules: 'upload-rules.json',
} as const;

/** The limits, from the parsed schema files (`read(name)` gives a file of schemas/ parsed). */
export function limitsFromSchemas(read: (file: string) => unknown): ProgrammeLimits {
  const s = Object.fromEntries(Object.entries(LIMIT_SOURCES).map(([key, file]) => [key, read(file)])) as unknown as Schemas;
  const uploads: Record<string, UploadLimit> = {};
  for (const [purpose, rule] of Object.entries(s.uploadRules)) {
    if (purpose.startsWith('$') || !rule.maxBytes || !rule.types) continue;
    uploads[purpose] = { maxBytes: rule.maxBytes, types: Object.keys(rule.types) };
  }
  const advice = s.uploadRules['workplace-photo']?.advice;
  return {
    years: [...s.common.$defs.rocYear.enum].sort((a, b) => a - b),
    meritMaxLength: s.entry.properties.description.maxLength,
    captionMaxLength: s.picture.properties.pictureDescription.maxLength,
    tourismPhotosMax: s.pictureList.maxItems,
    workplacePhotos: s.required.properties.workplacePhotos.const,
    workplaceAdvice: { maxAgeMonths: advice?.maxAgeMonths ?? 0, minDpi: advice?.minDpi ?? 0 },
    uploads: uploads as ProgrammeLimits['uploads'],
  };
}

// The generated limits (scripts/generators/50-programme-limits.mjs) have this shape: checked here, since
// the generated file imports nothing of src/shared.
const generatedLimitsFit: ProgrammeLimits = PROGRAMME_LIMITS;
void generatedLimitsFit;
