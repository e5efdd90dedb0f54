// Step 3's recommendation workflow rules (SPEC.md sections 4 and 5), as pure functions over the form:
// choosing self-recommendation clears the number and its validation, choosing a referral clears the
// letter, a number counts only once the server validated exactly that number, and what a save sends.
// The field checks themselves come from schemas/ (the page passes their verdicts in).
import type { components } from '../../src/shared/generated/api';
import { normalizeRecommendUnit } from '../../src/shared/recommend-unit';

type Recommendation = components['schemas']['Recommendation'];
type FileResource = components['schemas']['FileResource'];
export type ReferralMethod = Recommendation['referralMethod'];

export interface RecommendationForm {
  method: ReferralMethod | '';
  letter: FileResource | null;
  number: string;
  /** The number the server confirmed (counts only while it equals `number`). */
  validated: string | null;
  source: string;
}

/** The form as a saved recommendation (or nothing yet) fills it. */
export function recommendationFormOf(saved: Recommendation | null): RecommendationForm {
  return {
    method: saved?.referralMethod ?? '',
    letter: saved?.recommendationResourcesResp ?? null,
    number: saved?.recommendationNumber ?? '',
    validated: saved?.referralMethod === 'referred' ? (saved.recommendationNumber ?? null) : null,
    source: saved?.recommendationSource ?? '',
  };
}

/** Whether the form differs from `base` in anything a save would send. */
export function recommendationChanged(form: RecommendationForm, base: RecommendationForm): boolean {
  return form.method !== base.method || (form.letter?.uid ?? null) !== (base.letter?.uid ?? null) || form.number !== base.number || form.source !== base.source;
}

/** Choosing a method clears the other method's evidence. */
export function chooseMethod(form: RecommendationForm, method: ReferralMethod): RecommendationForm {
  return method === 'self_registration' ? { ...form, method, number: '', validated: null } : { ...form, method, letter: null };
}

/** The server's verdict on `number`: a valid one is remembered, anything else forgets any earlier one. */
export function numberChecked(form: RecommendationForm, number: string, valid: boolean): RecommendationForm {
  return { ...form, validated: valid ? number.trim() : null };
}

/** Whether the number now in the field is the one the server validated. */
export function numberValidated(form: RecommendationForm): boolean {
  return form.method === 'referred' && form.validated !== null && form.validated === form.number.trim();
}

/**
 * Whether a save may be sent: a method, its evidence (the letter, or the validated number) and a source
 * without problems. `sourceProblem`: the schema's message for the normalised source, or null.
 */
export function maySave(form: RecommendationForm, sourceProblem: string | null): boolean {
  const evidence = form.method === 'self_registration' ? form.letter !== null : numberValidated(form);
  return form.method !== '' && evidence && sourceProblem === null;
}

/** What a save sends (recommendation/update), or null when there is no method yet. */
export function recommendationBody(form: RecommendationForm) {
  if (form.method === '') return null;
  return {
    referralMethod: form.method,
    recommendationResourcesUid: form.method === 'self_registration' ? (form.letter?.uid ?? null) : null,
    recommendationNumber: form.method === 'referred' ? form.number.trim() : null,
    recommendationSource: normalizeRecommendUnit(form.source),
  };
}
