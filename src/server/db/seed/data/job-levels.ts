import type { JobLevelSeed } from './types';

// Filled by the seed-content change (issue 2): job levels per individual category.
export const jobLevels: JobLevelSeed[] = [];
