// Names of the register form's coded answers, from the glossary (src/shared/).
import { ENTITY_TYPE_LABELS } from '../../../shared/labels';
import { RECOMMENDATION_LABELS } from '../../../shared/recommendation-labels';

export { ENTITY_TYPE_LABELS };

/** The register form's recommendType (self / nominated), as its radio buttons name them. */
export const RECOMMENDATION_TYPE_NAMES: Record<string, string> = { self: RECOMMENDATION_LABELS.self, nominated: RECOMMENDATION_LABELS.nominated };

/** Upload step 3's referralMethod, in the same words. */
export const REFERRAL_METHOD_NAMES: Record<string, string> = { self_registration: RECOMMENDATION_LABELS.self, referred: RECOMMENDATION_LABELS.nominated };
