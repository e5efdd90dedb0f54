// The field rules of the upload forms, read from schemas/ (their one home) so that the browser checks
// exactly what the server checks: years and months, description and caption lengths, list limits.
import entrySchema from '../../../../../schemas/achievement-entry.schema.json';
import commonSchema from '../../../../../schemas/common.schema.json';
import pictureSchema from '../../../../../schemas/picture-create.schema.json';
import pictureListSchema from '../../../../../schemas/picture-list.schema.json';
import professionListSchema from '../../../../../schemas/profession-picture-list.schema.json';
import recommendationNumberSchema from '../../../../../schemas/recommendation-number.schema.json';
import recommendationSchema from '../../../../../schemas/recommendation-update.schema.json';
import uploadRules from '../../../../../schemas/upload-rules.json';

interface TextProperty {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  errorMessage?: string | Record<string, string>;
  /** The free-text rule (common.schema.json visibleText / visibleMultilineText) is referenced here. */
  allOf?: readonly { $ref?: string }[];
}

type SharedRule = { pattern: string; errorMessage: { pattern: string } };

/** The common.schema.json rules a property references through `allOf` (the free-text rule, issue 30). */
function referencedRules(property: TextProperty): { pattern: RegExp; message: string }[] {
  return (property.allOf ?? []).flatMap(({ $ref }) => {
    const name = /^common\.schema\.json#\/\$defs\/(\w+)$/.exec($ref ?? '')?.[1];
    const rule = name ? (commonSchema.$defs as Record<string, unknown>)[name] as SharedRule | undefined : undefined;
    return rule?.pattern ? [{ pattern: new RegExp(rule.pattern, 'u'), message: rule.errorMessage.pattern }] : [];
  });
}

export interface TextRule {
  maxLength: number;
  /** Characters as the schema counts them (code points). */
  length(value: string): number;
  /** The schema's message for the first broken keyword, or null. */
  check(value: string): string | null;
}

/** The check of a text property of a schema (exported for tests that read a changed schema copy). */
export function textRule(property: TextProperty): TextRule {
  const message = (keyword: string) =>
    typeof property.errorMessage === 'string' ? property.errorMessage : (property.errorMessage?.[keyword] ?? '');
  const pattern = property.pattern ? new RegExp(property.pattern, 'u') : null;
  const shared = referencedRules(property);
  const length = (value: string) => [...value].length;
  return {
    maxLength: property.maxLength ?? Infinity,
    length,
    check(value) {
      if (property.minLength !== undefined && length(value) < property.minLength) return message('minLength');
      if (pattern && !pattern.test(value)) return message('pattern');
      for (const rule of shared) if (!rule.pattern.test(value)) return rule.message;
      if (property.maxLength !== undefined && length(value) > property.maxLength) return message('maxLength');
      return null;
    },
  };
}

/** ROC years, newest first, as the schema lists them. */
export const ACHIEVEMENT_YEARS: readonly number[] = commonSchema.$defs.rocYear.enum;
export const ACHIEVEMENT_MONTHS: readonly number[] = Array.from(
  { length: commonSchema.$defs.month.maximum - commonSchema.$defs.month.minimum + 1 },
  (_, i) => commonSchema.$defs.month.minimum + i,
);
export const YEAR_MESSAGE = commonSchema.$defs.rocYear.errorMessage;
export const MONTH_MESSAGE = commonSchema.$defs.month.errorMessage;

export const DESCRIPTION_RULE = textRule(entrySchema.properties.description);
export const CAPTION_RULE = textRule(pictureSchema.properties.pictureDescription);
export const SOURCE_RULE = textRule(recommendationSchema.properties.recommendationSource);
export const NUMBER_RULE = textRule(recommendationNumberSchema.properties.recommendationNumber);
export const METHOD_MESSAGE = recommendationSchema.properties.referralMethod.errorMessage;

export const MAX_TOURISM_PHOTOS: number = pictureListSchema.maxItems;
export const TOURISM_PHOTOS_FULL: string = pictureListSchema.errorMessage.maxItems;
export const MAX_WORKPLACE_PHOTOS: number = professionListSchema.maxItems;
export const WORKPLACE_PHOTOS_TOO_MANY: string = professionListSchema.errorMessage.maxItems;

/** Advice for workplace photos: warn (never refuse) when old or coarse. */
export const WORKPLACE_ADVICE = uploadRules['workplace-photo'].advice;
