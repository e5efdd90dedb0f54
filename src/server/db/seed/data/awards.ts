import type { AwardSeed } from './types';

// Filled by the seed-content change (issue 2): demo winner lists for editions 1 and 2.
export const awards: AwardSeed[] = [];
