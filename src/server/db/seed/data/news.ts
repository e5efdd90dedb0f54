import type { NewsCategorySeed, NewsSeed } from './types';

// Filled by the seed-content change (issue 2): demo news.
export const newsCategories: NewsCategorySeed[] = [];
export const news: NewsSeed[] = [];
