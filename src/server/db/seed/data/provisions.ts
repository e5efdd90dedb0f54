import type { ProvisionSeed } from './types';

// Filled by the seed-content change (issue 2): eligibility provisions per category.
export const provisions: ProvisionSeed[] = [];
