// When the recommendation period ends: recommendations are saved in upload step 3, so with the upload window
// (UPLOAD_CLOSES_AT). Before it the draw is refused (draws.ts); after it no seed commitment may be recorded
// (commitment.ts).
import type { Services } from '../../platform/contract/services';

export const recommendationCloses = (config: Services['config']) => new Date(config.programme.uploadClosesAt).toISOString();

/** Whether the period has ended now. */
export const periodEnded = (config: Services['config']) => Date.now() >= Date.parse(recommendationCloses(config));
