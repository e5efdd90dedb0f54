import type { HeroSeed } from './types';

// Filled by the seed-content change (issue 2): demo heroes for editions 1 and 2.
export const heroes: HeroSeed[] = [];
